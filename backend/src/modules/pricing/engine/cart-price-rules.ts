import { distribute, percentOf } from './exact-math';
import type { PriceRule } from './product-price-rules';
import { byPriority, matchesAll, type RuleFacts } from './rule-conditions';

export interface CartRule extends PriceRule {
  label: string;
  isVoucherRule: boolean;
  /** Whether the cart carries one of this rule's codes that is usable now. */
  hasUsableVoucher: boolean;
}

export interface CartRuleOutcome {
  /** Discount per line, in the order of the lines given; never more than the line's net. */
  lineDiscounts: number[];
  freeShipping: boolean;
  giftProductIds: { productId: number; ruleName: string }[];
  applied: { name: string; label: string; discountNetMinor: number }[];
}

/** Whether a cart rule applies to a cart; voucher rules only with one of their codes. */
export function cartRuleMatches(rule: CartRule, facts: RuleFacts): boolean {
  if (rule.isVoucherRule && !rule.hasUsableVoucher) return false;
  return matchesAll(rule.conditions, { ...facts, hasVoucher: rule.hasUsableVoucher });
}

/**
 * Cart price rules by priority over the lines' net values (`facts.amountMinor` is their sum before any cart
 * rule). Percent discounts take their share of what is left after earlier rules; amount discounts never take
 * more than is left. A rule's discount is split over the lines in proportion to what is left of each, in whole
 * minor units that add up to the rule's discount. A matching rule with `stopPropagation` is the last.
 */
export function applyCartPriceRules(
  lineNets: readonly number[],
  rules: readonly CartRule[],
  facts: RuleFacts,
): CartRuleOutcome {
  const discounts = lineNets.map(() => 0);
  const outcome: CartRuleOutcome = {
    lineDiscounts: discounts,
    freeShipping: false,
    giftProductIds: [],
    applied: [],
  };
  for (const rule of byPriority(rules)) {
    if (!cartRuleMatches(rule, facts)) continue;
    let ruleDiscount = 0;
    for (const action of rule.actions) {
      const left = lineNets.map((net, index) => net - discounts[index]);
      const leftTotal = left.reduce((a, b) => a + b, 0);
      let discount = 0;
      if (action.type === 'discount_percent')
        discount = Math.min(leftTotal, percentOf(leftTotal, action.percent));
      else if (action.type === 'discount_amount')
        discount = Math.min(leftTotal, Math.max(0, action.amountMinor));
      else if (action.type === 'free_shipping') outcome.freeShipping = true;
      else if (action.type === 'gift_product') {
        outcome.giftProductIds.push({ productId: action.productId, ruleName: rule.name });
      }
      if (discount > 0) {
        distribute(discount, left).forEach((share, index) => (discounts[index] += share));
        ruleDiscount += discount;
      }
    }
    outcome.applied.push({ name: rule.name, label: rule.label, discountNetMinor: ruleDiscount });
    if (rule.stopPropagation) break;
  }
  return outcome;
}
