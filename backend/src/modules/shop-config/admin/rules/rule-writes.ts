import type { EntityManager } from '@mikro-orm/postgresql';
import { RULE_VOCABULARY, type RuleAction, type RuleCondition, type RuleKind } from '@tradeshop/shared';
import { DomainError } from '../../../../common/errors/domain-error';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import type { RuleBase } from '../../entities/base.entity';
import { givenFields } from '../resource-rules';
import { assertRuleReferencesExist, parseRuleRows } from './rule-rows';

/** The rows given (a list left out stays undefined), parsed and with every reference checked: else 400. */
export async function checkedRuleRows(
  em: EntityManager,
  kind: RuleKind,
  input: { conditions?: unknown; actions?: unknown },
): Promise<{ conditions?: RuleCondition[]; actions?: RuleAction[] }> {
  const rows = parseRuleRows(kind, input);
  await assertRuleReferencesExist(em, rows);
  return rows;
}

/** Takes the fields given, and the rows given once they are checked; a price rule keeps at least one action. */
export async function changeRule(
  em: EntityManager,
  rule: RuleBase,
  kind: RuleKind,
  input: { conditions?: unknown; actions?: unknown },
): Promise<void> {
  const { conditions, actions, ...fields } = input;
  const rows = await checkedRuleRows(em, kind, { conditions, actions });
  em.assign(rule, { ...givenFields(fields), ...givenFields(rows) } as never);
  if (PRICE_RULES.includes(kind)) assertActs(rule);
}

interface PriceRuleInput {
  name: string;
  labels?: LocalisedLabels;
  active?: boolean;
  priority?: number;
  stopPropagation?: boolean;
  conditions?: unknown[];
  actions: unknown[];
}

/** The fields of a new price rule, the ones left out at their defaults, its rows checked: at least one action. */
export async function newPriceRuleFields(em: EntityManager, kind: RuleKind, input: PriceRuleInput) {
  const rows = await checkedRuleRows(em, kind, {
    conditions: input.conditions ?? [],
    actions: input.actions,
  });
  const fields = {
    name: input.name,
    labels: input.labels ?? {},
    active: input.active ?? true,
    priority: input.priority ?? 0,
    stopPropagation: input.stopPropagation ?? false,
    conditions: rows.conditions ?? [],
    actions: rows.actions ?? [],
  };
  assertActs(fields);
  return fields;
}

const PRICE_RULES: readonly RuleKind[] = ['cart_price_rule', 'product_price_rule'];

/** A price rule without an action would match and change nothing: refused rather than stored as a puzzle. */
function assertActs(rule: { actions: unknown[] }): void {
  if (rule.actions.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'actions must contain at least one action', [
      { field: 'actions', reason: 'at least one action' },
    ]);
  }
}

/** What get-config tells a rule screen: the condition and action types of its kind. */
export function ruleTypes(kind: RuleKind): { conditionTypes: string[]; actionTypes: string[] } {
  return {
    conditionTypes: [...RULE_VOCABULARY[kind].conditions],
    actionTypes: [...RULE_VOCABULARY[kind].actions],
  };
}
