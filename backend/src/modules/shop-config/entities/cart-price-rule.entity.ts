import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { PriceRuleBase } from './base.entity';

/** A discount on the whole cart: automatic, or unlocked by one of its voucher codes. */
@Entity({ tableName: 'cart_price_rule' })
export class CartPriceRule extends PriceRuleBase {
  @Property({ type: 'text' })
  description = '';

  @Property({ type: 'boolean' })
  isVoucherRule = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** Codes are unique whatever their letter case (a unique index on `lower(code)`). */
@Entity({ tableName: 'voucher_code' })
export class VoucherCode {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => CartPriceRule, { ref: true, fieldName: 'cart_price_rule_id' })
  rule!: Ref<CartPriceRule>;

  @Property({ type: 'text' })
  code!: string;

  @Property({ type: 'integer', nullable: true })
  usageLimit?: number | null;

  @Property({ type: 'integer', nullable: true })
  perCustomerLimit?: number | null;

  @Property({ type: 'integer' })
  usedCount = 0;

  @Property({ type: 'boolean' })
  isGenerated = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
