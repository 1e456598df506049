import { Injectable } from '@nestjs/common';
import { ProductPriceRule } from '../../entities/product-price-rule.entity';
import { activeFilter, entityResourceService } from '../resource-service';
import { changeRule, newPriceRuleFields, ruleTypes } from '../rules/rule-writes';
import {
  type CreateProductPriceRuleDto,
  PRODUCT_PRICE_RULE_SORTS,
  ProductPriceRuleDto,
  type UpdateProductPriceRuleDto,
} from './product-price-rule.dto';

/**
 * Product price rules change the unit price of matching products (catalogue, cart, checkout) before cart price
 * rules see them. PricingService reads them afresh for every quote: a saved change shows in the next cart.
 * Orders keep the prices they were placed with, so a rule can always be deleted.
 */
@Injectable()
export class ProductPriceRulesService extends entityResourceService({
  entity: ProductPriceRule,
  what: 'product price rule',
  sorts: PRODUCT_PRICE_RULE_SORTS,
  unique: 'name',
  search: ['name'],
  filters: { active: activeFilter },
  toResponse: ProductPriceRuleDto.from,
  create: async (em, input: CreateProductPriceRuleDto) =>
    em.create(ProductPriceRule, await newPriceRuleFields(em, 'product_price_rule', input)),
  update: (em, row, input: UpdateProductPriceRuleDto) => changeRule(em, row, 'product_price_rule', input),
  configExtras: () => ruleTypes('product_price_rule'),
}) {}
