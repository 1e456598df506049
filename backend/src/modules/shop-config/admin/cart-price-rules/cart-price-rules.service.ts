import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RULE_VOCABULARY } from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { CartPriceRule } from '../../entities/cart-price-rule.entity';
import type { ShopConfigResourceService } from '../resource';
import {
  assertUnique,
  findOrFail,
  findPage,
  givenFields,
  listWhere,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import { assertRuleReferencesExist, parseRuleRows } from '../rules/rule-rows';
import {
  CART_PRICE_RULE_SORTS,
  type CartPriceRuleConfigDto,
  CartPriceRuleDto,
  type CreateCartPriceRuleDto,
  type UpdateCartPriceRuleDto,
} from './cart-price-rule.dto';

const WHAT = 'cart price rule';

/**
 * Cart price rules: discounts on the whole cart, automatic or unlocked by a voucher code. The cart reads them
 * afresh for every quote (PricingService), so a saved change applies to the next request.
 */
@Injectable()
export class CartPriceRulesService implements ShopConfigResourceService<
  CartPriceRuleDto,
  CreateCartPriceRuleDto,
  UpdateCartPriceRuleDto,
  CartPriceRuleConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name or description), id (a list), active, isVoucherRule. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name', 'description']);
    if (active !== undefined) where.active = active;
    if (typeof request.filter.isVoucherRule === 'boolean') where.isVoucherRule = request.filter.isVoucherRule;
    const [rows, total] = await findPage(this.em, CartPriceRule, where, request);
    const counts = await this.codeCounts(rows.map((row) => row.id));
    return { rows: rows.map((row) => CartPriceRuleDto.from(row, counts.get(row.id) ?? 0)), total };
  }

  async get(id: number) {
    const rule = await findOrFail(this.em, CartPriceRule, id, WHAT);
    return CartPriceRuleDto.from(rule, (await this.codeCounts([id])).get(id) ?? 0);
  }

  /** The rule or 404 for the voucher-code calls, which name the rule by its id. */
  async assertExists(id: number, em: EntityManager = this.em): Promise<CartPriceRule> {
    return findOrFail(em, CartPriceRule, id, WHAT);
  }

  async create(input: CreateCartPriceRuleDto) {
    const rows = parseRuleRows('cart_price_rule', {
      conditions: input.conditions ?? [],
      actions: input.actions,
    });
    const rule = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, CartPriceRule, 'name', input.name, WHAT);
          await assertRuleReferencesExist(em, rows);
          const row = em.create(CartPriceRule, {
            name: input.name,
            description: input.description ?? '',
            labels: input.labels ?? {},
            active: input.active ?? true,
            isVoucherRule: input.isVoucherRule ?? false,
            priority: input.priority ?? 0,
            stopPropagation: input.stopPropagation ?? false,
            conditions: rows.conditions ?? [],
            actions: rows.actions ?? [],
            createdAt: new Date(),
          });
          this.assertActs(row);
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
    return this.get(rule.id);
  }

  async update(id: number, input: UpdateCartPriceRuleDto) {
    const rows = parseRuleRows('cart_price_rule', input);
    await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, CartPriceRule, id, WHAT);
          await assertUnique(em, CartPriceRule, 'name', input.name, WHAT, id);
          await assertRuleReferencesExist(em, rows);
          em.assign(row, {
            ...givenFields(input),
            ...(rows.conditions ? { conditions: rows.conditions } : {}),
            ...(rows.actions ? { actions: rows.actions } : {}),
          });
          this.assertActs(row);
          await em.flush();
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
    return this.get(id);
  }

  /** Its voucher codes go with it; orders keep the discount they were given (stored on the order). */
  async delete(id: number) {
    const deleted = await this.get(id);
    await this.em.transactional(async (em) => {
      await em.nativeDelete(CartPriceRule, { id });
    });
    return deleted;
  }

  config(): CartPriceRuleConfigDto {
    return {
      sortFields: [...CART_PRICE_RULE_SORTS],
      filterFields: ['active', 'isVoucherRule'],
      conditionTypes: [...RULE_VOCABULARY.cart_price_rule.conditions],
      actionTypes: [...RULE_VOCABULARY.cart_price_rule.actions],
    };
  }

  /** A rule without an action would match and give nothing: refused rather than stored as a puzzle. */
  private assertActs(rule: CartPriceRule) {
    if (rule.actions.length === 0) {
      throw new DomainError('VALIDATION_FAILED', 'actions must contain at least one action', [
        { field: 'actions', reason: 'at least one action' },
      ]);
    }
  }

  private async codeCounts(ruleIds: number[]): Promise<Map<number, number>> {
    if (ruleIds.length === 0) return new Map();
    const rows = await queryRows<{ rule_id: number; codes: number }>(
      this.em,
      sql`select cart_price_rule_id as rule_id, count(*)::int as codes from voucher_code
          where cart_price_rule_id = any(${ruleIds}::int[]) group by cart_price_rule_id`,
    );
    return new Map(rows.map((row) => [row.rule_id, row.codes]));
  }
}
