import {
  OptionalProps,
  BigIntType,
  Entity,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import { ORDER_LINE_STATUS, type OrderLineStatusCode } from '@tradeshop/shared';
import { SalesOrder } from './sales-order.entity';

/** One line of an order, priced as the cart's quote priced it when the order was placed. */
@Entity({ tableName: 'sales_order_item' })
export class SalesOrderItem {
  [OptionalProps]?: 'discountNetMinor' | 'surchargeNetMinor' | 'lineStatus' | 'isGift';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => SalesOrder, { ref: true, fieldName: 'order_id' })
  order!: Ref<SalesOrder>;

  @Property({ type: 'integer' })
  position!: number;

  @Property({ type: 'integer', nullable: true })
  productId?: number | null;

  @Property({ type: 'text' })
  sku!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  unitIdentifier!: string;

  /** Decimal string. */
  @Property({ type: 'decimal', precision: 14, scale: 3 })
  quantity!: string;

  @Property({ type: new BigIntType('number') })
  unitPriceNetMinor!: number;

  @Property({ type: new BigIntType('number') })
  discountNetMinor = 0;

  @Property({ type: 'text', nullable: true })
  surchargeCode?: string | null;

  @Property({ type: new BigIntType('number') })
  surchargeNetMinor = 0;

  @Property({ type: new BigIntType('number') })
  totalNetMinor!: number;

  @Property({ type: 'decimal', precision: 6, scale: 3 })
  taxRate!: string;

  @Property({ type: new BigIntType('number') })
  taxMinor!: number;

  /** Spec §4 line status code; a new order's lines are received (10). */
  @Property({ type: 'smallint' })
  lineStatus: OrderLineStatusCode = ORDER_LINE_STATUS.RECEIVED;

  /** For a line that was out of stock when ordered (YYYY-MM-DD). */
  @Property({ type: 'date', nullable: true })
  preliminaryDeliveryDate?: string | null;

  @Property({ type: 'boolean' })
  isGift = false;
}
