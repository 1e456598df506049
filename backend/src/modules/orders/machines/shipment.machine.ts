import { setup } from 'xstate';

/** `complete` is false while some lines of the order are still to be shipped. */
export type ShipmentEvent = { type: 'PREPARE' } | { type: 'SHIP'; complete: boolean } | { type: 'CANCEL' };

const shipsEverything = ({ event }: { event: ShipmentEvent }) => event.type === 'SHIP' && event.complete;

/** The order's shipping state (storefront spec §4): made ready, shipped in one go or in parts, or cancelled. */
export const shipmentMachine = setup({
  types: { events: {} as ShipmentEvent },
  guards: { shipsEverything },
}).createMachine({
  id: 'shipment',
  initial: 'new',
  states: {
    new: { on: { PREPARE: 'ready', CANCEL: 'cancelled' } },
    ready: {
      on: {
        SHIP: [{ guard: 'shipsEverything', target: 'shipped' }, { target: 'partially_shipped' }],
        CANCEL: 'cancelled',
      },
    },
    partially_shipped: {
      on: { SHIP: [{ guard: 'shipsEverything', target: 'shipped' }, { target: 'partially_shipped' }] },
    },
    shipped: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
