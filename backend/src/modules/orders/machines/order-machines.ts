import { type AnyStateMachine, transition } from 'xstate';
import type { InvoiceState, OrderState, PaymentState, ShipmentState } from '@tradeshop/shared';
import { type InvoiceEvent, invoiceMachine } from './invoice.machine';
import { type OrderEvent, orderMachine } from './order.machine';
import { type PaymentContext, type PaymentEvent, paymentMachine } from './payment.machine';
import { type ShipmentEvent, shipmentMachine } from './shipment.machine';

/**
 * The version of the machine definitions an order's states follow, stored on the order. Raise it when a change
 * to a machine would read an existing order's state differently, and migrate or branch on the stored version.
 */
export const ORDER_MACHINE_VERSION = 1;

/** Per kind of state: its machine, the states it can be in, the events it takes and the context it needs. */
export interface OrderMachines {
  order: { state: OrderState; event: OrderEvent; context: undefined };
  payment: { state: PaymentState; event: PaymentEvent; context: PaymentContext };
  shipment: { state: ShipmentState; event: ShipmentEvent; context: undefined };
  invoice: { state: InvoiceState; event: InvoiceEvent; context: undefined };
}
export type MachineKind = keyof OrderMachines;

const MACHINES: Record<MachineKind, AnyStateMachine> = {
  order: orderMachine,
  payment: paymentMachine,
  shipment: shipmentMachine,
  invoice: invoiceMachine,
};

/** The machine definition of `kind` (the workflow graph is drawn from it). */
export function machineOf(kind: MachineKind): AnyStateMachine {
  return MACHINES[kind];
}

/**
 * The state the machine of `kind` moves to from `state` on `event`, or null when the machine does not allow the
 * event in that state. Pure: nothing runs, nothing is stored.
 */
export function nextState<K extends MachineKind>(
  kind: K,
  state: OrderMachines[K]['state'],
  event: OrderMachines[K]['event'],
  context?: OrderMachines[K]['context'],
): OrderMachines[K]['state'] | null {
  const machine: AnyStateMachine = MACHINES[kind];
  const snapshot = machine.resolveState({ value: state, context: context ?? {} });
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine, snapshot, event);
  return next.value as OrderMachines[K]['state'];
}
