import { setup } from 'xstate';

/** Amounts are the running totals the gateway reports (authorized or paid so far), in minor units. */
export type PaymentEvent =
  | { type: 'REQUEST' }
  | { type: 'AUTHORIZE'; amountMinor: number }
  | { type: 'PAY'; amountMinor: number }
  | { type: 'REFUND'; amountMinor: number }
  | { type: 'CANCEL' };

export interface PaymentContext {
  /** What the order costs: a smaller amount makes the state partial. */
  dueMinor: number;
}

const coversDue = ({ context, event }: { context: PaymentContext; event: PaymentEvent }) =>
  'amountMinor' in event && event.amountMinor >= context.dueMinor;

/**
 * A payment's state (storefront spec §4). Placing an order asks for the payment; the gateway authorizes or
 * takes all or part of the amount, or the shopper cancels. Refunds follow a payment that was taken.
 */
export const paymentMachine = setup({
  types: { context: {} as PaymentContext, events: {} as PaymentEvent, input: {} as PaymentContext },
  guards: { coversDue },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ dueMinor: input.dueMinor }),
  initial: 'new',
  states: {
    new: { on: { REQUEST: 'awaiting_payment', CANCEL: 'cancelled' } },
    awaiting_payment: {
      on: {
        AUTHORIZE: [{ guard: 'coversDue', target: 'authorized' }, { target: 'partially_authorized' }],
        PAY: [{ guard: 'coversDue', target: 'paid' }, { target: 'partially_paid' }],
        CANCEL: 'cancelled',
      },
    },
    partially_authorized: {
      on: {
        AUTHORIZE: [{ guard: 'coversDue', target: 'authorized' }, { target: 'partially_authorized' }],
        PAY: [{ guard: 'coversDue', target: 'paid' }, { target: 'partially_paid' }],
        CANCEL: 'cancelled',
      },
    },
    authorized: {
      on: {
        PAY: [{ guard: 'coversDue', target: 'paid' }, { target: 'partially_paid' }],
        CANCEL: 'cancelled',
      },
    },
    partially_paid: {
      on: {
        PAY: [{ guard: 'coversDue', target: 'paid' }, { target: 'partially_paid' }],
        REFUND: [{ guard: 'coversDue', target: 'refunded' }, { target: 'partially_refunded' }],
      },
    },
    paid: {
      on: { REFUND: [{ guard: 'coversDue', target: 'refunded' }, { target: 'partially_refunded' }] },
    },
    partially_refunded: {
      on: { REFUND: [{ guard: 'coversDue', target: 'refunded' }, { target: 'partially_refunded' }] },
    },
    cancelled: { type: 'final' },
    refunded: { type: 'final' },
  },
});
