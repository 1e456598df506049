import { BigIntType, Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { OrderInvoice } from './order-invoice.entity';
import { SalesOrderItem } from './sales-order-item.entity';

/**
 * A line of an invoice: part or all of an order line, or (no order line) the order's charges at one VAT rate
 * (shipping, surcharges, discounts), or a credit note's refunded amount at one rate.
 */
@Entity({ tableName: 'order_invoice_item' })
export class OrderInvoiceItem {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => OrderInvoice, { ref: true, fieldName: 'invoice_id' })
  invoice!: Ref<OrderInvoice>;

  @ManyToOne(() => SalesOrderItem, { ref: true, fieldName: 'order_item_id', nullable: true })
  orderItem?: Ref<SalesOrderItem> | null;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'text' })
  sku!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'decimal', precision: 14, scale: 3 })
  quantity!: string;

  @Property({ type: 'text' })
  unitIdentifier!: string;

  @Property({ type: new BigIntType('number') })
  netMinor!: number;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  taxRate!: string;

  @Property({ type: new BigIntType('number') })
  taxMinor!: number;
}
