import { SHIPMENT_STATES, type ShipmentState } from '@tradeshop/shared';
import type { ShipmentEvent } from './shipment.machine';
import { nextState } from './order-machines';

const ALLOWED: [ShipmentState, ShipmentEvent, ShipmentState][] = [
  ['new', { type: 'PREPARE' }, 'ready'],
  ['new', { type: 'CANCEL' }, 'cancelled'],
  ['ready', { type: 'SHIP', complete: true }, 'shipped'],
  ['ready', { type: 'SHIP', complete: false }, 'partially_shipped'],
  ['ready', { type: 'CANCEL' }, 'cancelled'],
  ['partially_shipped', { type: 'SHIP', complete: false }, 'partially_shipped'],
  ['partially_shipped', { type: 'SHIP', complete: true }, 'shipped'],
];
const EVENTS: ShipmentEvent[] = [{ type: 'PREPARE' }, { type: 'SHIP', complete: true }, { type: 'CANCEL' }];

describe('shipment machine', () => {
  it.each(ALLOWED)('moves a shipment from %s on %o to %s', (from, event, to) => {
    expect(nextState('shipment', from, event)).toBe(to);
  });

  const refused = SHIPMENT_STATES.flatMap((from) =>
    EVENTS.filter(
      (event) => !ALLOWED.some(([state, allowed]) => state === from && allowed.type === event.type),
    ).map((event) => [from, event.type, event] as const),
  );
  it.each(refused)('refuses %s on %s', (from, _type, event) => {
    expect(nextState('shipment', from, event)).toBeNull();
  });
});
