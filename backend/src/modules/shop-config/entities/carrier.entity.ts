import { BigIntType, Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CheckoutOptionBase, RuleBase } from './base.entity';
import { TaxRuleGroup } from './tax.entity';

@Entity({ tableName: 'carrier' })
export class Carrier extends CheckoutOptionBase {
  /** `{tracking}` in the address is replaced with the shipment's tracking number. */
  @Property({ type: 'text', nullable: true })
  trackingUrl?: string | null;

  @ManyToOne(() => TaxRuleGroup, { ref: true, nullable: true, fieldName: 'tax_rule_group_id' })
  taxRuleGroup?: Ref<TaxRuleGroup> | null;

  /** False: refuses every lithium battery. */
  @Property({ type: 'boolean' })
  acceptsDangerousGoods = true;

  /** Lithium UN numbers (UN3480, UN3481) the carrier refuses even though it takes dangerous goods otherwise. */
  @Property({ type: 'text[]' })
  refusedUnNumbers: string[] = [];

  @Property({ type: new BigIntType('number') })
  dangerousGoodsSurchargeMinor = 0;
}

/** Where, for what and at which price a carrier ships; carriers share rules through `CarrierShippingRule`. */
@Entity({ tableName: 'shipping_rule' })
export class ShippingRule extends RuleBase {}

@Entity({ tableName: 'carrier_shipping_rule' })
export class CarrierShippingRule {
  @ManyToOne(() => Carrier, { primary: true, ref: true, fieldName: 'carrier_id' })
  carrier!: Ref<Carrier>;

  @ManyToOne(() => ShippingRule, { primary: true, ref: true, fieldName: 'shipping_rule_id' })
  shippingRule!: Ref<ShippingRule>;

  @Property({ type: 'integer' })
  priority = 0;

  @Property({ type: 'boolean' })
  stopPropagation = false;
}
