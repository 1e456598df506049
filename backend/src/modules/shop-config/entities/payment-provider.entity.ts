import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import type { PaymentGateway } from '@tradeshop/shared';
import { CheckoutOptionBase, RuleBase } from './base.entity';

@Entity({ tableName: 'payment_provider' })
export class PaymentProvider extends CheckoutOptionBase {
  @Property({ type: 'text' })
  gateway!: PaymentGateway;

  @Property({ type: 'boolean' })
  testMode = true;
}

/** When a payment provider is offered; a provider without rules is always offered. */
@Entity({ tableName: 'payment_provider_rule' })
export class PaymentProviderRule extends RuleBase {}

@Entity({ tableName: 'payment_provider_rule_assignment' })
export class PaymentProviderRuleAssignment {
  @ManyToOne(() => PaymentProvider, { primary: true, ref: true, fieldName: 'payment_provider_id' })
  paymentProvider!: Ref<PaymentProvider>;

  @ManyToOne(() => PaymentProviderRule, { primary: true, ref: true, fieldName: 'payment_provider_rule_id' })
  rule!: Ref<PaymentProviderRule>;

  @Property({ type: 'integer' })
  priority = 0;
}
