import {
  Box,
  Checkbox,
  FormControlLabel,
  Link,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { useFormats } from '../../common/useIntlLocale';
import type { Shipment, ShippableItem } from './types';
import { useOrderChange, useOrderPart } from '../useOrderPart';
import { OrderTable } from '../OrderTable';
import { LineQuantitiesTable, plainQuantity } from './LineQuantitiesTable';

/** Lines left to ship with a quantity each, carrier and tracking code; the shipments with their delivery notes. */
export const ShipmentsPanel = ({ orderId }: { orderId: number }) => {
  const translate = useTranslate();
  const formats = useFormats();
  const items = useOrderPart<ShippableItem[]>(orderId, 'shippable-items');
  const shipments = useOrderPart<Shipment[]>(orderId, 'shipments');
  const reload = () => {
    items.reload();
    shipments.reload();
  };
  const { busy, send } = useOrderChange(orderId, reload);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [carrierId, setCarrierId] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [shipNow, setShipNow] = useState(true);
  useEffect(() => {
    setQuantities(
      Object.fromEntries(
        (items.data ?? []).map((item) => [item.orderItemId, plainQuantity(item.remainingQuantity)]),
      ),
    );
  }, [items.data]);

  const left = (items.data ?? []).filter((item) => Number(item.remainingQuantity) > 0);
  const create = () =>
    send(
      'shipments',
      'POST',
      {
        items: left
          .filter((item) => Number(quantities[item.orderItemId] ?? 0) > 0)
          .map((item) => ({ orderItemId: item.orderItemId, quantity: quantities[item.orderItemId] })),
        ...(carrierId.trim() ? { carrierId: Number(carrierId) } : {}),
        ...(trackingNumber.trim() ? { trackingNumber: trackingNumber.trim() } : {}),
        ship: shipNow,
      },
      () => ['order_fulfilment.shipments.created'],
    ).then(() => setTrackingNumber(''));
  const transition = (shipment: Shipment, name: 'ship' | 'cancel') =>
    send(`shipments/${shipment.id}/state`, 'POST', { transition: name }, () => [
      'order_fulfilment.shipments.state_changed',
    ]);

  return (
    <Box data-testid="order-shipments-panel">
      <Typography variant="h6">{translate('order_fulfilment.shipments.new_title')}</Typography>
      {items.data && left.length === 0 ? (
        <Typography>{translate('order_fulfilment.nothing_left')}</Typography>
      ) : (
        <Box component="form" onSubmit={(event) => (event.preventDefault(), void create())}>
          <LineQuantitiesTable
            lines={left}
            progress={[
              { labelKey: 'order_fulfilment.columns.shipped', quantity: (item) => item.shippedQuantity },
            ]}
            quantities={quantities}
            onChange={(orderItemId, quantity) =>
              setQuantities((current) => ({ ...current, [orderItemId]: quantity }))
            }
          />
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <TextField
              size="small"
              label={translate('order_fulfilment.shipments.carrier_id')}
              value={carrierId}
              onChange={(event) => setCarrierId(event.target.value.replace(/\D/g, ''))}
            />
            <TextField
              size="small"
              label={translate('order_fulfilment.shipments.tracking_number')}
              value={trackingNumber}
              onChange={(event) => setTrackingNumber(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100, name: 'trackingNumber' } }}
            />
            <FormControlLabel
              control={<Checkbox checked={shipNow} onChange={(event) => setShipNow(event.target.checked)} />}
              label={translate('order_fulfilment.shipments.ship_now')}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              label="order_fulfilment.shipments.create"
            />
          </Box>
        </Box>
      )}

      <Typography variant="h6" sx={{ mt: 3 }}>
        {translate('order_fulfilment.tabs.shipments')}
      </Typography>
      {shipments.data?.length === 0 ? (
        <Typography>{translate('order_fulfilment.shipments.none')}</Typography>
      ) : null}
      {shipments.data?.length ? (
        <OrderTable>
          <TableHead>
            <TableRow>
              <TableCell>{translate('order_fulfilment.columns.date')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.state')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.carrier')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.tracking')}</TableCell>
              <TableCell>{translate('order_fulfilment.columns.contents')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {shipments.data.map((shipment) => (
              <TableRow key={shipment.id}>
                <TableCell>{formats.dateTime(shipment.shippedAt ?? shipment.createdAt)}</TableCell>
                <TableCell>{translate(`order_fulfilment.shipment_states.${shipment.state}`)}</TableCell>
                <TableCell>{shipment.carrier ?? ''}</TableCell>
                <TableCell>
                  {shipment.trackingUrl ? (
                    <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                      {shipment.trackingNumber}
                    </Link>
                  ) : (
                    (shipment.trackingNumber ?? '')
                  )}
                </TableCell>
                <TableCell>
                  {shipment.items.map((item) => `${plainQuantity(item.quantity)} × ${item.sku}`).join(', ')}
                </TableCell>
                <TableCell>
                  <Link href={`/api/admin/orders/${orderId}/shipments/${shipment.id}.pdf`} target="_blank">
                    {translate('order_fulfilment.shipments.delivery_note')}
                  </Link>
                  {shipment.state === 'ready' ? (
                    <>
                      <Button
                        disabled={busy}
                        label="order_fulfilment.shipments.ship"
                        onClick={() => void transition(shipment, 'ship')}
                      />
                      <Button
                        disabled={busy}
                        label="order_fulfilment.shipments.cancel"
                        onClick={() => void transition(shipment, 'cancel')}
                      />
                    </>
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
