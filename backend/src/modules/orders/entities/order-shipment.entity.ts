import { OptionalProps, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ShipmentState } from '@tradeshop/shared';
import { SalesOrder } from './sales-order.entity';

/**
 * A parcel of an order handed to a carrier: some of its lines in some quantities (`order_shipment_item`), the
 * carrier's tracking number, and its own state through the shipment machine (ready when packed, shipped when
 * handed over, or cancelled while still ready).
 */
@Entity({ tableName: 'order_shipment' })
export class OrderShipment {
  [OptionalProps]?: 'state' | 'createdAt' | 'shippedAt' | 'trackingNumber' | 'createdByName';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => SalesOrder, { ref: true, fieldName: 'order_id' })
  order!: Ref<SalesOrder>;

  @Property({ type: 'integer', nullable: true })
  carrierId?: number | null;

  @Property({ type: 'text', nullable: true })
  trackingNumber?: string | null;

  @Property({ type: 'text' })
  state: ShipmentState = 'new';

  @Property({ type: 'datetime', nullable: true })
  shippedAt?: Date | null;

  /** The back-office user who made it, as the history names them. */
  @Property({ type: 'text', nullable: true })
  createdByName?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
