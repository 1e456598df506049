import type { MachineKind, OrderMachines } from '../machines/order-machines';

/**
 * The transitions staff may trigger by hand, per kind, and the machine event each sends. Shipping and invoicing
 * happen through shipments and invoices (their own screens), paying through the payments panel; the
 * order-level states of those follow what the parts did.
 */
export const MANUAL_TRANSITIONS = {
  order: { confirm: 'CONFIRM', cancel: 'CANCEL', complete: 'COMPLETE' },
  payment: { cancel: 'CANCEL' },
  shipment: { prepare: 'PREPARE', cancel: 'CANCEL' },
  invoice: { cancel: 'CANCEL' },
} as const satisfies { [K in MachineKind]: Record<string, OrderMachines[K]['event']['type']> };

export type ManualTransition<K extends MachineKind = MachineKind> = keyof (typeof MANUAL_TRANSITIONS)[K] &
  string;

export type AllowedTransitions = { [K in MachineKind]: ManualTransition<K>[] };

export function isManualTransition<K extends MachineKind>(
  kind: K,
  name: string,
): name is ManualTransition<K> {
  return Object.prototype.hasOwnProperty.call(MANUAL_TRANSITIONS[kind], name);
}
