import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export type OrderStateKind = 'order' | 'payment' | 'shipment' | 'invoice';

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

/** One of an order's four states as a coloured chip with its translated name. */
export const OrderStateChip = ({ kind, state }: { kind: OrderStateKind; state: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[kind][state] ?? 'default'}
      label={translate(`orders.states.${kind}.${state}`, { _: state })}
      data-state={`${kind}:${state}`}
    />
  );
};
