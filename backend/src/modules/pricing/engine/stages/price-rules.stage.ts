import { multiplyMinor } from '../exact-math';
import { applyProductPriceRules, type PriceRule } from '../product-price-rules';
import type { RuleFacts } from '../rule-conditions';
import type { UnitPricedLine } from './unit-prices.stage';

export interface RuledLine extends UnitPricedLine {
  /** `unitPriceMinor` is now the price after the product price rules. */
  unitPriceMinor: number;
  /** The quantity × the ruled unit price, rounded to whole minor units. */
  netMinor: number;
  /** The names of the product price rules that applied, in the order they did. */
  appliedRules: string[];
}

/**
 * The product price rules on each line's unit price. A rule sees the line's product and categories, and the
 * product's quantity over all the cart's lines (two lines of one product reach a quantity rule together).
 */
export function applyPriceRules(
  lines: readonly UnitPricedLine[],
  rules: readonly PriceRule[],
  facts: RuleFacts,
): RuledLine[] {
  return lines.map((line) => {
    const ruled = applyProductPriceRules(line.unitPriceMinor, rules, {
      ...facts,
      quantity: line.productSalesQuantity,
      productIds: [line.product.id],
      categoryIds: line.categoryIds,
    });
    return {
      ...line,
      unitPriceMinor: ruled.unitPriceMinor,
      netMinor: multiplyMinor(ruled.unitPriceMinor, line.salesQuantity),
      appliedRules: ruled.appliedRules,
    };
  });
}
