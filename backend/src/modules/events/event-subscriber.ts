import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, DomainEventType } from './domain-events';

/**
 * Something that acts on domain events, through a job of its own per event. `handle` runs in a transaction that
 * also records the idempotency key (event id + subscriber name): its effect happens once per event, however often
 * the job runs. Events it records in `em` are relayed after that transaction commits.
 */
export interface EventSubscriber<T extends DomainEventType = DomainEventType> {
  /** Unique; also the job type its deliveries run as (e.g. `orders.confirmation-mail`). */
  name: string;
  on: readonly T[];
  /**
   * Delivered by the relay itself, before the `publish()` that found the event returns, instead of through a job:
   * for a read model that the publishing request's next read must see (the search index after a product save).
   * Its key and effect commit together as a job's would; when it fails, the delivery goes to a job and is retried.
   */
  immediate?: boolean;
  /** Leaves out events it would do nothing for, so no job is queued for them. */
  accepts?(event: DomainEvent<T>): boolean;
  handle(em: EntityManager, event: DomainEvent<T>): Promise<void>;
  /** Runs after a failed `handle` was rolled back, outside its transaction: to keep what the failure says. */
  failed?(em: EntityManager, event: DomainEvent<T>, error: unknown): Promise<void>;
}
