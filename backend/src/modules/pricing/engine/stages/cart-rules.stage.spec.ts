import type { RuleAction } from '@tradeshop/shared';
import type { RuleRow, VoucherRow } from '../../pricing.repository';
import { facts } from '../test-facts';
import { cartRule, context, product, quoteData, quoteLine, voucher } from '../test-quote-data';
import { applyCartRules, cartFacts, checkVouchers } from './cart-rules.stage';

const tenPercent: RuleAction = { type: 'discount_percent', percent: '10' };

const voucherRule = cartRule({ id: 10, name: 'save', isVoucherRule: true, actions: [tenPercent] });

describe('the cart facts of a quote', () => {
  it("adds up the lines' net, quantity and weight and lists their products and categories once", () => {
    const heavy = product({ grossWeight: '1.25' });
    const light = product({ id: 2, grossWeight: null, categoryId: 11 });
    const cart = cartFacts(
      [
        quoteLine({ product: heavy, salesQuantity: 3_000_000n, netMinor: 30_000 }),
        quoteLine({ product: light, salesQuantity: 2_000_000n, netMinor: 5000, categoryIds: [11, 1] }),
        quoteLine({ product: heavy, salesQuantity: 1_000_000n, netMinor: 10_000 }),
      ],
      facts({ amountMinor: 0, quantity: 0n, weightKg: 0n, productIds: [], categoryIds: [] }),
    );
    expect(cart).toMatchObject({
      amountMinor: 45_000,
      quantity: 6_000_000n,
      weightKg: 5_000_000n,
      productIds: [1, 2],
      categoryIds: [10, 1, 11],
      countryCode: 'FI',
    });
  });
});

describe('the vouchers of a quote', () => {
  it.each<[string, string[], VoucherRow[], RuleRow[], { code: string; problem: string | null }[], number[]]>([
    [
      'a code in any letter case',
      ['sAVE10'],
      [voucher()],
      [voucherRule],
      [{ code: 'Save10', problem: null }],
      [10],
    ],
    ['an unknown code', ['nope'], [voucher()], [voucherRule], [{ code: 'nope', problem: 'not_found' }], []],
    [
      'a code typed twice',
      [' SAVE10 ', 'save10'],
      [voucher()],
      [voucherRule],
      [{ code: 'Save10', problem: null }],
      [10],
    ],
    [
      'a code of a rule that is not active',
      ['Save10'],
      [voucher()],
      [],
      [{ code: 'Save10', problem: 'invalid' }],
      [],
    ],
    [
      'a code whose rule wants a bigger cart',
      ['Save10'],
      [voucher()],
      [{ ...voucherRule, conditions: [{ type: 'amount', minMinor: 10_001 }] }],
      [{ code: 'Save10', problem: 'invalid' }],
      [],
    ],
    [
      'a code used up',
      ['Save10'],
      [voucher({ usageLimit: 3, usedCount: 3 })],
      [voucherRule],
      [{ code: 'Save10', problem: 'invalid' }],
      [],
    ],
  ])('judges %s', (_case, codes, vouchers, rules, expected, usable) => {
    const outcome = checkVouchers(codes, vouchers, rules, facts({ amountMinor: 10_000 }));
    expect(outcome.outcomes).toEqual(expected);
    expect([...outcome.usableRuleIds]).toEqual(usable);
  });
});

describe('the cart price rules of a quote', () => {
  const apply = (rules: RuleRow[], voucherCodes: string[] = [], lines = [quoteLine()]) =>
    applyCartRules(
      lines,
      quoteData({ context: { ...context, voucherCodes }, cartPriceRules: rules, vouchers: [voucher()] }),
      facts(),
    );

  it.each([
    ['without its code', [], 0],
    ['with its code', ['SAVE10'], 2000],
  ])('applies a voucher rule only %s', (_case, codes, expected) => {
    expect(apply([voucherRule], codes).discountNetMinor).toBe(expected);
  });

  it.each<[string, RuleRow[], [string, number][]]>([
    [
      'by priority, each percentage on what is left',
      [
        cartRule({ id: 1, name: 'percent', priority: 1, actions: [tenPercent] }),
        cartRule({
          id: 2,
          name: 'amount',
          priority: 0,
          actions: [{ type: 'discount_amount', amountMinor: 500 }],
        }),
      ],
      [
        ['amount', 500],
        ['percent', 1950],
      ],
    ],
    [
      'no further than a stopping rule',
      [
        cartRule({ id: 1, name: 'percent', priority: 1, actions: [tenPercent] }),
        cartRule({
          id: 2,
          name: 'amount',
          priority: 0,
          stopPropagation: true,
          actions: [{ type: 'discount_amount', amountMinor: 500 }],
        }),
      ],
      [['amount', 500]],
    ],
    [
      "comparing the goods' value before the cart's own discounts",
      [
        cartRule({ id: 1, name: 'first', actions: [{ type: 'discount_amount', amountMinor: 5000 }] }),
        cartRule({
          id: 2,
          name: 'from 200',
          priority: 1,
          conditions: [{ type: 'amount', minMinor: 20_000 }],
          actions: [tenPercent],
        }),
      ],
      [
        ['first', 5000],
        ['from 200', 1500],
      ],
    ],
  ])('runs the rules %s', (_case, rules, expected) => {
    const outcome = apply(rules);
    expect(outcome.applied.map((rule) => [rule.name, rule.discountNetMinor])).toEqual(expected);
    expect(outcome.discountNetMinor).toBe(expected.reduce((sum, [, discount]) => sum + discount, 0));
  });

  it("splits a rule's discount over the lines in whole cents that add up to it", () => {
    const lines = [
      quoteLine({ netMinor: 10_000 }),
      quoteLine({ netMinor: 10_000 }),
      quoteLine({ netMinor: 10_001 }),
    ];
    const outcome = apply(
      [cartRule({ actions: [{ type: 'discount_amount', amountMinor: 100 }] })],
      [],
      lines,
    );
    expect(outcome.lines.map((line) => line.discountNetMinor)).toEqual([33, 33, 34]);
  });

  it('takes a recorded set first and lets the rules discount what is left, counting both on the line', () => {
    const set = { name: 'set', label: 'Set −10 %', percent: '10', items: [{ productId: 1, quantity: '1' }] };
    const outcome = applyCartRules(
      [quoteLine()],
      quoteData({
        context: { ...context, setDiscount: set },
        cartPriceRules: [cartRule({ name: 'weekend', actions: [tenPercent] })],
      }),
      facts(),
    );
    expect(outcome.applied).toEqual([
      { name: 'set', label: 'Set −10 %', discountNetMinor: 1000 },
      { name: 'weekend', label: 'weekend', discountNetMinor: 1900 },
    ]);
    expect(outcome.lines[0].discountNetMinor).toBe(2900);
    expect(outcome).toMatchObject({ itemsNetMinor: 20_000, discountNetMinor: 2900 });
    expect(outcome.factsAfterDiscounts.amountMinor).toBe(17_100);
  });

  it("gives the rules' gifts that still exist, and free shipping", () => {
    const products = new Map([[99, product({ id: 99 })]]);
    const outcome = applyCartRules(
      [quoteLine()],
      quoteData({
        products,
        cartPriceRules: [
          cartRule({
            name: 'gifts',
            actions: [
              { type: 'gift_product', productId: 99 },
              { type: 'gift_product', productId: 98 },
              { type: 'free_shipping' },
            ],
          }),
        ],
      }),
      facts(),
    );
    expect(outcome.gifts.map((gift) => [gift.product.id, gift.ruleName])).toEqual([[99, 'gifts']]);
    expect(outcome).toMatchObject({ freeShipping: true, discountNetMinor: 0 });
  });

  it.each([
    ['fi', { fi: 'Tukkualennus', en: 'Wholesale' }, 'Tukkualennus'],
    ['sv', { fi: 'Tukkualennus', en: 'Wholesale' }, 'Wholesale'],
    ['sv', {}, 'wholesale'],
  ])(
    "names a rule in the shopper's language %s, else in English, else by its name",
    (locale, labels, expected) => {
      const outcome = applyCartRules(
        [quoteLine()],
        quoteData({
          locale,
          cartPriceRules: [cartRule({ name: 'wholesale', labels, actions: [tenPercent] })],
        }),
        facts(),
      );
      expect(outcome.applied[0].label).toBe(expected);
    },
  );
});
