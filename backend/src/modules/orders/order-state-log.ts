import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../events/domain-events.service';
import { OrderStateChange, type TransitionActorKind } from './entities/order-state-change.entity';
import type { SalesOrder } from './entities/sales-order.entity';
import type { MachineKind } from './machines/order-machines';

/**
 * Who moved an order's state, and why: a back-office user, the buyer, the ERP or the shop itself (a gateway's
 * answer, a job). Stored with every transition so the order's history reads as a timeline.
 */
export interface TransitionActor {
  kind: TransitionActorKind;
  /** The back-office user's or customer's id; null for the system and the ERP. */
  id: number | null;
  /** As shown in the history (a user's name or e-mail); null for the system. */
  name: string | null;
  /** Why, as the person gave it (an internal note), or null. */
  reason?: string | null;
}

export const SYSTEM_ACTOR: TransitionActor = { kind: 'system', id: null, name: null };

/**
 * Appends a state change of one of the order's machines to its history and records it as a domain event, both in
 * `em`'s unit of work: the caller flushes them with the state column.
 */
export function logStateChange(
  em: EntityManager,
  events: DomainEvents,
  order: SalesOrder,
  change: { kind: MachineKind; event: string; fromState: string; toState: string },
  by: TransitionActor = SYSTEM_ACTOR,
): void {
  em.create(OrderStateChange, {
    order,
    ...change,
    actorKind: by.kind,
    actorId: by.id,
    actorName: by.name,
    reason: by.reason ?? null,
  });
  events.record(em, 'order.state_changed', {
    orderId: order.id,
    number: order.number,
    storeId: order.storeId,
    locale: order.locale,
    customerId: order.customerId ?? null,
    ...change,
    actorKind: by.kind,
  });
}
