import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import type { AdminListRequest } from '../../../../common/http/admin-list-query';
import { queryRows, sql } from '../../../../database/sql';
import { Country, State } from '../../entities/country.entity';
import { TaxRate, TaxRule, TaxRuleGroup } from '../../entities/tax.entity';
import type { ShopConfigResourceService } from '../resource';
import { ResourceConfigDto } from '../resource.dto';
import {
  assertAllExist,
  assertUnique,
  findOrFail,
  findPage,
  listWhere,
  stillInUse,
  taken,
  translateConstraintErrors,
} from '../resource-rules';
import {
  type CreateTaxRuleGroupDto,
  TAX_RULE_GROUP_SORTS,
  TaxRuleGroupDto,
  type TaxRuleInputDto,
  type UpdateTaxRuleGroupDto,
} from './tax-rule-group.dto';

const WHAT = 'tax rule group';

/**
 * Tax rule groups with their rules per country and state (back-office spec §7): what a product, a carrier or a
 * store by default is taxed by. The pricing model reads the rules per quote, so a change applies at once.
 */
@Injectable()
export class TaxRuleGroupsService implements ShopConfigResourceService<
  TaxRuleGroupDto,
  CreateTaxRuleGroupDto,
  UpdateTaxRuleGroupDto,
  ResourceConfigDto
> {
  constructor(private readonly em: EntityManager) {}

  /** Filters: q (name), id (a list), active. */
  async list(request: AdminListRequest<string>) {
    const { where, active } = listWhere(request, ['name']);
    if (active !== undefined) where.active = active;
    const [rows, total] = await findPage(this.em, TaxRuleGroup, where, request);
    const rules = await this.rulesOf(
      this.em,
      rows.map((row) => row.id),
    );
    return { rows: rows.map((row) => TaxRuleGroupDto.from(row, rules.get(row.id) ?? [])), total };
  }

  async get(id: number) {
    return this.answer(this.em, await findOrFail(this.em, TaxRuleGroup, id, WHAT));
  }

  async create(input: CreateTaxRuleGroupDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          await assertUnique(em, TaxRuleGroup, 'name', input.name, WHAT);
          const rules = input.rules ?? [];
          await this.assertRulesValid(em, rules);
          const group = em.create(TaxRuleGroup, { name: input.name, active: input.active ?? true });
          await em.flush();
          this.createRules(em, group, rules);
          await em.flush();
          return this.answer(em, group);
        }),
      { unique: () => taken('name', input.name, WHAT) },
    );
  }

  async update(id: number, input: UpdateTaxRuleGroupDto) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const group = await findOrFail(em, TaxRuleGroup, id, WHAT);
          await assertUnique(em, TaxRuleGroup, 'name', input.name, WHAT, id);
          const { rules, ...fields } = input;
          em.assign(group, fields);
          if (rules !== undefined) {
            await this.assertRulesValid(em, rules);
            await em.nativeDelete(TaxRule, { group: id });
            this.createRules(em, group, rules);
          }
          await em.flush();
          return this.answer(em, group);
        }),
      { unique: () => taken('name', input.name ?? '', WHAT) },
    );
  }

  async delete(id: number) {
    return translateConstraintErrors(
      () =>
        this.em.transactional(async (em) => {
          const group = await findOrFail(em, TaxRuleGroup, id, WHAT);
          const users = await this.usedBy(em, id);
          if (users.length > 0) throw stillInUse(WHAT, users.join('; '));
          const deleted = await this.answer(em, group);
          await em.nativeDelete(TaxRule, { group: id });
          await em.remove(group).flush();
          return deleted;
        }),
      { unique: () => taken('name', '', WHAT), inUse: () => stillInUse(WHAT, 'products') },
    );
  }

  config(): ResourceConfigDto {
    return { sortFields: [...TAX_RULE_GROUP_SORTS], filterFields: ['active'] };
  }

  private async answer(em: EntityManager, group: TaxRuleGroup) {
    const rules = await this.rulesOf(em, [group.id]);
    return TaxRuleGroupDto.from(group, rules.get(group.id) ?? []);
  }

  /** The rules of the groups, in the order they apply: one query for the whole page. */
  private async rulesOf(em: EntityManager, groupIds: number[]): Promise<Map<number, TaxRule[]>> {
    const byGroup = new Map<number, TaxRule[]>();
    if (groupIds.length === 0) return byGroup;
    const rules = await em.find(
      TaxRule,
      { group: { $in: groupIds } },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    for (const rule of rules) {
      const list = byGroup.get(rule.group.id) ?? [];
      list.push(rule);
      byGroup.set(rule.group.id, list);
    }
    return byGroup;
  }

  private createRules(em: EntityManager, group: TaxRuleGroup, rules: readonly TaxRuleInputDto[]) {
    rules.forEach((rule, position) =>
      em.create(TaxRule, {
        group,
        country: rule.countryId ?? null,
        state: rule.stateId ?? null,
        taxRate: rule.taxRateId,
        behavior: rule.behavior ?? 'only_this',
        position,
      }),
    );
  }

  /** Every rate, country and state must exist, and a state must lie in the rule's country. */
  private async assertRulesValid(em: EntityManager, rules: readonly TaxRuleInputDto[]) {
    const distinct = (values: (number | null | undefined)[]) =>
      [...new Set(values)].filter((value): value is number => typeof value === 'number');
    await assertAllExist(em, TaxRate, distinct(rules.map((rule) => rule.taxRateId)), 'taxRateId', 'tax rate');
    await assertAllExist(em, Country, distinct(rules.map((rule) => rule.countryId)), 'countryId', 'country');
    const stateIds = distinct(rules.map((rule) => rule.stateId));
    await assertAllExist(em, State, stateIds, 'stateId', 'state');
    if (stateIds.length === 0) return;
    const states = await queryRows<{ id: number; countryId: number }>(
      em,
      sql`select id, country_id as "countryId" from state where id = any(${stateIds}::int[])`,
    );
    const countryOf = new Map(states.map((state) => [state.id, state.countryId]));
    rules.forEach((rule, index) => {
      if (typeof rule.stateId !== 'number') return;
      if (rule.countryId !== countryOf.get(rule.stateId)) {
        const reason = `the state ${rule.stateId} does not lie in the rule's country`;
        throw new DomainError('VALIDATION_FAILED', `rules.${index}.stateId: ${reason}`, [
          { field: `rules.${index}.stateId`, reason },
        ]);
      }
    });
  }

  /** Products, carriers and stores taxed by the group: it may not disappear under them. */
  private async usedBy(em: EntityManager, id: number): Promise<string[]> {
    const [row] = await queryRows<{ products: number; carriers: string[]; stores: string[] }>(
      em,
      sql`select (select count(*)::int from product where tax_rule_group_id = ${id}) as products,
            array(select identifier from carrier where tax_rule_group_id = ${id} order by identifier) as carriers,
            array(select code from store where default_tax_rule_group_id = ${id} order by code) as stores`,
    );
    return [
      row.products > 0 ? `${row.products} products` : '',
      row.carriers.length > 0 ? `the carriers ${row.carriers.join(', ')}` : '',
      row.stores.length > 0 ? `the stores ${row.stores.join(', ')} (as their default)` : '',
    ].filter(Boolean);
  }
}
