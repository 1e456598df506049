import { localisedLabel } from '../../../../common/text/localised-labels';
import type { CartQuote, VoucherOutcome } from '../../pricing.port';
import type { PricedProductRow, RuleRow, VoucherRow } from '../../pricing.repository';
import { applyCartPriceRules, type CartRule } from '../cart-price-rules';
import { SCALE, toScaled } from '../exact-math';
import type { QuoteData } from '../quote-data';
import type { RuleFacts } from '../rule-conditions';
import { applySetDiscount } from '../set-discount';
import { distinctCodes, voucherProblem } from '../vouchers';
import type { RuledLine } from './price-rules.stage';

export interface DiscountedLine extends RuledLine {
  /** The line's share of the set discount and of the cart price rules' discounts. */
  discountNetMinor: number;
}

/** A product a cart price rule gives away. */
export interface GiftLine {
  product: PricedProductRow;
  ruleName: string;
}

export interface CartRulesOutcome {
  lines: DiscountedLine[];
  gifts: GiftLine[];
  freeShipping: boolean;
  /** The set discount first, then each cart price rule that applied, labelled in the shopper's language. */
  applied: CartQuote['appliedRules'];
  vouchers: VoucherOutcome[];
  /** Σ the lines' net before the cart's discounts. */
  itemsNetMinor: number;
  discountNetMinor: number;
  /**
   * The cart's facts with the goods' value after the discounts: shipping and payment rules compare what the goods
   * cost (free freight from 500 € means 500 € actually paid). Surcharges never count.
   */
  factsAfterDiscounts: RuleFacts;
}

/** The cart as cart price rules see it: its goods' net before their discounts, quantity, weight, products. */
export function cartFacts(lines: readonly RuledLine[], facts: RuleFacts): RuleFacts {
  return {
    ...facts,
    amountMinor: lines.reduce((sum, line) => sum + line.netMinor, 0),
    quantity: lines.reduce((sum, line) => sum + line.salesQuantity, 0n),
    weightKg: lines.reduce(
      (sum, line) =>
        sum +
        (line.product.grossWeight ? (toScaled(line.product.grossWeight) * line.salesQuantity) / SCALE : 0n),
      0n,
    ),
    productIds: [...new Set(lines.map((line) => line.product.id))],
    categoryIds: [...new Set(lines.flatMap((line) => line.categoryIds))],
  };
}

/**
 * What became of each code the shopper typed (once each, letter case aside), and the active cart rules that
 * have a usable code. A code whose rule is not among the active rules is invalid.
 */
export function checkVouchers(
  codes: readonly string[],
  vouchers: readonly VoucherRow[],
  activeRules: readonly RuleRow[],
  facts: RuleFacts,
): { outcomes: VoucherOutcome[]; usableRuleIds: Set<number> } {
  const rulesById = new Map(activeRules.map((rule) => [rule.id, rule]));
  const usableRuleIds = new Set<number>();
  const outcomes = distinctCodes(codes).map((code) => {
    const voucher = vouchers.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
    const rule = voucher ? rulesById.get(voucher.ruleId) : undefined;
    const problem = voucherProblem(voucher, rule?.conditions, facts);
    if (problem === null && rule) usableRuleIds.add(rule.id);
    return { code: voucher?.code ?? code, problem };
  });
  return { outcomes, usableRuleIds };
}

/**
 * The cart's discounts: a recorded set's discount comes first; the cart price rules (voucher rules only with a
 * usable code) then take their share of what is left. Also the rules' gifts (products that no longer exist
 * left out) and free shipping.
 */
export function applyCartRules(
  lines: readonly RuledLine[],
  data: Pick<QuoteData, 'context' | 'cartPriceRules' | 'vouchers' | 'locale' | 'products'>,
  facts: RuleFacts,
): CartRulesOutcome {
  const { context } = data;
  const before = cartFacts(lines, facts);
  const vouchers = checkVouchers(context.voucherCodes, data.vouchers, data.cartPriceRules, before);
  const cartRules: CartRule[] = data.cartPriceRules.map((rule) => ({
    ...rule,
    label: localisedLabel(rule.labels, data.locale, rule.name),
    hasUsableVoucher: vouchers.usableRuleIds.has(rule.id),
  }));

  const set = applySetDiscount(
    lines.map((line) => ({
      productId: line.product.id,
      salesQuantity: line.salesQuantity,
      unitPriceMinor: line.unitPriceMinor,
    })),
    context.setDiscount,
  );
  const rules = applyCartPriceRules(
    lines.map((line, index) => line.netMinor - set.lineDiscounts[index]),
    cartRules,
    before,
  );
  const setApplied =
    set.discountNetMinor > 0 && context.setDiscount
      ? [
          {
            name: context.setDiscount.name,
            label: context.setDiscount.label,
            discountNetMinor: set.discountNetMinor,
          },
        ]
      : [];

  const discounted = lines.map((line, index) => ({
    ...line,
    discountNetMinor: set.lineDiscounts[index] + rules.lineDiscounts[index],
  }));
  const discountNetMinor = discounted.reduce((sum, line) => sum + line.discountNetMinor, 0);
  return {
    lines: discounted,
    gifts: rules.giftProductIds.flatMap(({ productId, ruleName }) => {
      const product = data.products.get(productId);
      return product ? [{ product, ruleName }] : [];
    }),
    freeShipping: rules.freeShipping,
    applied: [...setApplied, ...rules.applied],
    vouchers: vouchers.outcomes,
    itemsNetMinor: before.amountMinor,
    discountNetMinor,
    factsAfterDiscounts: { ...before, amountMinor: before.amountMinor - discountNetMinor },
  };
}
