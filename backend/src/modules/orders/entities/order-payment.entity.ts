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

export const ORDER_PAYMENT_METHODS = ['provider', 'bank_transfer'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** One payment of an order through a payment provider; its state follows the payment machine. */
@Entity({ tableName: 'order_payment' })
export class OrderPayment {
  [OptionalProps]?:
    'state' | 'method' | 'paidMinor' | 'refundedMinor' | 'note' | 'paidAt' | 'createdAt' | 'updatedAt';

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

  /** Through its payment provider, or a bank transfer staff recorded by hand. */
  @Property({ type: 'text' })
  method: OrderPaymentMethod = 'provider';

  /** How much of it was taken so far. */
  @Property({ type: new BigIntType('number') })
  paidMinor = 0;

  /** How much of what was taken went back to the buyer; never more than `paidMinor`. */
  @Property({ type: new BigIntType('number') })
  refundedMinor = 0;

  /** Staff's note (the bank's reference of a transfer, why a refund was made). */
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Property({ type: 'datetime', nullable: true })
  paidAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
