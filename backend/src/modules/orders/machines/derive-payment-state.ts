import type { PaymentState } from '@tradeshop/shared';

/** What the order-level payment state reads of one payment. */
export interface PaymentFacts {
  state: PaymentState;
  /** What the payment was opened for (an authorization's amount, a transfer's amount). */
  amountMinor: number;
  paidMinor: number;
  refundedMinor: number;
}

const AUTHORIZED: ReadonlySet<PaymentState> = new Set(['authorized', 'partially_authorized']);

/**
 * The order's payment state from all of its payments (CoreShop's order payment workflow, decided on the sum):
 * money returned → (partially_)refunded; money taken → paid once it covers the total, else partially_paid;
 * money promised → (partially_)authorized; a payment asked for → awaiting_payment; every payment cancelled →
 * cancelled; no payment yet → new.
 */
export function derivePaymentState(totalMinor: number, payments: readonly PaymentFacts[]): PaymentState {
  const live = payments.filter((payment) => payment.state !== 'cancelled');
  const paid = sum(live.map((payment) => payment.paidMinor));
  const refunded = sum(live.map((payment) => payment.refundedMinor));
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partially_refunded';
  if (paid > 0) return paid >= totalMinor ? 'paid' : 'partially_paid';
  const authorized = sum(
    live.filter((payment) => AUTHORIZED.has(payment.state)).map((payment) => payment.amountMinor),
  );
  if (authorized > 0) return authorized >= totalMinor ? 'authorized' : 'partially_authorized';
  if (live.some((payment) => payment.state === 'awaiting_payment')) return 'awaiting_payment';
  if (payments.length > 0 && live.length === 0) return 'cancelled';
  return 'new';
}

/** What is still to be paid of `totalMinor`: refunds do not make an order owe again. */
export function dueMinor(totalMinor: number, payments: readonly PaymentFacts[]): number {
  const paid = sum(payments.filter((p) => p.state !== 'cancelled').map((p) => p.paidMinor));
  return Math.max(0, totalMinor - paid);
}

const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
