import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../httpClient';
import { ORDERS_API, STATE_KINDS, type OrderDetail, type StateKind } from './types';

const P = 'resources.order_show';

function errorMessage(error: unknown): string {
  return error instanceof HttpError || error instanceof Error ? error.message : String(error);
}

/**
 * Exactly the transitions the order's machines allow now (the detail's `allowedTransitions`), one button each.
 * Each asks for a reason first; a refusal (409, e.g. someone else changed the order meanwhile) shows the
 * server's message, which names what is allowed instead.
 */
export const TransitionButtons = ({ order }: { order: OrderDetail }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [chosen, setChosen] = useState<{ kind: StateKind; transition: string } | undefined>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      const { json } = await httpClient(`${ORDERS_API}/${order.id}/transitions`, {
        method: 'POST',
        body: JSON.stringify({ ...chosen, reason: reason.trim() || undefined }),
      });
      const state = (json as OrderDetail).states[chosen.kind];
      notify(`${P}.transitions.done`, {
        type: 'info',
        messageArgs: {
          kind: translate(`${P}.kinds.${chosen.kind}`),
          state: translate(`${P}.states.${state}`, { _: state }),
        },
      });
      setChosen(undefined);
      setReason('');
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const buttons = STATE_KINDS.flatMap((kind) =>
    order.allowedTransitions[kind].map((transition) => ({ kind, transition })),
  );
  const label = (kind: StateKind, transition: string) =>
    `${translate(`${P}.kinds.${kind}`)}: ${translate(`${P}.transitions.${transition}`, { _: transition })}`;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {buttons.map(({ kind, transition }) => (
          <Button
            key={`${kind}-${transition}`}
            size="small"
            variant="outlined"
            color={transition === 'cancel' ? 'error' : 'primary'}
            data-transition={`${kind}.${transition}`}
            onClick={() => setChosen({ kind, transition })}
          >
            {label(kind, transition)}
          </Button>
        ))}
      </Stack>
      <Dialog
        open={chosen !== undefined}
        onClose={() => !busy && setChosen(undefined)}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{chosen ? label(chosen.kind, chosen.transition) : ''}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={translate(`${P}.transitions.reason`)}
            value={reason}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            onChange={(event) => setReason(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setChosen(undefined)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button onClick={submit} disabled={busy} variant="contained">
            {translate(`${P}.transitions.submit`)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
