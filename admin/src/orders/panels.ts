import type { ComponentType } from 'react';
import { InvoiceAdjustmentAction } from './creation/InvoiceAdjustmentAction';
import { OrderItemsPanel } from './creation/ItemsPanel';
import { FULFILMENT_PANELS } from './fulfilment';
import { PaymentsPanel } from './payments/PaymentsPanel';
import { WorkflowGraphPanel } from './workflow/WorkflowGraphPanel';

/**
 * The parts of an order's page in the back office (payments, shipments, invoices, comments, ERP...). Each part of
 * the orders screens adds its panel here; the order's page shows them as tabs, in this order. A panel loads its
 * own data for `orderId` and calls react-admin's `useRefresh()` after a change, so the whole page reloads.
 */
export interface OrderShowPanel {
  key: string;
  /** A key of the i18n catalogue. */
  labelKey: string;
  Component: ComponentType<{ orderId: number }>;
}

/** Buttons in the order page's top bar (transitions, documents...), in this order. */
export interface OrderShowAction {
  key: string;
  Component: ComponentType<{ orderId: number }>;
}

export const ORDER_SHOW_PANELS: OrderShowPanel[] = [
  { key: 'items', labelKey: 'order_creation.items.tab', Component: OrderItemsPanel },
  { key: 'payments', labelKey: 'resources.order_show.payments.tab', Component: PaymentsPanel },
  ...FULFILMENT_PANELS,
  { key: 'workflow', labelKey: 'resources.order_show.workflow.tab', Component: WorkflowGraphPanel },
];

export const ORDER_SHOW_ACTIONS: OrderShowAction[] = [
  { key: 'invoice-adjustment', Component: InvoiceAdjustmentAction },
];
