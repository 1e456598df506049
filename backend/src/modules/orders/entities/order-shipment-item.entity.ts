import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { OrderShipment } from './order-shipment.entity';
import { SalesOrderItem } from './sales-order-item.entity';

/** How much of one order line a shipment holds. */
@Entity({ tableName: 'order_shipment_item' })
export class OrderShipmentItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => OrderShipment, { ref: true, fieldName: 'shipment_id' })
  shipment!: Ref<OrderShipment>;

  @ManyToOne(() => SalesOrderItem, { ref: true, fieldName: 'order_item_id' })
  orderItem!: Ref<SalesOrderItem>;

  /** Decimal string, in the line's unit. */
  @Property({ type: 'decimal', precision: 14, scale: 3 })
  quantity!: string;
}
