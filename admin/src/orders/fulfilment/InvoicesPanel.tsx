import { Box, Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useFormats } from '../../common/useIntlLocale';
import type { InvoiceableItem, Invoice } from './types';
import { useOrderChange, useOrderPart } from '../useOrderPart';
import { OrderTable } from '../OrderTable';
import { LineQuantitiesTable, plainQuantity } from './LineQuantitiesTable';

/** Invoice the shipped lines or chosen quantities; the invoices and credit notes with their PDFs. */
export const InvoicesPanel = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const items = useOrderPart<InvoiceableItem[]>(orderId, 'invoiceable-items');
  const invoices = useOrderPart<Invoice[]>(orderId, 'invoices');
  const reload = () => {
    items.reload();
    invoices.reload();
  };
  const { busy, send } = useOrderChange(orderId, reload);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  useEffect(() => {
    setQuantities(
      Object.fromEntries(
        (items.data ?? []).map((item) => [item.orderItemId, plainQuantity(item.shippedNotInvoicedQuantity)]),
      ),
    );
  }, [items.data]);

  const open = (items.data ?? []).filter((item) => Number(item.remainingQuantity) > 0);
  const created = (json: unknown): [string, Record<string, unknown>] => [
    'order_fulfilment.invoices.created',
    { number: (json as Invoice).number },
  ];
  const fromShipped = () => send('invoices', 'POST', {}, created);
  const fromChosen = () =>
    send(
      'invoices',
      'POST',
      {
        items: open
          .filter((item) => Number(quantities[item.orderItemId] ?? 0) > 0)
          .map((item) => ({ orderItemId: item.orderItemId, quantity: quantities[item.orderItemId] })),
      },
      created,
    );
  const cancel = (invoice: Invoice) =>
    send(`invoices/${invoice.id}/state`, 'POST', { transition: 'cancel' }, () => [
      'order_fulfilment.invoices.cancelled',
    ]);

  return (
    <Box data-testid="order-invoices-panel">
      <Typography variant="h6">{translate('order_fulfilment.invoices.new_title')}</Typography>
      {open.length > 0 ? (
        <>
          <LineQuantitiesTable
            lines={open}
            progress={[
              { labelKey: 'order_fulfilment.columns.shipped', quantity: (item) => item.shippedQuantity },
              { labelKey: 'order_fulfilment.columns.invoiced', quantity: (item) => item.invoicedQuantity },
            ]}
            quantities={quantities}
            onChange={(orderItemId, quantity) =>
              setQuantities((current) => ({ ...current, [orderItemId]: quantity }))
            }
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button
              variant="contained"
              // Nothing shipped is left to invoice: the server would only refuse.
              disabled={busy || !open.some((item) => Number(item.shippedNotInvoicedQuantity) > 0)}
              label="order_fulfilment.invoices.from_shipped"
              onClick={() => void fromShipped()}
            />
            <Button
              variant="outlined"
              disabled={busy}
              label="order_fulfilment.invoices.from_chosen"
              onClick={() => void fromChosen()}
            />
          </Box>
        </>
      ) : null}

      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate('order_fulfilment.tabs.invoices')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('order_fulfilment.invoices.credit_notes_hint')}
      </Typography>
      {invoices.data?.length === 0 ? (
        <Typography>{translate('order_fulfilment.invoices.none')}</Typography>
      ) : null}
      {invoices.data?.length ? (
        <OrderTable>
          <TableHead>
            <TableRow>
              <TableCell>{translate('order_fulfilment.columns.number')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.kind')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.state')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.date')}</TableCell>
              <TableCell align="right">{translate('order_fulfilment.columns.gross')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.data.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.number}</TableCell>
                <TableCell>{translate(`order_fulfilment.invoices.kinds.${invoice.kind}`)}</TableCell>
                <TableCell>{translate(`order_fulfilment.invoices.states.${invoice.state}`)}</TableCell>
                <TableCell>{formats.date(invoice.createdAt)}</TableCell>
                <TableCell align="right">{formats.money(invoice.grossMinor, invoice.currency)}</TableCell>
                <TableCell>
                  <Link
                    href={`/api/admin/orders/${orderId}/invoices/${invoice.id}.pdf`}
                    target="_blank"
                    sx={{ mr: 1 }}
                  >
                    {translate('order_fulfilment.invoices.pdf')}
                  </Link>
                  {invoice.kind === 'invoice' && invoice.state === 'invoiced' ? (
                    <Button
                      disabled={busy}
                      label="order_fulfilment.invoices.cancel"
                      onClick={() => void cancel(invoice)}
                    />
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </OrderTable>
      ) : null}
    </Box>
  );
};
