/**
 * Every domain event and its payload. Payloads carry ids and plain facts only: never secrets, tokens or
 * anything a subscriber can read from the owner when it runs.
 */
export interface DomainEventPayloads {
  /** An order was inserted (its machines then move it to initialized). */
  'order.placed': { orderId: number; number: string; storeId: number };
  /** One of an order's machines (order, payment, shipment, invoice) moved to another state. */
  'order.state_changed': {
    orderId: number;
    number: string;
    storeId: number;
    locale: string;
    customerId: number | null;
    kind: 'order' | 'payment' | 'shipment' | 'invoice';
    event: string;
    fromState: string;
    toState: string;
    /** Who moved it: a back-office user, the buyer, the ERP or the shop itself. */
    actorKind: 'system' | 'admin' | 'customer' | 'erp';
  };
  /** Money of a payment went back to the buyer (in part or whole); credit notes follow it. */
  'order.refunded': {
    orderId: number;
    paymentId: number;
    /** This refund alone, not the payment's running total. */
    amountMinor: number;
    currency: string;
    reason: string | null;
  };
  /** A back-office comment on an order was written to its buyer (the mail goes from a subscriber). */
  'order.comment_sent': { orderId: number; commentId: number };
  'customer.registered': { customerId: number };
  'customer_application.submitted': { applicationId: number };
  'customer_application.decided': { applicationId: number; status: 'approved' | 'rejected' };
  'contact_message.received': { contactMessageId: number };
  'warranty_registration.received': { warrantyRegistrationId: number };
  /**
   * Products' shop-visible data changed (created, edited, deleted, published, their media, a variant made or given
   * its own values, the parent's values passed on to its variants): the read models built from them (the search
   * index) bring those products up to date. Recorded by every catalogue writer; the ids include the variants a
   * parent's save reached.
   */
  'catalogue.products_changed': { productIds: number[] };
  /** A message was stored in the mail outbox (its text may hold a single-use link, so only its id is here). */
  'mail.queued': { mailId: number };
}

export type DomainEventType = keyof DomainEventPayloads;

export interface DomainEvent<T extends DomainEventType = DomainEventType> {
  id: string;
  type: T;
  payload: DomainEventPayloads[T];
  occurredAt: Date;
}
