import { OptionalProps, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { ShipmentState } from '@tradeshop/shared';
import { SalesOrder } from './sales-order.entity';

/** A parcel of an order handed to a carrier; the carrier's tracking number makes it traceable. */
@Entity({ tableName: 'order_shipment' })
export class OrderShipment {
  [OptionalProps]?: 'state' | 'createdAt';

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

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
