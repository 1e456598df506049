import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvents } from '../../events/domain-events.service';
import { OrderPayment } from '../entities/order-payment.entity';
import type { SalesOrder } from '../entities/sales-order.entity';
import { nextState, type OrderMachines } from '../machines/order-machines';
import { illegalTransition } from '../order.errors';
import { logStateChange, SYSTEM_ACTOR, type TransitionActor } from '../order-state-log';

/**
 * The only writer of `order_payment` rows: opens an order's payments and moves their state through the payment
 * machine, the order's payment state with it. Placing an order and paying (again, or another way) both ask here.
 */
@Injectable()
export class PaymentLedger {
  constructor(private readonly events: DomainEvents) {}

  /** A new payment of `amountMinor` through the provider, requested at once (new → awaiting_payment). */
  async open(
    em: EntityManager,
    order: SalesOrder,
    request: { paymentProviderId: number | null; amountMinor: number; currency: string },
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<OrderPayment> {
    const payment = em.create(OrderPayment, { order, ...request });
    await this.transition(em, order, payment, { type: 'REQUEST' }, by);
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

  /** The payment's state and the order's payment state move together; the payment's amount is what is due. */
  async transition(
    em: EntityManager,
    order: SalesOrder,
    payment: OrderPayment,
    event: OrderMachines['payment']['event'],
    by: TransitionActor = SYSTEM_ACTOR,
  ): Promise<void> {
    const from = payment.state;
    const to = nextState('payment', from, event, { dueMinor: payment.amountMinor });
    if (to === null) throw illegalTransition('payment', from, event.type);
    payment.state = to;
    order.paymentState = to;
    logStateChange(
      em,
      this.events,
      order,
      {
        kind: 'payment',
        event: event.type,
        fromState: from,
        toState: to,
      },
      by,
    );
    await em.flush();
  }
}
