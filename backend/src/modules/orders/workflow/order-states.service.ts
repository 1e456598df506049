import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ORDER_LINE_STATUS, type PaymentState } from '@tradeshop/shared';
import { DomainEvents } from '../../events/domain-events.service';
import { OrderInvoice } from '../entities/order-invoice.entity';
import { OrderPayment } from '../entities/order-payment.entity';
import { SalesOrderItem } from '../entities/sales-order-item.entity';
import type { SalesOrder } from '../entities/sales-order.entity';
import { nextState, type MachineKind } from '../machines/order-machines';
import type { TransitionActor } from '../order-state-log';
import { OrdersService } from '../orders.service';
import { PaymentLedger } from '../payments/payment-ledger.service';
import {
  type AllowedTransitions,
  isManualTransition,
  MANUAL_TRANSITIONS,
  type ManualTransition,
} from './manual-transitions';
import { transitionRefused } from './order-states.errors';

/** Payments the shop may still cancel: nothing was taken of them. */
const OPEN_PAYMENT_STATES: ReadonlySet<PaymentState> = new Set([
  'new',
  'awaiting_payment',
  'partially_authorized',
  'authorized',
]);

const STATE_OF: Record<MachineKind, (order: SalesOrder) => string> = {
  order: (order) => order.state,
  payment: (order) => order.paymentState,
  shipment: (order) => order.shippingState,
  invoice: (order) => order.invoiceState,
};

/**
 * The transitions staff trigger by hand on an order's four states (back-office spec §7 "Orders", "Workflow"):
 * which ones the machines allow now, and making one, with the order locked, its history saying who and why. The
 * spec's update-*-state routes, the REST door and the workflow endpoints all come here.
 */
@Injectable()
export class OrderStatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly ledger: PaymentLedger,
    private readonly events: DomainEvents,
  ) {}

  /** The current state of `kind` on the order. */
  stateOf(order: SalesOrder, kind: MachineKind): string {
    return STATE_OF[kind](order);
  }

  /** Per kind, the manual transitions that would succeed now. */
  async allowed(em: EntityManager, order: SalesOrder): Promise<AllowedTransitions> {
    const payments = await this.ledger.list(em, order.id);
    const invoiced = await this.hasValidInvoice(em, order);
    return {
      order: this.allowedOrder(order, payments, invoiced),
      payment: payments.some((payment) => OPEN_PAYMENT_STATES.has(payment.state)) ? ['cancel'] : [],
      shipment: (['prepare', 'cancel'] as const).filter(
        (name) =>
          nextState('shipment', order.shippingState, { type: MANUAL_TRANSITIONS.shipment[name] }) !== null,
      ),
      invoice:
        nextState('invoice', order.invoiceState, { type: 'CANCEL' }) !== null && !invoiced ? ['cancel'] : [],
    };
  }

  /**
   * Whether an invoice of the order is valid (issued, not cancelled): an order invoiced in part keeps the invoice
   * state new, yet neither its invoicing nor the order may then be cancelled while that invoice stands.
   */
  private async hasValidInvoice(em: EntityManager, order: SalesOrder): Promise<boolean> {
    return (await em.count(OrderInvoice, { order: order.id, kind: 'invoice', state: 'invoiced' })) > 0;
  }

  /**
   * Makes `transition` of `kind` on the order, in one transaction with the order locked, or answers 409 with the
   * transitions allowed now and stores nothing. The events are published after the commit.
   */
  async update(
    orderId: number,
    kind: MachineKind,
    transition: string,
    by: TransitionActor,
  ): Promise<SalesOrder> {
    const order = await this.em.fork().transactional(async (em) => {
      const order = await this.orders.lockById(em, orderId);
      const payments = await this.ledger.list(em, order.id);
      const allowed = (await this.allowed(em, order))[kind] as string[];
      if (!isManualTransition(kind, transition) || !allowed.includes(transition)) {
        const invoiced = await this.hasValidInvoice(em, order);
        const why =
          kind === 'order' && transition === 'cancel'
            ? this.cancelBlocker(order, payments, invoiced)
            : kind === 'order' && transition === 'complete'
              ? completeBlocker(order)
              : kind === 'invoice' && transition === 'cancel' && invoiced
                ? 'Invoicing cannot be cancelled while an invoice of the order is valid: cancel the invoice first.'
                : undefined;
        throw transitionRefused(kind, this.stateOf(order, kind), transition, allowed, why);
      }
      await this.apply(em, order, payments, kind, transition, by);
      await this.orders.completeIfDone(em, order, by);
      return order;
    });
    await this.events.publish();
    return order;
  }

  private allowedOrder(
    order: SalesOrder,
    payments: OrderPayment[],
    invoiced: boolean,
  ): ManualTransition<'order'>[] {
    return (['confirm', 'cancel', 'complete'] as const).filter((name) => {
      if (nextState('order', order.state, { type: MANUAL_TRANSITIONS.order[name] }) === null) return false;
      if (name === 'cancel') return this.cancelBlocker(order, payments, invoiced) === undefined;
      if (name === 'complete') return completeBlocker(order) === undefined;
      return true;
    });
  }

  /** Why the order cannot be cancelled although its machine would allow it, or undefined. */
  private cancelBlocker(order: SalesOrder, payments: OrderPayment[], invoiced: boolean): string | undefined {
    if (order.state === 'cancelled' || order.state === 'complete') return undefined;
    const kept = payments.reduce((sum, payment) => sum + payment.paidMinor - payment.refundedMinor, 0);
    if (order.shippingState === 'shipped' || order.shippingState === 'partially_shipped') {
      return 'The order cannot be cancelled: goods were shipped.';
    }
    if (order.invoiceState === 'invoiced') return 'The order cannot be cancelled: it was invoiced.';
    if (invoiced)
      return 'The order cannot be cancelled while an invoice of it is valid: cancel the invoice first.';
    if (kept > 0) return 'The order cannot be cancelled while money is paid: refund the payments first.';
    return undefined;
  }

  private async apply(
    em: EntityManager,
    order: SalesOrder,
    payments: OrderPayment[],
    kind: MachineKind,
    transition: string,
    by: TransitionActor,
  ): Promise<void> {
    switch (kind) {
      case 'order':
        if (transition === 'cancel') return this.cancel(em, order, payments, by);
        await this.orders.transition(
          em,
          order,
          'order',
          { type: MANUAL_TRANSITIONS.order[transition as ManualTransition<'order'>] },
          by,
        );
        if (transition === 'confirm') await this.confirmLines(em, order);
        return;
      case 'payment':
        return this.cancelOpenPayments(em, order, payments, by);
      case 'shipment':
        return this.orders.transition(
          em,
          order,
          'shipment',
          { type: MANUAL_TRANSITIONS.shipment[transition as ManualTransition<'shipment'>] },
          by,
        );
      case 'invoice':
        return this.orders.transition(em, order, 'invoice', { type: 'CANCEL' }, by);
    }
  }

  /** The order and everything still open of it: shipping, invoicing and the payments that took nothing. */
  private async cancel(
    em: EntityManager,
    order: SalesOrder,
    payments: OrderPayment[],
    by: TransitionActor,
  ): Promise<void> {
    await this.orders.cancel(em, order, by);
    await this.cancelOpenPayments(em, order, payments, by);
  }

  private async cancelOpenPayments(
    em: EntityManager,
    order: SalesOrder,
    payments: OrderPayment[],
    by: TransitionActor,
  ): Promise<void> {
    for (const payment of payments.filter((candidate) => OPEN_PAYMENT_STATES.has(candidate.state))) {
      await this.ledger.transition(em, order, payment, { type: 'CANCEL' }, by);
    }
  }

  /** A confirmed order's received lines are confirmed (storefront spec §4, status 20). */
  private async confirmLines(em: EntityManager, order: SalesOrder): Promise<void> {
    const lines = await em.find(SalesOrderItem, {
      order: order.id,
      lineStatus: { $lt: ORDER_LINE_STATUS.CONFIRMED },
    });
    for (const line of lines) line.lineStatus = ORDER_LINE_STATUS.CONFIRMED;
    await em.flush();
  }
}

/**
 * Why staff cannot complete the order by hand although its machine would allow it, or undefined. Completing
 * closes an order whose goods all went out and were invoiced; what is still unpaid may have been settled outside
 * the shop (the reason given says how). It completes by itself once it is also paid.
 */
function completeBlocker(order: SalesOrder): string | undefined {
  if (order.state !== 'confirmed') return undefined;
  if (order.shippingState !== 'shipped' || order.invoiceState !== 'invoiced') {
    return 'The order can be completed once everything is shipped and invoiced.';
  }
  return undefined;
}
