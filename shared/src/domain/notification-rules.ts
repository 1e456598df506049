import type { InvoiceState, OrderState, PaymentState, ShipmentState } from './orders';
import { INVOICE_STATES, ORDER_STATES, PAYMENT_STATES, SHIPMENT_STATES } from './orders';

/**
 * Notification rules (back-office spec §7): on an order event of their type, the rules whose conditions all hold
 * send their mails, in the rules' sort order. An order is placed when its state becomes `initialized`.
 */
export const NOTIFICATION_RULE_TYPES = ['order', 'payment', 'shipment', 'invoice'] as const;
export type NotificationRuleType = (typeof NOTIFICATION_RULE_TYPES)[number];

/** The states each type's event can move to: a `states` condition names some of them. */
export const NOTIFICATION_STATES = {
  order: ORDER_STATES,
  payment: PAYMENT_STATES,
  shipment: SHIPMENT_STATES,
  invoice: INVOICE_STATES,
} as const satisfies Record<NotificationRuleType, readonly string[]>;

export type NotificationState = OrderState | PaymentState | ShipmentState | InvoiceState;

export type NotificationCondition =
  /** The order's (payment's, shipment's, invoice's) state became one of these. */
  { type: 'states'; states: string[] } | { type: 'stores'; storeIds: number[] };

export const NOTIFICATION_RECIPIENTS = ['customer', 'store_sales', 'fixed'] as const;
export type NotificationRecipient = (typeof NOTIFICATION_RECIPIENTS)[number];

/** Mails to the buyer, to the order's store's sales address, or to a fixed address (`address`). */
export type NotificationAction = { type: 'mail'; recipient: NotificationRecipient; address?: string };

export const NOTIFICATION_CONDITION_TYPES = ['states', 'stores'] as const;
export const NOTIFICATION_ACTION_TYPES = ['mail'] as const;
