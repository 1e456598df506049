import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { queryRows, sql } from '../../../../database/sql';
import { CatalogueReadsService } from '../../../catalogue/catalogue-reads.service';
import { Country, State } from '../../entities/country.entity';
import { TaxRate, TaxRule, TaxRuleGroup } from '../../entities/tax.entity';
import { assertAllExist, givenFields, stillInUse } from '../resource-rules';
import { activeFilter, entityResourceService, findGrouped } from '../resource-service';
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
export class TaxRuleGroupsService extends entityResourceService({
  entity: TaxRuleGroup,
  what: WHAT,
  sorts: TAX_RULE_GROUP_SORTS,
  unique: 'name',
  inUseBy: 'products',
  search: ['name'],
  filters: { active: activeFilter },
  extras: rulesOf,
  toResponse: (group, rules = []) => TaxRuleGroupDto.from(group, rules),
  async create(em, input: CreateTaxRuleGroupDto) {
    const rules = input.rules ?? [];
    await assertRulesValid(em, rules);
    const group = em.create(TaxRuleGroup, { name: input.name, active: input.active ?? true });
    await em.flush();
    createRules(em, group, rules);
    return group;
  },
  async update(em, group, input: UpdateTaxRuleGroupDto) {
    const { rules, ...fields } = input;
    em.assign(group, givenFields(fields));
    if (rules !== undefined) {
      await assertRulesValid(em, rules);
      await em.nativeDelete(TaxRule, { group: group.id });
      createRules(em, group, rules);
    }
  },
  async beforeDelete(em, group, { catalogue }) {
    const users = await usedBy(em, catalogue, group.id);
    if (users.length > 0) throw stillInUse(WHAT, users.join('; '));
    await em.nativeDelete(TaxRule, { group: group.id });
  },
}) {}

/** The rules of the groups, in the order they apply: one query for the whole page. */
function rulesOf(em: EntityManager, groupIds: number[]): Promise<Map<number, TaxRule[]>> {
  return findGrouped(em, TaxRule, 'group', groupIds, { position: 'asc', id: 'asc' }, (rule) => rule);
}

function createRules(em: EntityManager, group: TaxRuleGroup, rules: readonly TaxRuleInputDto[]) {
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
async function assertRulesValid(em: EntityManager, rules: readonly TaxRuleInputDto[]) {
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
async function usedBy(em: EntityManager, catalogue: CatalogueReadsService, id: number): Promise<string[]> {
  const products = (await catalogue.productCountsByTaxRuleGroup(em, [id])).get(id) ?? 0;
  const [row] = await queryRows<{ carriers: string[]; stores: string[] }>(
    em,
    sql`select array(select identifier from carrier where tax_rule_group_id = ${id} order by identifier) as carriers,
          array(select code from store where default_tax_rule_group_id = ${id} order by code) as stores`,
  );
  return [
    products > 0 ? `${products} products` : '',
    row.carriers.length > 0 ? `the carriers ${row.carriers.join(', ')}` : '',
    row.stores.length > 0 ? `the stores ${row.stores.join(', ')} (as their default)` : '',
  ].filter(Boolean);
}
