import { INVOICE_STATES, type InvoiceState } from '@tradeshop/shared';
import type { InvoiceEvent } from './invoice.machine';
import { nextState } from './order-machines';

const ALLOWED: [InvoiceState, InvoiceEvent['type'], InvoiceState][] = [
  ['new', 'INVOICE', 'invoiced'],
  ['new', 'CANCEL', 'cancelled'],
];
const EVENTS: InvoiceEvent['type'][] = ['INVOICE', 'CANCEL'];

describe('invoice machine', () => {
  it.each(ALLOWED)('moves an invoice from %s on %s to %s', (from, event, to) => {
    expect(nextState('invoice', from, { type: event })).toBe(to);
  });

  const refused = INVOICE_STATES.flatMap((from) =>
    EVENTS.filter((event) => !ALLOWED.some(([state, allowed]) => state === from && allowed === event)).map(
      (event) => [from, event] as const,
    ),
  );
  it.each(refused)('refuses %s on %s', (from, event) => {
    expect(nextState('invoice', from, { type: event })).toBeNull();
  });
});
