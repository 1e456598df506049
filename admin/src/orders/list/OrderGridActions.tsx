import { Dialog, DialogActions, DialogContent, DialogTitle, List as MuiList, ListItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'react-admin';
import { applyGridAction, downloadGridExport, fetchGridActions } from './orderGridClient';
import type { OrderGridActionResult, OrderListRow } from './types';

/** The grid's actions the user may apply (the server lists them with `allowed`). */
export function useGridActions() {
  const { data } = useQuery({ queryKey: ['orders', 'grid', 'actions'], queryFn: fetchGridActions });
  return (data ?? []).filter((action) => action.allowed);
}

interface Outcome {
  action: string;
  results: OrderGridActionResult[];
}

/** The list's bulk actions: every grid action the user may apply, then a dialog with each order's outcome. */
export const OrderBulkActions = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('orders');
  const { selectedIds, data } = useListContext<OrderListRow>();
  const actions = useGridActions();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const label = (name: string) => translate(`orders.list.actions.${name}`, { _: name });
  const numberOf = (id: number) => data?.find((row) => row.id === id)?.number ?? String(id);

  async function run(name: string, kind: 'change' | 'export') {
    setBusy(true);
    try {
      const ids = selectedIds.map(Number);
      if (kind === 'export') {
        await downloadGridExport(name, { ids });
      } else {
        setOutcome({ action: name, results: await applyGridAction(name, ids) });
        refresh();
      }
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  // The selection is cleared only when the outcome is closed: this toolbar (and its dialog) goes with it.
  function close() {
    setOutcome(null);
    unselectAll();
  }

  const refused = outcome?.results.filter((result) => !result.ok) ?? [];
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.name}
          label={label(action.name)}
          disabled={busy}
          onClick={() => void run(action.name, action.kind)}
        >
          {action.kind === 'export' ? <DownloadIcon /> : <PlayArrowIcon />}
        </Button>
      ))}
      <Dialog open={outcome !== null} onClose={close} aria-labelledby="order-grid-outcome">
        <DialogTitle id="order-grid-outcome">
          {outcome
            ? translate('orders.list.results_title', {
                action: label(outcome.action),
                done: outcome.results.length - refused.length,
                refused: refused.length,
              })
            : null}
        </DialogTitle>
        {refused.length > 0 ? (
          <DialogContent>
            <MuiList dense>
              {refused.map((result) => (
                <ListItem key={result.orderId}>
                  {translate('orders.list.refused', {
                    number: numberOf(result.orderId),
                    message: result.message ?? '',
                  })}
                </ListItem>
              ))}
            </MuiList>
          </DialogContent>
        ) : null}
        <DialogActions>
          <Button label="orders.list.close" onClick={close} />
        </DialogActions>
      </Dialog>
    </>
  );
};

/** Exports every order the list's filters find, as CSV or Excel. */
export const OrderExportButtons = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { filterValues } = useListContext<OrderListRow>();
  const exports = useGridActions().filter((action) => action.kind === 'export');
  const [busy, setBusy] = useState(false);

  async function download(name: string) {
    setBusy(true);
    try {
      await downloadGridExport(name, { filter: filterValues as Record<string, unknown> });
    } catch (error) {
      notify(
        translate('orders.list.export_failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {exports.map((action) => (
        <Button
          key={action.name}
          label={busy ? 'orders.list.exporting' : `orders.list.${action.name}`}
          disabled={busy}
          onClick={() => void download(action.name)}
        >
          <DownloadIcon />
        </Button>
      ))}
    </>
  );
};
