import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../../database/sql';
import { CartPriceRule } from '../../entities/cart-price-rule.entity';
import { activeFilter, entityResourceService, equalTo } from '../resource-service';
import { changeRule, newPriceRuleFields, ruleTypes } from '../rules/rule-writes';
import {
  CART_PRICE_RULE_SORTS,
  CartPriceRuleDto,
  type CreateCartPriceRuleDto,
  type UpdateCartPriceRuleDto,
} from './cart-price-rule.dto';

/**
 * Cart price rules: discounts on the whole cart, automatic or unlocked by a voucher code. The cart reads them
 * afresh for every quote (PricingService), so a saved change applies to the next request. Deleting one takes its
 * voucher codes with it; orders keep the discount they were given (stored on the order).
 */
@Injectable()
export class CartPriceRulesService extends entityResourceService({
  entity: CartPriceRule,
  what: 'cart price rule',
  sorts: CART_PRICE_RULE_SORTS,
  unique: 'name',
  search: ['name', 'description'],
  filters: {
    active: activeFilter,
    isVoucherRule: equalTo('isVoucherRule', (filter, name) =>
      typeof filter[name] === 'boolean' ? filter[name] : undefined,
    ),
  },
  extras: voucherCodeCounts,
  toResponse: (rule, voucherCodes = 0) => CartPriceRuleDto.from(rule, voucherCodes),
  async create(em, input: CreateCartPriceRuleDto) {
    return em.create(CartPriceRule, {
      ...(await newPriceRuleFields(em, 'cart_price_rule', input)),
      description: input.description ?? '',
      isVoucherRule: input.isVoucherRule ?? false,
      createdAt: new Date(),
    });
  },
  update: (em, row, input: UpdateCartPriceRuleDto) => changeRule(em, row, 'cart_price_rule', input),
  configExtras: () => ruleTypes('cart_price_rule'),
}) {}

/** How many voucher codes each rule has, in one query. */
async function voucherCodeCounts(em: EntityManager, ruleIds: number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ rule_id: number; codes: number }>(
    em,
    sql`select cart_price_rule_id as rule_id, count(*)::int as codes from voucher_code
        where cart_price_rule_id = any(${ruleIds}::int[]) group by cart_price_rule_id`,
  );
  return new Map(rows.map((row) => [row.rule_id, row.codes]));
}
