/** Order line status codes (storefront spec §4). */
export const ORDER_LINE_STATUS = {
  RECEIVED: 10,
  CONFIRMED: 20,
  PICKED: 30,
  READY_FOR_SHIPMENT: 45,
  SHIPPED_INVOICED: 60,
} as const;
export type OrderLineStatusCode = (typeof ORDER_LINE_STATUS)[keyof typeof ORDER_LINE_STATUS];

/** Order types by ERP code range (storefront spec §4), inclusive. */
export const ORDER_TYPE_RANGES = [
  { type: 'ordinary', from: 9, to: 14 },
  { type: 'sample', from: 21, to: 21 },
  { type: 'sample_credit', from: 22, to: 22 },
  { type: 'warranty', from: 31, to: 34 },
  { type: 'invoice_adjustment', from: 81, to: 86 },
] as const;
export type OrderType = (typeof ORDER_TYPE_RANGES)[number]['type'];

export function orderTypeOf(code: number): OrderType | undefined {
  return ORDER_TYPE_RANGES.find((range) => code >= range.from && code <= range.to)?.type;
}

/** Workflow states (storefront spec §4, back-office spec §4). */
export const ORDER_STATES = ['new', 'initialized', 'confirmed', 'cancelled', 'complete'] as const;
export const PAYMENT_STATES = [
  'new',
  'awaiting_payment',
  'partially_authorized',
  'authorized',
  'partially_paid',
  'cancelled',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export const SHIPMENT_STATES = ['new', 'ready', 'cancelled', 'partially_shipped', 'shipped'] as const;
export const INVOICE_STATES = ['new', 'cancelled', 'invoiced'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
export type InvoiceState = (typeof INVOICE_STATES)[number];

/**
 * What an order's statement lists between its items and its total net: the recycling fee, discounts (a voucher,
 * a cart price rule, the set discount), shipping, the payment fee, and any other difference to the stored totals.
 */
export const STATEMENT_ENTRY_KINDS = [
  'recycling_fee',
  'discount',
  'shipping',
  'payment_fee',
  'other',
] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];
