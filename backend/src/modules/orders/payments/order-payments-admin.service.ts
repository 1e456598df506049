import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentState } from '@tradeshop/shared';
import { DomainError } from '../../../common/errors/domain-error';
import { DomainEvents } from '../../events/domain-events.service';
import type { OrderPayment, OrderPaymentMethod } from '../entities/order-payment.entity';
import { SalesOrder } from '../entities/sales-order.entity';
import { dueMinor } from '../machines/derive-payment-state';
import { paymentNotFound } from '../order.errors';
import { adminOrderNotFound } from '../admin/order-admin.errors';
import type { TransitionActor } from '../order-state-log';
import { OrdersService } from '../orders.service';
import { PaymentLedger } from './payment-ledger.service';

/** One payment as the back office shows it. */
export interface AdminPaymentView {
  id: number;
  method: OrderPaymentMethod;
  paymentProviderId: number | null;
  state: PaymentState;
  amountMinor: number;
  paidMinor: number;
  refundedMinor: number;
  currency: string;
  note: string | null;
  paidAt: string | null;
  createdAt: string;
  /** What staff may do with it now. */
  canCapture: boolean;
  canRefund: boolean;
}

export interface AdminPayments {
  orderId: number;
  paymentState: PaymentState;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  dueMinor: number;
  payments: AdminPaymentView[];
}

const CAPTURABLE: ReadonlySet<PaymentState> = new Set(['authorized', 'partially_authorized']);
const REFUNDABLE: ReadonlySet<PaymentState> = new Set(['paid', 'partially_paid', 'partially_refunded']);
/** Open payments that took nothing: a transfer paying the order in full settles them. */
const UNPAID_OPEN: ReadonlySet<PaymentState> = new Set(['new', 'awaiting_payment']);

const amountError = (message: string) =>
  new DomainError('VALIDATION_FAILED', message, [{ field: 'amountMinor', reason: message }]);

/**
 * An order's payments in the back office (back-office spec §7 "Orders" → payments): the list, a bank transfer
 * recorded by hand, capturing an authorized payment, refunding a taken one in part or whole. Each runs with the
 * order locked, writes through the payment ledger (which derives the order's payment state), lets the order
 * complete when it is now paid, shipped and invoiced, and publishes its events after the commit.
 */
@Injectable()
export class OrderPaymentsAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    private readonly ledger: PaymentLedger,
    private readonly events: DomainEvents,
  ) {}

  async list(orderId: number): Promise<AdminPayments> {
    const em = this.em.fork();
    const order = await em.findOne(SalesOrder, { id: orderId });
    if (!order) throw adminOrderNotFound(orderId);
    return this.view(order, await this.ledger.list(em, order.id));
  }

  /** A bank transfer of `amountMinor` that arrived: more than nothing, at most what is still due. */
  async addBankTransfer(
    orderId: number,
    input: { amountMinor: number; note?: string | null },
    by: TransitionActor,
  ): Promise<AdminPayments> {
    return this.change(orderId, by, async (em, order, payments) => {
      if (order.state === 'cancelled') {
        throw new DomainError('CONFLICT', 'A cancelled order takes no payment.');
      }
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw amountError('The amount must be more than zero.');
      }
      const due = dueMinor(order.totalGrossMinor, payments);
      if (input.amountMinor > due) {
        throw amountError(
          due === 0
            ? 'Nothing is due on this order any more.'
            : `The amount is more than what is still due (${due} in minor units).`,
        );
      }
      const payment = await this.ledger.open(
        em,
        order,
        {
          paymentProviderId: null,
          amountMinor: input.amountMinor,
          currency: order.currency,
          method: 'bank_transfer',
          note: input.note?.trim() || null,
        },
        by,
      );
      await this.ledger.transition(em, order, payment, { type: 'PAY', amountMinor: input.amountMinor }, by);
      if (order.paymentState === 'paid') {
        for (const open of payments.filter((candidate) => UNPAID_OPEN.has(candidate.state))) {
          await this.ledger.transition(em, order, open, { type: 'CANCEL' }, by);
        }
      }
    });
  }

  /** Takes the whole authorized amount, as long as the order still owes it. */
  async capture(orderId: number, paymentId: number, by: TransitionActor): Promise<AdminPayments> {
    return this.change(orderId, by, async (em, order, payments) => {
      const payment = paymentOf(payments, paymentId);
      const due = dueMinor(order.totalGrossMinor, payments);
      if (CAPTURABLE.has(payment.state) && payment.amountMinor > due) {
        throw new DomainError(
          'CONFLICT',
          `Capturing ${payment.amountMinor} would take more than the order still owes (${due}); cancel the authorization instead.`,
        );
      }
      await this.ledger.transition(em, order, payment, { type: 'PAY', amountMinor: payment.amountMinor }, by);
    });
  }

  /** Returns `amountMinor` of a taken payment: at most what was taken of it and not refunded yet. */
  async refund(
    orderId: number,
    paymentId: number,
    input: { amountMinor: number; reason?: string | null },
    by: TransitionActor,
  ): Promise<AdminPayments> {
    const actor = this.withReason(by, input.reason);
    return this.change(orderId, actor, async (em, order, payments) => {
      const payment = paymentOf(payments, paymentId);
      if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
        throw amountError('The amount to refund must be more than zero.');
      }
      const refundable = payment.paidMinor - payment.refundedMinor;
      if (REFUNDABLE.has(payment.state) && input.amountMinor > refundable) {
        throw amountError(`At most ${refundable} (in minor units) of this payment can be refunded.`);
      }
      await this.ledger.transition(
        em,
        order,
        payment,
        { type: 'REFUND', amountMinor: payment.refundedMinor + input.amountMinor },
        actor,
      );
    });
  }

  private withReason(by: TransitionActor, reason?: string | null): TransitionActor {
    return { ...by, reason: reason?.trim() || by.reason || null };
  }

  private async change(
    orderId: number,
    by: TransitionActor,
    apply: (em: EntityManager, order: SalesOrder, payments: OrderPayment[]) => Promise<void>,
  ): Promise<AdminPayments> {
    const result = await this.em.fork().transactional(async (em) => {
      const order = await this.orders.lockById(em, orderId);
      await apply(em, order, await this.ledger.list(em, order.id));
      await this.orders.completeIfDone(em, order, by);
      return this.view(order, await this.ledger.list(em, order.id));
    });
    await this.events.publish();
    return result;
  }

  private view(order: SalesOrder, payments: OrderPayment[]): AdminPayments {
    const live = payments.filter((payment) => payment.state !== 'cancelled');
    const paid = live.reduce((sum, payment) => sum + payment.paidMinor, 0);
    const refunded = live.reduce((sum, payment) => sum + payment.refundedMinor, 0);
    const due = dueMinor(order.totalGrossMinor, payments);
    return {
      orderId: order.id,
      paymentState: order.paymentState,
      currency: order.currency.trim(),
      totalMinor: order.totalGrossMinor,
      paidMinor: paid,
      refundedMinor: refunded,
      dueMinor: due,
      payments: payments.map((payment) => ({
        id: payment.id,
        method: payment.method,
        paymentProviderId: payment.paymentProviderId ?? null,
        state: payment.state,
        amountMinor: payment.amountMinor,
        paidMinor: payment.paidMinor,
        refundedMinor: payment.refundedMinor,
        currency: payment.currency.trim(),
        note: payment.note ?? null,
        paidAt: payment.paidAt?.toISOString() ?? null,
        createdAt: payment.createdAt.toISOString(),
        canCapture: CAPTURABLE.has(payment.state) && payment.amountMinor <= due,
        canRefund: REFUNDABLE.has(payment.state) && payment.paidMinor > payment.refundedMinor,
      })),
    };
  }
}

function paymentOf(payments: OrderPayment[], paymentId: number): OrderPayment {
  const payment = payments.find((candidate) => candidate.id === paymentId);
  if (!payment) throw paymentNotFound();
  return payment;
}
