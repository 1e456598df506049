import { applyCartPriceRules, type CartRule } from './cart-price-rules';
import { facts } from './test-facts';

const rule = (overrides: Partial<CartRule>): CartRule => ({
  name: 'rule',
  label: 'Rule',
  priority: 0,
  stopPropagation: false,
  conditions: [],
  actions: [],
  isVoucherRule: false,
  hasUsableVoucher: false,
  ...overrides,
});

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

describe('cart price rules', () => {
  it('takes a percentage of the cart and shares it over the lines so the shares add up', () => {
    const outcome = applyCartPriceRules(
      [3333, 3333, 3334],
      [rule({ name: '3 %', actions: [{ type: 'discount_percent', percent: '3' }] })],
      facts({ amountMinor: 10_000 }),
    );
    expect(sum(outcome.lineDiscounts)).toBe(300);
    expect(outcome.lineDiscounts).toEqual([100, 100, 100]);
    expect(outcome.applied).toEqual([{ name: '3 %', label: 'Rule', discountNetMinor: 300 }]);
  });

  it('shares an amount discount in proportion to the lines and in whole cents', () => {
    const outcome = applyCartPriceRules(
      [1000, 2000, 7],
      [rule({ actions: [{ type: 'discount_amount', amountMinor: 1001 }] })],
      facts(),
    );
    expect(sum(outcome.lineDiscounts)).toBe(1001);
    expect(outcome.lineDiscounts).toEqual([333, 666, 2]);
  });

  it('never discounts below zero', () => {
    const outcome = applyCartPriceRules(
      [500, 300],
      [
        rule({ name: 'a', actions: [{ type: 'discount_amount', amountMinor: 600 }] }),
        rule({ name: 'b', priority: 1, actions: [{ type: 'discount_amount', amountMinor: 600 }] }),
      ],
      facts(),
    );
    expect(outcome.lineDiscounts).toEqual([500, 300]);
    expect(outcome.applied.map((applied) => applied.discountNetMinor)).toEqual([600, 200]);
  });

  it('takes a later percentage of what earlier rules left', () => {
    const outcome = applyCartPriceRules(
      [10_000],
      [
        rule({ name: 'first', priority: 1, actions: [{ type: 'discount_amount', amountMinor: 2000 }] }),
        rule({ name: 'then', priority: 2, actions: [{ type: 'discount_percent', percent: '10' }] }),
      ],
      facts(),
    );
    expect(outcome.lineDiscounts).toEqual([2800]);
  });

  it('applies a voucher rule only with a usable code of its own', () => {
    const voucherRule = rule({
      isVoucherRule: true,
      conditions: [{ type: 'voucher' }],
      actions: [{ type: 'discount_percent', percent: '10' }],
    });
    expect(applyCartPriceRules([1000], [voucherRule], facts()).lineDiscounts).toEqual([0]);
    expect(
      applyCartPriceRules([1000], [{ ...voucherRule, hasUsableVoucher: true }], facts()).lineDiscounts,
    ).toEqual([100]);
  });

  it('gives free shipping and gift products', () => {
    const outcome = applyCartPriceRules(
      [1000],
      [
        rule({ name: 'freight', actions: [{ type: 'free_shipping' }] }),
        rule({ name: 'gift', priority: 1, actions: [{ type: 'gift_product', productId: 42 }] }),
      ],
      facts(),
    );
    expect(outcome.freeShipping).toBe(true);
    expect(outcome.giftProductIds).toEqual([{ productId: 42, ruleName: 'gift' }]);
    expect(outcome.lineDiscounts).toEqual([0]);
  });

  it('stops after a matching rule that stops propagation', () => {
    const outcome = applyCartPriceRules(
      [1000],
      [
        rule({ name: 'a', stopPropagation: true, actions: [{ type: 'discount_percent', percent: '10' }] }),
        rule({ name: 'b', priority: 1, actions: [{ type: 'discount_percent', percent: '10' }] }),
      ],
      facts(),
    );
    expect(outcome.applied.map((applied) => applied.name)).toEqual(['a']);
  });

  it('leaves a cart alone when the conditions do not hold', () => {
    const outcome = applyCartPriceRules(
      [1000],
      [
        rule({
          conditions: [{ type: 'amount', minMinor: 200_000 }],
          actions: [{ type: 'discount_percent', percent: '3' }],
        }),
      ],
      facts({ amountMinor: 1000 }),
    );
    expect(outcome).toEqual({ lineDiscounts: [0], freeShipping: false, giftProductIds: [], applied: [] });
  });
});
