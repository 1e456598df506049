import type { RuleAction, RuleCondition } from '@tradeshop/shared';
import type { PriceRule } from '../product-price-rules';
import { product, quoteLine } from '../test-quote-data';
import { facts } from '../test-facts';
import { applyPriceRules } from './price-rules.stage';

const rule = (
  name: string,
  actions: RuleAction[],
  conditions: RuleCondition[] = [],
  overrides: Partial<PriceRule> = {},
): PriceRule => ({ name, priority: 0, stopPropagation: false, conditions, actions, ...overrides });

const tenPercent: RuleAction = { type: 'discount_percent', percent: '10' };

describe('the product price rules of a quote', () => {
  it("counts a quantity rule over every line of the product, and not over other products' lines", () => {
    const bulk = rule('bulk', [tenPercent], [{ type: 'quantity', min: '10' }]);
    const lines = applyPriceRules(
      [
        quoteLine({ salesQuantity: 6_000_000n, productSalesQuantity: 10_000_000n, netMinor: 60_000 }),
        quoteLine({ salesQuantity: 4_000_000n, productSalesQuantity: 10_000_000n, netMinor: 40_000 }),
        quoteLine({
          product: product({ id: 2 }),
          salesQuantity: 9_000_000n,
          productSalesQuantity: 9_000_000n,
        }),
      ],
      [bulk],
      facts(),
    );
    expect(lines.map((line) => [line.unitPriceMinor, line.netMinor, line.appliedRules])).toEqual([
      [9000, 54_000, ['bulk']],
      [9000, 36_000, ['bulk']],
      [10_000, 90_000, []],
    ]);
  });

  it.each<[string, RuleCondition, number]>([
    ['its own category', { type: 'categories', categoryIds: [10] }, 9000],
    ['an ancestor category', { type: 'categories', categoryIds: [1] }, 9000],
    ['another category', { type: 'categories', categoryIds: [11] }, 10_000],
    ['the product itself', { type: 'products', productIds: [1] }, 9000],
    ['another product', { type: 'products', productIds: [2] }, 10_000],
  ])('applies a rule for %s as it should', (_case, condition, expected) => {
    const [line] = applyPriceRules([quoteLine()], [rule('r', [tenPercent], [condition])], facts());
    expect(line.unitPriceMinor).toBe(expected);
  });

  it.each<[string, PriceRule[], number, string[]]>([
    [
      'by priority, not by the order given',
      [
        rule('late', [{ type: 'price', amountMinor: 5000 }], [], { priority: 2 }),
        rule('early', [tenPercent]),
      ],
      5000,
      ['early', 'late'],
    ],
    [
      'no further than a stopping rule',
      [
        rule('late', [{ type: 'price', amountMinor: 5000 }], [], { priority: 2 }),
        rule('early', [tenPercent], [], { stopPropagation: true }),
      ],
      9000,
      ['early'],
    ],
  ])('runs the rules %s', (_case, rules, expectedPrice, expectedRules) => {
    const [line] = applyPriceRules([quoteLine()], rules, facts());
    expect(line).toMatchObject({ unitPriceMinor: expectedPrice, appliedRules: expectedRules });
  });

  it.each([
    ['no rule', [], 333, 1_500_000n, 500],
    ['12.5 % off', [rule('r', [{ type: 'discount_percent', percent: '12.5' }])], 291, 1_500_000n, 437],
    [
      'an amount off beyond the price',
      [rule('r', [{ type: 'discount_amount', amountMinor: 400 }])],
      0,
      1_500_000n,
      0,
    ],
  ])('prices the line after %s, rounded once on the line', (_case, rules, unitPrice, quantity, net) => {
    const [line] = applyPriceRules(
      [quoteLine({ unitPriceMinor: 333, salesQuantity: quantity, productSalesQuantity: quantity })],
      rules,
      facts(),
    );
    expect([line.unitPriceMinor, line.netMinor]).toEqual([unitPrice, net]);
  });

  it('keeps the list price as it was', () => {
    const [line] = applyPriceRules(
      [quoteLine({ listUnitPriceMinor: 12_000 })],
      [rule('r', [tenPercent])],
      facts(),
    );
    expect(line.listUnitPriceMinor).toBe(12_000);
  });
});
