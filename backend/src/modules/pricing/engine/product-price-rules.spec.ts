import { applyPriceAction, applyProductPriceRules, type PriceRule } from './product-price-rules';
import { facts } from './test-facts';

const rule = (overrides: Partial<PriceRule>): PriceRule => ({
  name: 'rule',
  priority: 0,
  stopPropagation: false,
  conditions: [],
  actions: [],
  ...overrides,
});

describe('product price rules', () => {
  it.each([
    [{ type: 'discount_percent', percent: '5' } as const, 1999, 1899],
    [{ type: 'discount_percent', percent: '12.5' } as const, 1000, 875],
    [{ type: 'discount_amount', amountMinor: 250 } as const, 1000, 750],
    [{ type: 'discount_amount', amountMinor: 2500 } as const, 1000, 0],
    [{ type: 'price', amountMinor: 777 } as const, 1000, 777],
  ])('%j turns %s into %s', (action, price, expected) => {
    expect(applyPriceAction(price, action)).toBe(expected);
  });

  it('applies matching rules in ascending priority, one after another', () => {
    const rules = [
      rule({ name: 'then 10 % off', priority: 20, actions: [{ type: 'discount_percent', percent: '10' }] }),
      rule({ name: 'first a fixed price', priority: 10, actions: [{ type: 'price', amountMinor: 2000 }] }),
    ];
    expect(applyProductPriceRules(5000, rules, facts())).toEqual({
      unitPriceMinor: 1800,
      appliedRules: ['first a fixed price', 'then 10 % off'],
    });
  });

  it('stops after a matching rule that stops propagation', () => {
    const rules = [
      rule({
        name: 'a',
        priority: 1,
        stopPropagation: true,
        actions: [{ type: 'discount_amount', amountMinor: 100 }],
      }),
      rule({ name: 'b', priority: 2, actions: [{ type: 'discount_amount', amountMinor: 100 }] }),
    ];
    expect(applyProductPriceRules(1000, rules, facts())).toEqual({
      unitPriceMinor: 900,
      appliedRules: ['a'],
    });
  });

  it('skips rules whose conditions do not hold, and their stop', () => {
    const rules = [
      rule({
        name: 'installers only',
        stopPropagation: true,
        conditions: [{ type: 'customer_groups', groupIds: [2] }],
        actions: [{ type: 'discount_percent', percent: '50' }],
      }),
      rule({ name: 'everyone', priority: 5, actions: [{ type: 'discount_percent', percent: '5' }] }),
    ];
    expect(applyProductPriceRules(1000, rules, facts({ customerGroupIds: [3] }))).toEqual({
      unitPriceMinor: 950,
      appliedRules: ['everyone'],
    });
  });
});
