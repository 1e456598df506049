import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../events/domain-events.service';
import { OrderStateChange } from './entities/order-state-change.entity';
import type { SalesOrder } from './entities/sales-order.entity';
import type { MachineKind } from './machines/order-machines';

/**
 * Appends a state change of one of the order's machines to its history and records it as a domain event, both in
 * `em`'s unit of work: the caller flushes them with the state column.
 */
export function logStateChange(
  em: EntityManager,
  events: DomainEvents,
  order: SalesOrder,
  change: { kind: MachineKind; event: string; fromState: string; toState: string },
): void {
  em.create(OrderStateChange, { order, ...change });
  events.record(em, 'order.state_changed', {
    orderId: order.id,
    number: order.number,
    storeId: order.storeId,
    locale: order.locale,
    customerId: order.customerId ?? null,
    ...change,
  });
}
