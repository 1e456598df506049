import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export type OrderStateKind = 'order' | 'payment' | 'shipment' | 'invoice';

/** Which list field names each kind of state, for the chip's label and tooltip ("Shipping: New"). */
const KIND_FIELD: Record<OrderStateKind, string> = {
  order: 'state',
  payment: 'paymentState',
  shipment: 'shippingState',
  invoice: 'invoiceState',
};

type Colour = ChipProps['color'];

/** Green when done, orange when half way or waiting, red when cancelled, blue when moving, grey when new. */
const COLOURS: Record<OrderStateKind, Record<string, Colour>> = {
  order: { initialized: 'info', confirmed: 'primary', cancelled: 'error', complete: 'success' },
  payment: {
    awaiting_payment: 'warning',
    partially_authorized: 'info',
    authorized: 'info',
    partially_paid: 'warning',
    cancelled: 'error',
    paid: 'success',
    partially_refunded: 'warning',
    refunded: 'secondary',
  },
  shipment: { ready: 'info', cancelled: 'error', partially_shipped: 'warning', shipped: 'success' },
  invoice: { cancelled: 'error', invoiced: 'success' },
};

/**
 * One of an order's four states as a coloured chip with its translated name. Payment, shipping and invoice chips
 * say which they are ("Shipping: New"): two grey "New" chips side by side would not.
 */
export const OrderStateChip = ({ kind, state }: { kind: OrderStateKind; state: string }) => {
  const translate = useTranslate();
  const name = translate(`orders.states.${kind}.${state}`, { _: state });
  const named = `${translate(`resources.orders.fields.${KIND_FIELD[kind]}`)}: ${name}`;
  return (
    <Chip
      component="span"
      size="small"
      color={COLOURS[kind][state] ?? 'default'}
      label={kind === 'order' ? name : named}
      title={named}
      data-state={`${kind}:${state}`}
    />
  );
};
