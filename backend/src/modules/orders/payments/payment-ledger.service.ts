import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvents } from '../../events/domain-events.service';
import { OrderPayment, type OrderPaymentMethod } from '../entities/order-payment.entity';
import type { SalesOrder } from '../entities/sales-order.entity';
import { derivePaymentState } from '../machines/derive-payment-state';
import { nextState, type OrderMachines } from '../machines/order-machines';
import { illegalTransition } from '../order.errors';
import { logStateChange, SYSTEM_ACTOR, type TransitionActor } from '../order-state-log';

type PaymentEvent = OrderMachines['payment']['event'];

interface PaymentRequest {
  paymentProviderId: number | null;
  amountMinor: number;
  currency: string;
  method?: OrderPaymentMethod;
  note?: string | null;
}

/** Events that move money: the order's history keeps each of them, even when the order-level state stays. */
const MONEY_EVENTS: ReadonlySet<PaymentEvent['type']> = new Set(['PAY', 'REFUND']);

/**
 * The only writer of `order_payment` rows: opens an order's payments and moves each through the payment machine.
 * The order's payment state is then derived from all of its payments (`derivePaymentState`), and its change is
 * what the order's history and the `order.state_changed` event tell. Placing an order, paying (again, or another
 * way) and the back office's transfers, captures and refunds all write here.
 */
@Injectable()
export class PaymentLedger {
  constructor(private readonly events: DomainEvents) {}

  /** A new payment of `amountMinor`, requested at once (new → awaiting_payment). */
  async open(
    em: EntityManager,
    order: SalesOrder,
    request: PaymentRequest,
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<OrderPayment> {
    const payment = em.create(OrderPayment, { order, ...request });
    await this.transition(em, order, payment, { type: 'REQUEST' }, by);
    return payment;
  }

  /**
   * The first payment of an order placed in `em`'s transaction, requested (new → awaiting_payment) and written
   * with the caller's next flush: the order's payment state follows from this payment alone, so nothing is read.
   */
  openFirst(
    em: EntityManager,
    order: SalesOrder,
    request: PaymentRequest,
    by: TransitionActor = SYSTEM_ACTOR,
  ): OrderPayment {
    const payment = em.create(OrderPayment, { order, ...request });
    this.move(em, order, payment, { type: 'REQUEST' });
    this.deriveOrderState(em, order, 'REQUEST', [payment], by);
    return payment;
  }

  /**
   * An edit of the order's items changed what is due: the open payment (requested, nothing authorized or paid
   * yet) asks for the new amount. False when no payment is open, so nothing could follow the new total.
   */
  async followTotal(em: EntityManager, order: SalesOrder, amountMinor: number): Promise<boolean> {
    const payment = await em.findOne(
      OrderPayment,
      { order: order.id, state: { $in: ['new', 'awaiting_payment'] } },
      { orderBy: { id: 'desc' } },
    );
    if (!payment) return false;
    payment.amountMinor = amountMinor;
    await em.flush();
    return true;
  }

  /** The order's payments, oldest first. */
  list(em: EntityManager, orderId: number): Promise<OrderPayment[]> {
    return em.find(OrderPayment, { order: orderId }, { orderBy: { id: 'asc' } });
  }

  /**
   * Moves one payment on `event` (amounts are the payment's running totals: taken so far, refunded so far) or
   * refuses with ORDER_ILLEGAL_TRANSITION; then derives the order's payment state from all its payments. A refund
   * records `order.refunded` with the amount of this refund.
   */
  async transition(
    em: EntityManager,
    order: SalesOrder,
    payment: OrderPayment,
    event: PaymentEvent,
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<void> {
    this.move(em, order, payment, event, by);
    await em.flush();
    this.deriveOrderState(em, order, event.type, await this.list(em, order.id), by);
    await em.flush();
  }

  /** Sets the payment's state and running totals for `event`, or refuses with ORDER_ILLEGAL_TRANSITION. */
  private move(
    em: EntityManager,
    order: SalesOrder,
    payment: OrderPayment,
    event: PaymentEvent,
    by: TransitionActor = SYSTEM_ACTOR,
  ): void {
    // A refund is measured against what was taken; everything else against what the payment was opened for.
    const dueMinor = event.type === 'REFUND' ? payment.paidMinor : payment.amountMinor;
    const to = nextState('payment', payment.state, event, { dueMinor });
    if (to === null) throw illegalTransition('payment', payment.state, event.type);
    payment.state = to;
    if (event.type === 'PAY') {
      payment.paidMinor = Math.min(event.amountMinor, payment.amountMinor);
      payment.paidAt = new Date();
    }
    if (event.type === 'REFUND') {
      const refundedMinor = Math.min(event.amountMinor, payment.paidMinor);
      this.events.record(em, 'order.refunded', {
        orderId: order.id,
        paymentId: payment.id,
        amountMinor: refundedMinor - payment.refundedMinor,
        currency: payment.currency.trim(),
        reason: by.reason ?? null,
      });
      payment.refundedMinor = refundedMinor;
    }
  }

  /** The order's payment state from all its payments, logged when it moves (or money moved). */
  private deriveOrderState(
    em: EntityManager,
    order: SalesOrder,
    event: PaymentEvent['type'],
    payments: readonly OrderPayment[],
    by: TransitionActor,
  ): void {
    const from = order.paymentState;
    const to = derivePaymentState(order.totalGrossMinor, [...payments]);
    if (from === to && !MONEY_EVENTS.has(event)) return;
    order.paymentState = to;
    logStateChange(em, this.events, order, { kind: 'payment', event, fromState: from, toState: to }, by);
  }
}
