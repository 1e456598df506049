import type { PricedProductRow } from '../../pricing.repository';
import type { QuoteData } from '../quote-data';
import { context, product, quoteData, quoteLine } from '../test-quote-data';
import { priceUnits } from './unit-prices.stage';

type AgreedProductPrice = QuoteData['agreedPrices'][number];

const agreed = (overrides: Partial<AgreedProductPrice>): AgreedProductPrice => ({
  productId: 1,
  companyId: 5,
  customerGroupId: null,
  priceMinor: 8500,
  minQuantity: '1',
  validFrom: null,
  validTo: null,
  ...overrides,
});

const company = { ...context, companyId: 5 };

describe('the unit prices of a quote', () => {
  it.each<[string, Partial<PricedProductRow>, string | null, AgreedProductPrice[], number, number]>([
    ["the store's price", {}, '11.65', [], 10_000, 10_000],
    [
      "the international store's price converted and rounded",
      { storePriceMinor: null, internationalPriceMinor: '1999' },
      '11.65',
      [],
      23_288,
      23_288,
    ],
    ["the company's agreed price below the list price", {}, '1', [agreed({})], 10_000, 8500],
    [
      'an agreed price where the store has none and there is no rate',
      { storePriceMinor: null, internationalPriceMinor: '1999' },
      null,
      [agreed({ priceMinor: 500 })],
      500,
      500,
    ],
  ])('takes %s', (_case, row, exchangeRate, agreedPrices, listPrice, unitPrice) => {
    const [line] = priceUnits(
      [quoteLine({ product: product(row) })],
      quoteData({
        context: company,
        exchangeRate,
        agreedPrices,
      }),
      '2026-11-22',
    );
    expect(line).toMatchObject({ listUnitPriceMinor: listPrice, unitPriceMinor: unitPrice });
  });

  it("reaches an agreed tier by the line's quantity in sales units, not in the unit ordered", () => {
    const oneBoxOfTwelve = quoteLine({
      input: { lineId: 7, productId: 1, quantity: '1', unitDefinitionId: 5 },
      salesQuantity: 12_000_000n,
    });
    const tiers = [agreed({}), agreed({ priceMinor: 7000, minQuantity: '10' })];
    const [line] = priceUnits(
      [oneBoxOfTwelve],
      quoteData({ context: company, agreedPrices: tiers }),
      '2026-11-22',
    );
    expect(line.unitPriceMinor).toBe(7000);
  });

  it.each([
    ['2026-11-21', 8500],
    ['2026-11-22', 10_000],
  ])('honours the validity of an agreed price on %s: %s', (date, expected) => {
    const prices = [agreed({ validTo: '2026-11-21' })];
    const [line] = priceUnits([quoteLine()], quoteData({ context: company, agreedPrices: prices }), date);
    expect(line.unitPriceMinor).toBe(expected);
  });

  it('ignores agreed prices of other products', () => {
    const prices = [agreed({ productId: 2, priceMinor: 1 })];
    const [line] = priceUnits(
      [quoteLine()],
      quoteData({ context: company, agreedPrices: prices }),
      '2026-11-22',
    );
    expect(line.unitPriceMinor).toBe(10_000);
  });

  it.each<[string, Partial<PricedProductRow>, string | null, bigint, number]>([
    [
      "the store's surcharge per unit, rounded once on the line",
      { storeSurchargeMinor: '35' },
      '1',
      2_500_000n,
      88,
    ],
    ['no surcharge when the store gives none', { storeSurchargeMinor: null }, '1', 2_000_000n, 0],
    [
      'the international surcharge converted per unit, with a converted price',
      { storePriceMinor: null, internationalSurchargeMinor: '7' },
      '11.65',
      2_000_000n,
      164,
    ],
    [
      'no international surcharge when the store has a price of its own',
      { storeSurchargeMinor: '0', internationalSurchargeMinor: '7' },
      '11.65',
      2_000_000n,
      0,
    ],
  ])('charges %s', (_case, row, exchangeRate, salesQuantity, expected) => {
    const [line] = priceUnits(
      [quoteLine({ product: product(row), salesQuantity })],
      quoteData({ exchangeRate }),
      '2026-11-22',
    );
    expect(line.surchargeMinor).toBe(expected);
  });

  it('leaves out a line with no price anywhere and keeps the rest in order', () => {
    const unpriced = product({ id: 2, storePriceMinor: null, internationalPriceMinor: null });
    const lines = priceUnits(
      [
        quoteLine({
          input: { lineId: 8, productId: 2, quantity: '2', unitDefinitionId: 1 },
          product: unpriced,
        }),
        quoteLine(),
        quoteLine({ input: { lineId: 9, productId: 1, quantity: '2', unitDefinitionId: 1 } }),
      ],
      quoteData(),
      '2026-11-22',
    );
    expect(lines.map((line) => line.input.lineId)).toEqual([7, 9]);
  });
});
