import { holdsDangerousGoods, quoteCarrierPrices, rulePrice, type CarrierRuleSet } from './shipping';
import { facts } from './test-facts';

const parcel: CarrierRuleSet = {
  carrierId: 1,
  acceptsDangerousGoods: false,
  refusedUnNumbers: [],
  dangerousGoodsSurchargeMinor: 0,
  position: 0,
  rules: [
    {
      name: 'free above 500',
      priority: 0,
      conditions: [
        { type: 'countries', countryCodes: ['FI'] },
        { type: 'amount', minMinor: 50_000 },
      ],
      actions: [{ type: 'shipping_price', amountMinor: 0 }],
    },
    {
      name: 'domestic',
      priority: 10,
      conditions: [
        { type: 'countries', countryCodes: ['FI'] },
        { type: 'weight', maxKg: '30' },
      ],
      actions: [{ type: 'shipping_price', amountMinor: 1290 }],
    },
    {
      name: 'nordics',
      priority: 20,
      conditions: [{ type: 'zones', zoneIds: [1] }],
      actions: [{ type: 'shipping_price', amountMinor: 2490 }],
    },
  ],
};

const pallet: CarrierRuleSet = {
  carrierId: 2,
  acceptsDangerousGoods: true,
  refusedUnNumbers: [],
  dangerousGoodsSurchargeMinor: 4500,
  position: 1,
  rules: [
    {
      name: 'anywhere',
      priority: 0,
      conditions: [],
      actions: [
        { type: 'shipping_price', amountMinor: 8900 },
        { type: 'addition_amount', amountMinor: 100 },
      ],
    },
  ],
};

describe('carriers', () => {
  it('prices a carrier by its first matching rule, cheapest carrier first', () => {
    expect(quoteCarrierPrices([pallet, parcel], facts(), [], false)).toEqual([
      { carrierId: 1, priceNetMinor: 1290, dangerousGoodsSurchargeMinor: 0 },
      { carrierId: 2, priceNetMinor: 9000, dangerousGoodsSurchargeMinor: 0 },
    ]);
  });

  it('ships free from the order value of the free-freight rule', () => {
    const [first] = quoteCarrierPrices([parcel], facts({ amountMinor: 50_000 }), [], false);
    expect(first.priceNetMinor).toBe(0);
  });

  it('falls through to the next rule when a condition fails (too heavy for the domestic parcel)', () => {
    const [first] = quoteCarrierPrices([parcel], facts({ weightKg: 31_000_000n }), [], false);
    expect(first.priceNetMinor).toBe(2490);
  });

  it('leaves out a carrier none of whose rules match', () => {
    expect(quoteCarrierPrices([parcel], facts({ countryCode: 'DE', zoneId: 2 }), [], false)).toEqual([]);
  });

  it('keeps lithium batteries away from carriers that do not take dangerous goods, and adds the surcharge', () => {
    expect(quoteCarrierPrices([parcel, pallet], facts(), ['UN3480'], false)).toEqual([
      { carrierId: 2, priceNetMinor: 13_500, dangerousGoodsSurchargeMinor: 4500 },
    ]);
  });

  it('waives the freight but not the dangerous-goods surcharge with free shipping', () => {
    expect(quoteCarrierPrices([pallet], facts(), ['UN3480'], true)).toEqual([
      { carrierId: 2, priceNetMinor: 4500, dangerousGoodsSurchargeMinor: 4500 },
    ]);
  });

  it('keeps a cart away from a carrier refusing one of its UN numbers, while that carrier takes the other', () => {
    const noLooseCells = { ...pallet, refusedUnNumbers: ['UN3480'] };
    expect(quoteCarrierPrices([noLooseCells], facts(), ['UN3480'], false)).toEqual([]);
    expect(quoteCarrierPrices([noLooseCells], facts(), ['UN3481'], false)).toEqual([
      { carrierId: 2, priceNetMinor: 13_500, dangerousGoodsSurchargeMinor: 4500 },
    ]);
  });

  it('adds percentages of the cart value to the price', () => {
    expect(
      rulePrice(
        [
          { type: 'shipping_price', amountMinor: 1000 },
          { type: 'addition_percent', percent: '1.5' },
        ],
        20_000,
      ),
    ).toBe(1300);
  });

  it.each([
    [['UN3480'], true],
    [[null, 'UN3481'], true],
    [['un3481 '], true],
    [['UN1234', null], false],
    [[], false],
  ])('finds lithium batteries among %j: %s', (unNumbers, expected) => {
    expect(holdsDangerousGoods(unNumbers)).toBe(expected);
  });
});
