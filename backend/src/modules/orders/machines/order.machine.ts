import { setup } from 'xstate';

export type OrderEvent = { type: 'CREATE' } | { type: 'CONFIRM' } | { type: 'CANCEL' } | { type: 'COMPLETE' };

/**
 * The order's own state (storefront spec §4): created when placed, confirmed once its payment method accepts it
 * (at once for invoice, when paid for card), then complete or cancelled. The back office extends it.
 */
export const orderMachine = setup({ types: { events: {} as OrderEvent } }).createMachine({
  id: 'order',
  initial: 'new',
  states: {
    new: { on: { CREATE: 'initialized' } },
    initialized: { on: { CONFIRM: 'confirmed', CANCEL: 'cancelled' } },
    confirmed: { on: { COMPLETE: 'complete', CANCEL: 'cancelled' } },
    cancelled: { type: 'final' },
    complete: { type: 'final' },
  },
});
