import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useFormats } from '../../common/useIntlLocale';
import { type AdminPayment, type AdminPayments, parseAmountMinor } from './types';
import { OrderTable } from '../OrderTable';
import { useOrderChange, useOrderPart } from '../useOrderPart';

const P = 'resources.order_show.payments';

type Dialog =
  { kind: 'add' } | { kind: 'refund'; payment: AdminPayment } | { kind: 'capture'; payment: AdminPayment };

/** An order's payments: the list, recording a bank transfer, capturing an authorization, refunding. */
export const PaymentsPanel = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const formats = useFormats();
  const payments = useOrderPart<AdminPayments>(orderId, 'payments');
  const { busy, send } = useOrderChange(orderId, payments.reload);
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const [amount, setAmount] = useState('');
  const [text, setText] = useState('');

  const data = payments.data;
  if (!data) return null;
  const money = (minor: number) => formats.money(minor, data.currency);

  const open = (next: Dialog) => {
    setAmount('');
    setText('');
    setDialog(next);
  };

  const submit = async () => {
    if (!dialog) return;
    const amountMinor = dialog.kind === 'capture' ? null : parseAmountMinor(amount);
    if (dialog.kind !== 'capture' && (amountMinor === null || amountMinor <= 0)) {
      notify(`${P}.amount_invalid`, { type: 'warning' });
      return;
    }
    const [path, body] =
      dialog.kind === 'add'
        ? ['payments', { amountMinor, note: text.trim() || undefined }]
        : dialog.kind === 'refund'
          ? [`payments/${dialog.payment.id}/refund`, { amountMinor, reason: text.trim() || undefined }]
          : [`payments/${dialog.payment.id}/capture`, { reason: text.trim() || undefined }];
    if (await send(path, 'POST', body, () => [`${P}.saved`])) setDialog(undefined);
  };

  const title =
    dialog?.kind === 'add'
      ? `${P}.add_title`
      : dialog?.kind === 'refund'
        ? `${P}.refund_title`
        : `${P}.capture_title`;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>
          {translate('resources.order_show.totals.total')}: {money(data.totalMinor)} ·{' '}
          {translate('resources.order_show.totals.paid')}: {money(data.paidMinor)} ·{' '}
          {translate('resources.order_show.totals.refunded')}: {money(data.refundedMinor)} ·{' '}
          {translate('resources.order_show.totals.due')}: {money(data.dueMinor)}
        </Typography>
        <Button
          variant="contained"
          size="small"
          disabled={data.dueMinor === 0}
          onClick={() => open({ kind: 'add' })}
        >
          {translate(`${P}.add`)}
        </Button>
      </Stack>
      {data.payments.length === 0 ? (
        <Typography>{translate(`${P}.empty`)}</Typography>
      ) : (
        <OrderTable>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${P}.method`)}</TableCell>
              <TableCell>{translate(`${P}.state`)}</TableCell>
              <TableCell align="right">{translate(`${P}.amount`)}</TableCell>
              <TableCell align="right">{translate(`${P}.paid`)}</TableCell>
              <TableCell align="right">{translate(`${P}.refunded`)}</TableCell>
              <TableCell>{translate(`${P}.paid_at`)}</TableCell>
              <TableCell>{translate(`${P}.note`)}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.payments.map((payment) => (
              <TableRow key={payment.id} data-payment={payment.id}>
                <TableCell>{translate(`${P}.methods.${payment.method}`)}</TableCell>
                <TableCell>
                  {translate(`resources.order_show.states.${payment.state}`, { _: payment.state })}
                </TableCell>
                <TableCell align="right">{money(payment.amountMinor)}</TableCell>
                <TableCell align="right">{money(payment.paidMinor)}</TableCell>
                <TableCell align="right">{money(payment.refundedMinor)}</TableCell>
                <TableCell>{payment.paidAt ? formats.dateTime(payment.paidAt) : '—'}</TableCell>
                <TableCell>{payment.note ?? ''}</TableCell>
                <TableCell>
                  {payment.canCapture && (
                    <Button size="small" onClick={() => open({ kind: 'capture', payment })}>
                      {translate(`${P}.capture`)}
                    </Button>
                  )}
                  {payment.canRefund && (
                    <Button size="small" color="warning" onClick={() => open({ kind: 'refund', payment })}>
                      {translate(`${P}.refund`)}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </OrderTable>
      )}
      <Dialog
        open={dialog !== undefined}
        onClose={() => !busy && setDialog(undefined)}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          {dialog?.kind === 'refund' && (
            <Typography variant="body2">
              {translate(`${P}.refund_help`, {
                amount: money(dialog.payment.paidMinor - dialog.payment.refundedMinor),
              })}
            </Typography>
          )}
          {dialog?.kind !== 'capture' && (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate(`${P}.amount_label`, { currency: data.currency })}
              value={amount}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
          <TextField
            fullWidth
            multiline
            margin="dense"
            label={translate(dialog?.kind === 'add' ? `${P}.note_label` : `${P}.reason_label`)}
            value={text}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            onChange={(event) => setText(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(undefined)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {translate(`${P}.save`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
