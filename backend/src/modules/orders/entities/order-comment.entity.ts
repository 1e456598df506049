import { OptionalProps, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { SalesOrder } from './sales-order.entity';

export const ORDER_COMMENT_VISIBILITIES = ['internal', 'customer'] as const;
export type OrderCommentVisibility = (typeof ORDER_COMMENT_VISIBILITIES)[number];

/** A note on an order: internal to the back office, or sent to the buyer by mail and shown in the shop. */
@Entity({ tableName: 'order_comment' })
export class OrderComment {
  [OptionalProps]?: 'createdAt' | 'sentAt' | 'authorId' | 'authorName';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => SalesOrder, { ref: true, fieldName: 'order_id' })
  order!: Ref<SalesOrder>;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  visibility!: OrderCommentVisibility;

  @Property({ type: 'integer', nullable: true })
  authorId?: number | null;

  @Property({ type: 'text', nullable: true })
  authorName?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When the mail to the buyer was queued; null for internal comments and until then. */
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
