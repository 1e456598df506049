import { PAYMENT_STATES, type PaymentState } from '@tradeshop/shared';
import type { PaymentEvent } from './payment.machine';
import { nextState } from './order-machines';

const DUE = { dueMinor: 10_000 };
const FULL = 10_000;
const PART = 4_000;

type Row = [PaymentState, PaymentEvent, PaymentState];
const ALLOWED: Row[] = [
  ['new', { type: 'REQUEST' }, 'awaiting_payment'],
  ['new', { type: 'CANCEL' }, 'cancelled'],
  ['awaiting_payment', { type: 'AUTHORIZE', amountMinor: FULL }, 'authorized'],
  ['awaiting_payment', { type: 'AUTHORIZE', amountMinor: PART }, 'partially_authorized'],
  ['awaiting_payment', { type: 'PAY', amountMinor: FULL }, 'paid'],
  ['awaiting_payment', { type: 'PAY', amountMinor: PART }, 'partially_paid'],
  ['awaiting_payment', { type: 'CANCEL' }, 'cancelled'],
  ['partially_authorized', { type: 'AUTHORIZE', amountMinor: FULL }, 'authorized'],
  ['partially_authorized', { type: 'AUTHORIZE', amountMinor: PART + 1 }, 'partially_authorized'],
  ['partially_authorized', { type: 'PAY', amountMinor: FULL }, 'paid'],
  ['partially_authorized', { type: 'PAY', amountMinor: PART }, 'partially_paid'],
  ['partially_authorized', { type: 'CANCEL' }, 'cancelled'],
  ['authorized', { type: 'PAY', amountMinor: FULL }, 'paid'],
  ['authorized', { type: 'PAY', amountMinor: PART }, 'partially_paid'],
  ['authorized', { type: 'CANCEL' }, 'cancelled'],
  ['partially_paid', { type: 'PAY', amountMinor: FULL }, 'paid'],
  ['partially_paid', { type: 'PAY', amountMinor: PART + 1 }, 'partially_paid'],
  ['partially_paid', { type: 'REFUND', amountMinor: PART }, 'partially_refunded'],
  ['partially_paid', { type: 'REFUND', amountMinor: FULL }, 'refunded'],
  ['paid', { type: 'REFUND', amountMinor: PART }, 'partially_refunded'],
  ['paid', { type: 'REFUND', amountMinor: FULL }, 'refunded'],
  ['partially_refunded', { type: 'REFUND', amountMinor: PART + 1 }, 'partially_refunded'],
  ['partially_refunded', { type: 'REFUND', amountMinor: FULL }, 'refunded'],
];
const EVENTS: PaymentEvent[] = [
  { type: 'REQUEST' },
  { type: 'AUTHORIZE', amountMinor: FULL },
  { type: 'PAY', amountMinor: FULL },
  { type: 'REFUND', amountMinor: FULL },
  { type: 'CANCEL' },
];

describe('payment machine', () => {
  it.each(ALLOWED)('moves a payment from %s on %o to %s', (from, event, to) => {
    expect(nextState('payment', from, event, DUE)).toBe(to);
  });

  const refused = PAYMENT_STATES.flatMap((from) =>
    EVENTS.filter(
      (event) => !ALLOWED.some(([state, allowed]) => state === from && allowed.type === event.type),
    ).map((event) => [from, event.type, event] as const),
  );
  it.each(refused)('refuses %s on %s', (from, _type, event) => {
    expect(nextState('payment', from, event, DUE)).toBeNull();
  });

  it('takes a payment of more than the due amount as paid in full', () => {
    expect(nextState('payment', 'awaiting_payment', { type: 'PAY', amountMinor: FULL + 1 }, DUE)).toBe(
      'paid',
    );
  });
});
