import type { EntityClass, EntityManager, FilterQuery, QueryOrderMap } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import { assertAllExist, stillInUse } from '../resource-rules';
import type { CheckoutOptionBase, RuleBase } from '../../entities/base.entity';
import { activeFilter, findGrouped } from '../resource-service';
import type { ResourceLookups } from '../resource-lookups';
import type { ConfigUsageRegistry } from '../../config-usage.registry';

/**
 * What carriers and payment providers say alike as resources: a unique identifier, searched; an active filter;
 * their rules, linked through `links`, loaded for a whole page at once.
 */
export function checkoutOptionResource<TOption extends CheckoutOptionBase, TLink extends object, V>(
  option: {
    entity: EntityClass<TOption>;
    what: string;
    sorts: readonly string[];
    kind: 'carrier' | 'payment_provider';
  },
  links: RuleLinks<TLink>,
  linkResponse: (link: TLink) => V,
) {
  const { kind, ...resource } = option;
  return {
    ...resource,
    unique: 'identifier' as const,
    search: ['identifier'],
    filters: { active: activeFilter },
    extras: (em: EntityManager, optionIds: number[]) => linkedRules(em, links, optionIds, linkResponse),
    beforeDelete: (em: EntityManager, row: TOption, { usage }: ResourceLookups) =>
      assertNotUsedByOrders(em, usage, kind, row.id, option.what),
  };
}

/** The fields every new checkout option has, the ones left out at their defaults. */
export function newCheckoutOptionFields(input: {
  identifier: string;
  labels: LocalisedLabels;
  descriptions?: LocalisedLabels;
  position?: number;
  active?: boolean;
}) {
  return {
    identifier: input.identifier,
    labels: input.labels,
    descriptions: input.descriptions ?? {},
    position: input.position ?? 0,
    active: input.active ?? true,
  };
}

/** The table linking a checkout option to its rules: its entity and relation fields, how the DTO names the list. */
export interface RuleLinks<TLink extends object> {
  link: EntityClass<TLink>;
  option: keyof TLink & string;
  rule: keyof TLink & string;
  ruleEntity: EntityClass<RuleBase>;
  /** The DTO's list field and what a rule is called, for the 400 naming a rule. */
  field: string;
  what: string;
}

/**
 * The links the request lists replace the option's: the rules must exist, each once (a list naming one rule twice
 * would give it two priorities). Refused naming the rule.
 */
export async function replaceRuleLinks<TLink extends object>(
  em: EntityManager,
  links: RuleLinks<TLink>,
  option: { id: number },
  rows: ({ ruleId: number } & Partial<TLink>)[],
): Promise<void> {
  await em.flush(); // a new option has its id from here on
  const seen = new Set<number>();
  for (const { ruleId } of rows) {
    if (seen.has(ruleId)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `${links.field}: the ${links.what} ${ruleId} is listed twice`,
        [{ field: links.field, reason: `the ${links.what} ${ruleId} is listed twice` }],
      );
    }
    seen.add(ruleId);
  }
  await assertAllExist(em, links.ruleEntity, [...seen], links.field, links.what);
  await em.nativeDelete(links.link, { [links.option]: option.id } as FilterQuery<TLink>);
  for (const { ruleId, ...fields } of rows) {
    em.create(links.link, { ...fields, [links.option]: option.id, [links.rule]: ruleId } as never);
  }
  await em.flush();
}

/** The links of every listed option, in priority order, in one query. */
export function linkedRules<TLink extends object, V>(
  em: EntityManager,
  links: RuleLinks<TLink>,
  optionIds: number[],
  value: (link: TLink) => V,
): Promise<Map<number, V[]>> {
  const order = { priority: 'asc', [links.rule]: 'asc' } as QueryOrderMap<TLink>;
  return findGrouped(em, links.link, links.option, optionIds, order, value);
}

/**
 * Orders keep the carrier or payment provider they were placed with (for tracking, documents and the ERP): such a
 * row is switched off (`active: false`), not deleted.
 */
export async function assertNotUsedByOrders(
  em: EntityManager,
  usage: ConfigUsageRegistry,
  kind: 'carrier' | 'payment_provider',
  id: number,
  what: string,
): Promise<void> {
  if ((await usage.usages(em, kind, id)).length > 0) {
    throw stillInUse(what, 'orders; switch it off (active: false) instead');
  }
}
