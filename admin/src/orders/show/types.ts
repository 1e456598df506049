/** The order's page data, as `GET /api/admin/orders/:id` answers (typed locally until the client is generated). */
export type StateKind = 'order' | 'payment' | 'shipment' | 'invoice';
export const STATE_KINDS: StateKind[] = ['order', 'payment', 'shipment', 'invoice'];

export interface OrderAddress {
  company?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  street?: string | null;
  number?: string | null;
  postcode?: string | null;
  city?: string | null;
  country?: string | null;
  phoneNumber?: string | null;
  eInvoiceAddress?: string | null;
  eInvoiceOperator?: string | null;
}

/** The rows the order PDF shows (`orderStatement` in the backend): each amount once, adding up to the total. */
export interface OrderStatement {
  lines: { position: number; amountNetMinor: number }[];
  itemsNetMinor: number;
  entries: {
    kind: 'recycling_fee' | 'discount' | 'shipping' | 'payment_fee' | 'other';
    label: string | null;
    amountNetMinor: number;
  }[];
  totalNetMinor: number;
  vat: { rate: string; netMinor: number; taxMinor: number; grossMinor: number }[];
  taxMinor: number;
  totalGrossMinor: number;
}

export interface OrderLine {
  id: number;
  position: number;
  sku: string;
  name: string;
  unitIdentifier: string;
  quantity: string;
  unitPriceNetMinor: number;
  totalNetMinor: number;
  taxRate: string;
  taxMinor: number;
  lineStatus: number;
}

export interface OrderHistoryEntry {
  id: string;
  kind: StateKind;
  event: string;
  fromState: string;
  toState: string;
  actorKind: 'system' | 'admin' | 'customer' | 'erp';
  actorName: string | null;
  reason: string | null;
  at: string;
}

export interface OrderDetail {
  id: number;
  number: string;
  currency: string;
  createdAt: string;
  store: { id: number; code: string };
  customer: { id: number | null; name: string | null; email: string | null; guestEmail: string | null };
  company: { id: number | null; name: string | null };
  states: Record<StateKind, string>;
  allowedTransitions: Record<StateKind, string[]>;
  invoiceAddress: OrderAddress;
  shippingAddress: OrderAddress;
  lines: OrderLine[];
  totals: {
    itemsNetMinor: number;
    surchargeNetMinor: number;
    discountNetMinor: number;
    shippingNetMinor: number;
    taxMinor: number;
    totalGrossMinor: number;
    paidMinor: number;
    refundedMinor: number;
    dueMinor: number;
  };
  taxes: { rate: string; netMinor: number; taxMinor: number }[];
  adjustments: { kind: string; label: string; amountNetMinor: number }[];
  statement: OrderStatement;
  history: OrderHistoryEntry[];
}

export const ORDERS_API = '/api/admin/orders';

/**
 * Whether `record` is the order's detail rather than its row from the orders list: react-admin puts the list's rows
 * into its getOne cache, so an order opened from the list is first rendered with the row until its detail arrives.
 */
export function isOrderDetail(record: object | undefined): record is OrderDetail {
  return record !== undefined && 'allowedTransitions' in record && 'lines' in record && 'history' in record;
}
