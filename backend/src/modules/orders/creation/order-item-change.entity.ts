import { BigIntType, Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { TransitionActorKind } from '../entities/order-state-change.entity';

export type OrderItemChangeAction = 'quantity_changed' | 'added' | 'removed';

/** One change of a placed order's items in the back office: who, when, which line, and what it did to the total. */
@Entity({ tableName: 'order_item_change' })
export class OrderItemChange {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  orderId!: number;

  @Property({ type: 'text' })
  action!: OrderItemChangeAction;

  /** The line changed or removed, or the line added; null once a removed line is gone. */
  @Property({ type: 'integer', nullable: true })
  itemId?: number | null;

  @Property({ type: 'text' })
  sku!: string;

  @Property({ type: 'decimal', precision: 14, scale: 3, nullable: true })
  quantityBefore?: string | null;

  @Property({ type: 'decimal', precision: 14, scale: 3, nullable: true })
  quantityAfter?: string | null;

  /** The order's gross total before and after the change. */
  @Property({ type: new BigIntType('number') })
  totalBeforeMinor!: number;

  @Property({ type: new BigIntType('number') })
  totalAfterMinor!: number;

  @Property({ type: 'text' })
  actorKind!: TransitionActorKind;

  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Property({ type: 'text', nullable: true })
  actorName?: string | null;

  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
