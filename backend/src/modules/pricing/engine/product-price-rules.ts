import type { RuleAction, RuleCondition } from '@tradeshop/shared';
import { percentOf } from './exact-math';
import { byPriority, matchesAll, type RuleFacts } from './rule-conditions';

export interface PriceRule {
  name: string;
  priority: number;
  stopPropagation: boolean;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

/** One action on a unit price; never below zero. */
export function applyPriceAction(priceMinor: number, action: RuleAction): number {
  switch (action.type) {
    case 'discount_percent':
      return Math.max(0, priceMinor - percentOf(priceMinor, action.percent));
    case 'discount_amount':
      return Math.max(0, priceMinor - action.amountMinor);
    case 'price':
      return Math.max(0, action.amountMinor);
    default:
      return priceMinor;
  }
}

/**
 * Product price rules on one product's unit price: each matching rule's actions in turn, by priority; a
 * matching rule with `stopPropagation` is the last one applied.
 */
export function applyProductPriceRules(
  unitPriceMinor: number,
  rules: readonly PriceRule[],
  facts: RuleFacts,
): { unitPriceMinor: number; appliedRules: string[] } {
  let price = unitPriceMinor;
  const appliedRules: string[] = [];
  for (const rule of byPriority(rules)) {
    if (!matchesAll(rule.conditions, facts)) continue;
    price = rule.actions.reduce(applyPriceAction, price);
    appliedRules.push(rule.name);
    if (rule.stopPropagation) break;
  }
  return { unitPriceMinor: price, appliedRules };
}
