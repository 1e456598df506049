import { Entity } from '@mikro-orm/core';
import { PriceRuleBase } from './base.entity';

/** Changes the unit price of matching products before cart price rules see them. */
@Entity({ tableName: 'product_price_rule' })
export class ProductPriceRule extends PriceRuleBase {}
