import { ORDER_STATES, type OrderState } from '@tradeshop/shared';
import type { OrderEvent } from './order.machine';
import { nextState } from './order-machines';

const ALLOWED: [OrderState, OrderEvent['type'], OrderState][] = [
  ['new', 'CREATE', 'initialized'],
  ['initialized', 'CONFIRM', 'confirmed'],
  ['initialized', 'CANCEL', 'cancelled'],
  ['confirmed', 'COMPLETE', 'complete'],
  ['confirmed', 'CANCEL', 'cancelled'],
];
const EVENTS: OrderEvent['type'][] = ['CREATE', 'CONFIRM', 'CANCEL', 'COMPLETE'];

describe('order machine', () => {
  it.each(ALLOWED)('moves an order from %s on %s to %s', (from, event, to) => {
    expect(nextState('order', from, { type: event })).toBe(to);
  });

  const refused = ORDER_STATES.flatMap((from) =>
    EVENTS.filter((event) => !ALLOWED.some(([state, allowed]) => state === from && allowed === event)).map(
      (event) => [from, event] as const,
    ),
  );
  it.each(refused)('refuses %s on %s', (from, event) => {
    expect(nextState('order', from, { type: event })).toBeNull();
  });

  it('never leaves a cancelled or complete order', () => {
    for (const event of EVENTS) {
      expect(nextState('order', 'cancelled', { type: event })).toBeNull();
      expect(nextState('order', 'complete', { type: event })).toBeNull();
    }
  });
});
