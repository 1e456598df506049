import { OptionalProps, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { SalesOrder } from './sales-order.entity';

export const STATE_KINDS = ['order', 'payment', 'shipment', 'invoice'] as const;
export type StateKind = (typeof STATE_KINDS)[number];

export const TRANSITION_ACTOR_KINDS = ['system', 'admin', 'customer', 'erp'] as const;
export type TransitionActorKind = (typeof TRANSITION_ACTOR_KINDS)[number];

/** One transition of one of an order's machines, appended in the transaction that made it. */
@Entity({ tableName: 'order_state_change' })
export class OrderStateChange {
  [OptionalProps]?: 'createdAt' | 'actorKind' | 'actorId' | 'actorName' | 'reason';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @ManyToOne(() => SalesOrder, { ref: true, fieldName: 'order_id' })
  order!: Ref<SalesOrder>;

  @Property({ type: 'text' })
  kind!: StateKind;

  @Property({ type: 'text' })
  event!: string;

  @Property({ type: 'text' })
  fromState!: string;

  @Property({ type: 'text' })
  toState!: string;

  @Property({ type: 'text' })
  actorKind: TransitionActorKind = 'system';

  /** The back-office user's or customer's id. */
  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  /** The actor's name as it was then: the history stays readable after the user is deleted. */
  @Property({ type: 'text', nullable: true })
  actorName?: string | null;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
