import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { RULE_VOCABULARY } from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { ProductPriceRule } from '../../entities/product-price-rule.entity';
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
  type CreateProductPriceRuleDto,
  PRODUCT_PRICE_RULE_SORTS,
  type ProductPriceRuleConfigDto,
  ProductPriceRuleDto,
  type UpdateProductPriceRuleDto,
} from './product-price-rule.dto';

const WHAT = 'product price rule';

/**
 * Product price rules change the unit price of matching products (catalogue, cart, checkout) before cart price
 * rules see them. PricingService reads them afresh for every quote: a saved change shows in the next cart.
 * Orders keep the prices they were placed with, so a rule can always be deleted.
 */
@Injectable()
export class ProductPriceRulesService implements ShopConfigResourceService<
  ProductPriceRuleDto,
  CreateProductPriceRuleDto,
  UpdateProductPriceRuleDto,
  ProductPriceRuleConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, ProductPriceRule, where, request);
    return { rows: rows.map((row) => ProductPriceRuleDto.from(row)), total };
  }

  async get(id: number) {
    return ProductPriceRuleDto.from(await findOrFail(this.em, ProductPriceRule, id, WHAT));
  }

  async create(input: CreateProductPriceRuleDto) {
    const rows = parseRuleRows('product_price_rule', {
      conditions: input.conditions ?? [],
      actions: input.actions,
    });
    const rule = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, ProductPriceRule, 'name', input.name, WHAT);
          await assertRuleReferencesExist(em, rows);
          const row = em.create(ProductPriceRule, {
            name: input.name,
            labels: input.labels ?? {},
            active: input.active ?? true,
            priority: input.priority ?? 0,
            stopPropagation: input.stopPropagation ?? false,
            conditions: rows.conditions ?? [],
            actions: rows.actions ?? [],
          });
          assertActs(row);
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
    return ProductPriceRuleDto.from(rule);
  }

  async update(id: number, input: UpdateProductPriceRuleDto) {
    const rows = parseRuleRows('product_price_rule', input);
    const rule = await translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const row = await findOrFail(em, ProductPriceRule, id, WHAT);
          await assertUnique(em, ProductPriceRule, 'name', input.name, WHAT, id);
          await assertRuleReferencesExist(em, rows);
          const { conditions: _conditions, actions: _actions, ...fields } = input;
          em.assign(row, { ...givenFields(fields), ...givenFields(rows) });
          assertActs(row);
          await em.flush();
          return row;
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
    return ProductPriceRuleDto.from(rule);
  }

  async delete(id: number) {
    return this.em.transactional(async (em) => {
      const row = await findOrFail(em, ProductPriceRule, id, WHAT);
      const deleted = ProductPriceRuleDto.from(row);
      await em.remove(row).flush();
      return deleted;
    });
  }

  config(): ProductPriceRuleConfigDto {
    return {
      sortFields: [...PRODUCT_PRICE_RULE_SORTS],
      filterFields: ['active'],
      conditionTypes: [...RULE_VOCABULARY.product_price_rule.conditions],
      actionTypes: [...RULE_VOCABULARY.product_price_rule.actions],
    };
  }
}

/** A price rule without an action would match and change nothing: refused rather than stored as a puzzle. */
function assertActs(rule: { actions: unknown[] }) {
  if (rule.actions.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'actions must contain at least one action', [
      { field: 'actions', reason: 'at least one action' },
    ]);
  }
}
