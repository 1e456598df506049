import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { TaxRuleBehavior } from '@tradeshop/shared';
import { Country, State } from './country.entity';
import { NamedBase } from './base.entity';

/** A VAT rate in percent as a decimal string (`25.500`). */
@Entity({ tableName: 'tax_rate' })
export class TaxRate extends NamedBase {
  @Property({ type: 'decimal', precision: 6, scale: 3 })
  rate!: string;
}

/** What a product (or a store by default) is taxed by: one rule per country, or per state. */
@Entity({ tableName: 'tax_rule_group' })
export class TaxRuleGroup extends NamedBase {}

@Entity({ tableName: 'tax_rule' })
export class TaxRule {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => TaxRuleGroup, { ref: true, fieldName: 'tax_rule_group_id' })
  group!: Ref<TaxRuleGroup>;

  /** No country: the rule applies everywhere. */
  @ManyToOne(() => Country, { ref: true, nullable: true, fieldName: 'country_id' })
  country?: Ref<Country> | null;

  @ManyToOne(() => State, { ref: true, nullable: true, fieldName: 'state_id' })
  state?: Ref<State> | null;

  @ManyToOne(() => TaxRate, { ref: true, fieldName: 'tax_rate_id' })
  taxRate!: Ref<TaxRate>;

  @Property({ type: 'text' })
  behavior: TaxRuleBehavior = 'only_this';

  @Property({ type: 'integer' })
  position = 0;
}
