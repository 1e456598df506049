import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';
import type { RuleKind } from '@tradeshop/shared';
import { queryRows, sql, trusted } from '../../../../database/sql';
import type { RuleBase } from '../../entities/base.entity';
import { stillInUse } from '../resource-rules';
import { activeFilter, entityResourceService } from '../resource-service';
import { changeRule, checkedRuleRows, ruleTypes } from '../rules/rule-writes';
import { PLAIN_RULE_SORTS } from './plain-rule.dto';

interface PlainRuleInput {
  name?: string;
  active?: boolean;
  conditions?: unknown[];
  actions?: unknown[];
}

/** The link table attaching a rule, its rule column, and what the linked rows are called. */
interface RuleLink {
  table: string;
  ruleColumn: string;
  what: string;
}

interface PlainRuleKind<TDto> {
  kind: Extract<RuleKind, 'shipping_rule' | 'payment_provider_rule'>;
  entity: EntityClass<RuleBase>;
  what: string;
  link: RuleLink;
  toDto: (rule: RuleBase, usedBy: number) => TDto;
}

/**
 * The service of a plain rule resource (shipping rules, payment provider rules): the only writer of its table.
 * Carriers and payment providers read their rules afresh for every quote (PricingService), so a change applies
 * to the next cart. A rule still attached cannot be deleted: the carrier or provider would silently change.
 */
export function plainRulesService<TDto>(spec: PlainRuleKind<TDto>) {
  const { entity, what, kind, link } = spec;
  return entityResourceService({
    entity,
    what,
    sorts: PLAIN_RULE_SORTS,
    unique: 'name',
    search: ['name'],
    filters: { active: activeFilter },
    extras: (em, ruleIds) => uses(em, link, ruleIds),
    toResponse: (rule, usedBy = 0) => spec.toDto(rule, usedBy),
    async create(em, input: PlainRuleInput) {
      const { conditions = [], actions = [] } = await checkedRuleRows(em, kind, {
        conditions: input.conditions ?? [],
        actions: input.actions ?? [],
      });
      return em.create(entity, {
        name: input.name as string,
        active: input.active ?? true,
        conditions,
        actions,
      });
    },
    update: (em, row, input: PlainRuleInput) => changeRule(em, row, kind, input),
    async beforeDelete(em, rule) {
      if ((await uses(em, link, [rule.id])).size > 0) {
        throw stillInUse(what, `${link.what}; detach it from them first`);
      }
    },
    configExtras: () => ruleTypes(kind),
  });
}

/** How many carriers (or providers) each rule is attached to, in one query. */
async function uses(em: EntityManager, link: RuleLink, ruleIds: number[]): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; uses: number }>(
    em,
    sql`select ${trusted(link.ruleColumn)} as id, count(*)::int as uses from ${trusted(link.table)}
        where ${trusted(link.ruleColumn)} = any(${ruleIds}::int[]) group by ${trusted(link.ruleColumn)}`,
  );
  return new Map(rows.map((row) => [row.id, row.uses]));
}
