import type { PaymentState } from '@tradeshop/shared';
import { derivePaymentState, dueMinor, type PaymentFacts } from './derive-payment-state';

const TOTAL = 10_000;
const payment = (
  state: PaymentState,
  amountMinor: number,
  paidMinor = 0,
  refundedMinor = 0,
): PaymentFacts => ({
  state,
  amountMinor,
  paidMinor,
  refundedMinor,
});

describe('order-level payment state from the payments', () => {
  it.each<[string, PaymentFacts[], PaymentState]>([
    ['no payment', [], 'new'],
    ['a payment not yet asked for', [payment('new', TOTAL)], 'new'],
    ['a payment asked for', [payment('awaiting_payment', TOTAL)], 'awaiting_payment'],
    ['every payment cancelled', [payment('cancelled', TOTAL), payment('cancelled', TOTAL)], 'cancelled'],
    [
      'a cancelled and a new attempt',
      [payment('cancelled', TOTAL), payment('awaiting_payment', TOTAL)],
      'awaiting_payment',
    ],
    ['part authorized', [payment('partially_authorized', 4_000)], 'partially_authorized'],
    ['all authorized', [payment('authorized', TOTAL)], 'authorized'],
    [
      'half paid of two halves',
      [payment('paid', 5_000, 5_000), payment('awaiting_payment', TOTAL)],
      'partially_paid',
    ],
    ['both halves paid', [payment('paid', 5_000, 5_000), payment('paid', 5_000, 5_000)], 'paid'],
    [
      'paid and an authorization besides',
      [payment('paid', TOTAL, TOTAL), payment('authorized', TOTAL)],
      'paid',
    ],
    [
      'half paid, rest authorized',
      [payment('paid', 5_000, 5_000), payment('authorized', 5_000)],
      'partially_paid',
    ],
    ['a cancelled payment with money never counts', [payment('cancelled', TOTAL, TOTAL)], 'cancelled'],
    ['a part refunded', [payment('partially_refunded', TOTAL, TOTAL, 2_500)], 'partially_refunded'],
    [
      'one of two payments refunded',
      [payment('refunded', 5_000, 5_000, 5_000), payment('paid', 5_000, 5_000)],
      'partially_refunded',
    ],
    [
      'everything refunded',
      [payment('refunded', 5_000, 5_000, 5_000), payment('refunded', 5_000, 5_000, 5_000)],
      'refunded',
    ],
  ])('%s', (_name, payments, expected) => {
    expect(derivePaymentState(TOTAL, payments)).toBe(expected);
  });

  it('walks two half payments: partially_paid, then paid, then partially_refunded, then refunded', () => {
    const first = payment('paid', 5_000, 5_000);
    const second = payment('paid', 5_000, 5_000);
    expect(derivePaymentState(TOTAL, [first])).toBe('partially_paid');
    expect(derivePaymentState(TOTAL, [first, second])).toBe('paid');
    expect(derivePaymentState(TOTAL, [{ ...first, refundedMinor: 1_000 }, second])).toBe(
      'partially_refunded',
    );
    expect(
      derivePaymentState(TOTAL, [
        { ...first, refundedMinor: 5_000 },
        { ...second, refundedMinor: 5_000 },
      ]),
    ).toBe('refunded');
  });

  it('owes what is not paid yet, never less than nothing', () => {
    expect(dueMinor(TOTAL, [])).toBe(TOTAL);
    expect(dueMinor(TOTAL, [payment('paid', 4_000, 4_000)])).toBe(6_000);
    expect(dueMinor(TOTAL, [payment('paid', 4_000, 4_000, 4_000)])).toBe(6_000);
    expect(dueMinor(TOTAL, [payment('cancelled', 4_000, 4_000)])).toBe(TOTAL);
    expect(dueMinor(TOTAL, [payment('paid', 12_000, 12_000)])).toBe(0);
  });
});
