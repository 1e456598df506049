import { setup } from 'xstate';

export type InvoiceEvent = { type: 'INVOICE' } | { type: 'CANCEL' };

/** The order's invoicing state (storefront spec §4): invoiced once, or cancelled before. */
export const invoiceMachine = setup({ types: { events: {} as InvoiceEvent } }).createMachine({
  id: 'invoice',
  initial: 'new',
  states: {
    new: { on: { INVOICE: 'invoiced', CANCEL: 'cancelled' } },
    invoiced: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
