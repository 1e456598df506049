import { convertMinor, resolveUnitPrice, type AgreedPrice, type UnitPriceInput } from './unit-price';

const agreed = (overrides: Partial<AgreedPrice>): AgreedPrice => ({
  companyId: null,
  customerGroupId: null,
  priceMinor: 0,
  minQuantity: '1',
  validFrom: null,
  validTo: null,
  ...overrides,
});

const input = (overrides: Partial<UnitPriceInput>): UnitPriceInput => ({
  storePriceMinor: 1000,
  internationalPriceMinor: 950,
  exchangeRate: '11.65',
  agreedPrices: [],
  companyId: 7,
  customerGroupIds: [2],
  quantity: 1_000_000n,
  date: '2026-11-22',
  ...overrides,
});

describe('unit price', () => {
  it('is the store price when nothing is agreed', () => {
    expect(resolveUnitPrice(input({}))).toEqual({
      listUnitPriceMinor: 1000,
      unitPriceMinor: 1000,
      source: 'store',
    });
  });

  it("is the company's agreed price before the group's and the store's", () => {
    const prices = [
      agreed({ customerGroupId: 2, priceMinor: 900 }),
      agreed({ companyId: 7, priceMinor: 850 }),
    ];
    expect(resolveUnitPrice(input({ agreedPrices: prices }))).toEqual({
      listUnitPriceMinor: 1000,
      unitPriceMinor: 850,
      source: 'company',
    });
  });

  it("uses the company's price even when it is above the group's", () => {
    const prices = [
      agreed({ customerGroupId: 2, priceMinor: 800 }),
      agreed({ companyId: 7, priceMinor: 850 }),
    ];
    expect(resolveUnitPrice(input({ agreedPrices: prices }))?.unitPriceMinor).toBe(850);
  });

  it('takes the group price when the company has none, and the lowest of several groups', () => {
    const prices = [
      agreed({ customerGroupId: 2, priceMinor: 900 }),
      agreed({ customerGroupId: 3, priceMinor: 880 }),
      agreed({ companyId: 8, priceMinor: 500 }),
    ];
    expect(resolveUnitPrice(input({ agreedPrices: prices, customerGroupIds: [2, 3] }))).toMatchObject({
      unitPriceMinor: 880,
      source: 'group',
    });
  });

  it('ignores prices of groups the customer is not in', () => {
    const prices = [agreed({ customerGroupId: 3, priceMinor: 700 })];
    expect(resolveUnitPrice(input({ agreedPrices: prices }))?.source).toBe('store');
  });

  it.each([
    ['9', 850],
    ['10', 800],
    ['10.5', 800],
    ['100', 750],
  ])('takes the highest tier reached by quantity %s: %s', (quantity, expected) => {
    const prices = [
      agreed({ companyId: 7, priceMinor: 850 }),
      agreed({ companyId: 7, priceMinor: 800, minQuantity: '10' }),
      agreed({ companyId: 7, priceMinor: 750, minQuantity: '100.000' }),
    ];
    const scaled = BigInt(Math.round(Number(quantity) * 1000)) * 1000n;
    expect(resolveUnitPrice(input({ agreedPrices: prices, quantity: scaled }))?.unitPriceMinor).toBe(
      expected,
    );
  });

  it.each([
    ['2026-11-22', '2026-11-22', 850],
    ['2026-11-23', null, 1000],
    [null, '2026-11-21', 1000],
  ])('honours the validity from %s to %s: %s', (validFrom, validTo, expected) => {
    const prices = [agreed({ companyId: 7, priceMinor: 850, validFrom, validTo })];
    expect(resolveUnitPrice(input({ agreedPrices: prices }))?.unitPriceMinor).toBe(expected);
  });

  it("converts the international store's price when the store has none", () => {
    expect(resolveUnitPrice(input({ storePriceMinor: null }))).toEqual({
      listUnitPriceMinor: 11_068,
      unitPriceMinor: 11_068,
      source: 'converted',
    });
  });

  it('has no price when neither the store nor the international store has one', () => {
    expect(resolveUnitPrice(input({ storePriceMinor: null, internationalPriceMinor: null }))).toBeNull();
  });

  it('converts exactly and rounds half up', () => {
    expect(convertMinor(1999, '11.65')).toBe(23_288);
    expect(convertMinor(100, '0.08583691')).toBe(9);
  });
});

describe('list-price breaks', () => {
  const tiers = [
    { minQuantity: '10', priceMinor: 900 },
    { minQuantity: '50', priceMinor: 800 },
  ];
  const at = (quantity: bigint, overrides: Partial<UnitPriceInput> = {}) =>
    resolveUnitPrice(
      input({ storeTiers: tiers, companyId: null, customerGroupIds: [], quantity, ...overrides }),
    );

  it('is the base price below the first break', () => {
    expect(at(9_999_999n)?.unitPriceMinor).toBe(1000);
  });

  it('is the break price from its minimum quantity on, and the highest break reached wins', () => {
    expect(at(10_000_000n)?.unitPriceMinor).toBe(900);
    expect(at(49_000_000n)?.unitPriceMinor).toBe(900);
    expect(at(50_000_000n)).toEqual({ listUnitPriceMinor: 800, unitPriceMinor: 800, source: 'store' });
  });

  it('reads breaks in any order', () => {
    expect(at(60_000_000n, { storeTiers: [...tiers].reverse() })?.unitPriceMinor).toBe(800);
  });

  it("converts the international store's break when the store has no price", () => {
    const converted = at(50_000_000n, {
      storePriceMinor: null,
      storeTiers: [],
      internationalTiers: [{ minQuantity: '50', priceMinor: 100 }],
    });
    expect(converted).toEqual({
      listUnitPriceMinor: convertMinor(100, '11.65'),
      unitPriceMinor: convertMinor(100, '11.65'),
      source: 'converted',
    });
  });

  it("keeps an agreed price before the list price's break, and shows the break as the list price", () => {
    const result = at(50_000_000n, {
      companyId: 7,
      agreedPrices: [agreed({ companyId: 7, priceMinor: 850 })],
    });
    expect(result).toEqual({ listUnitPriceMinor: 800, unitPriceMinor: 850, source: 'company' });
  });
});
