import type { OrderShowPanel } from '../panels';
import { CommentsPanel } from './CommentsPanel';
import { InvoicesPanel } from './InvoicesPanel';
import { ShipmentsPanel } from './ShipmentsPanel';

/** The order page's shipments, invoices and comments tabs (registered in ../panels.ts). */
export const FULFILMENT_PANELS: OrderShowPanel[] = [
  { key: 'shipments', labelKey: 'order_fulfilment.tabs.shipments', Component: ShipmentsPanel },
  { key: 'invoices', labelKey: 'order_fulfilment.tabs.invoices', Component: InvoicesPanel },
  { key: 'comments', labelKey: 'order_fulfilment.tabs.comments', Component: CommentsPanel },
];
