import {
  OptionalProps,
  BigIntType,
  Entity,
  ManyToOne,
  PrimaryKey,
  Property,
  type Ref,
} from '@mikro-orm/core';
import type { PaymentState } from '@tradeshop/shared';
import { SalesOrder } from './sales-order.entity';

/** One payment of an order through a payment provider; its state follows the payment machine. */
@Entity({ tableName: 'order_payment' })
export class OrderPayment {
  [OptionalProps]?: 'state' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => SalesOrder, { ref: true, fieldName: 'order_id' })
  order!: Ref<SalesOrder>;

  @Property({ type: 'integer', nullable: true })
  paymentProviderId?: number | null;

  @Property({ type: 'text' })
  state: PaymentState = 'new';

  @Property({ type: new BigIntType('number') })
  amountMinor!: number;

  @Property({ type: 'character', length: 3 })
  currency!: string;

  /** The gateway's id for the payment (a card payment's session), when it has one. */
  @Property({ type: 'text', nullable: true })
  providerReference?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
