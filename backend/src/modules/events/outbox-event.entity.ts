import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A domain event in the outbox: stored with the change it reports, handed to its subscribers after the commit. */
@Entity({ tableName: 'domain_event' })
export class OutboxEvent {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'json' })
  payload: Record<string, unknown> = {};

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the relay handed the event to its subscribers' jobs; null until then (the sweep looks for these). */
  @Property({ type: 'datetime', nullable: true })
  dispatchedAt?: Date | null;
}
