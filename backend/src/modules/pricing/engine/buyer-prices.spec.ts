import type { PricingContext } from '../pricing.port';
import { buildQuote } from './build-quote';
import { buyerPrices, type PriceListProductRow } from './buyer-prices';
import type { QuoteData } from './quote-data';
import { cartRule, context, product, quoteData } from './test-quote-data';

type AgreedProductPrice = QuoteData['agreedPrices'][number];

const agreed = (overrides: Partial<AgreedProductPrice>): AgreedProductPrice => ({
  productId: 1,
  companyId: 5,
  customerGroupId: null,
  priceMinor: 337,
  minQuantity: '1',
  validFrom: null,
  validTo: null,
  ...overrides,
});

/** A pack of batteries listed at 3.96 € (recommended 4.90 €), sold from one. */
const pack = (overrides: Partial<PriceListProductRow> = {}): PriceListProductRow => ({
  ...product({ storePriceMinor: '396', internationalPriceMinor: '396' }),
  minimumOrderQuantity: '1',
  recommendedPriceMinor: '490',
  ...overrides,
});

const company: PricingContext = { ...context, companyId: 5, customerId: 9 };

function data(overrides: Partial<QuoteData> = {}, row: PriceListProductRow = pack()) {
  const base = quoteData({ products: new Map([[row.id, row]]), ...overrides });
  return { ...base, products: new Map([[row.id, row]]) };
}

/** What the cart charges per sales unit for `quantity` of product 1, with the same facts. */
function cartUnitPrice(facts: ReturnType<typeof data>, quantity: string): number {
  const quote = buildQuote({ ...facts, lines: [{ lineId: 1, productId: 1, quantity, unitDefinitionId: 1 }] });
  return quote.lines[0].unitPriceNetMinor;
}

describe("a buyer's shown prices", () => {
  it("shows the company's agreed price and its quantity breaks, exactly as the cart charges them", () => {
    const facts = data({
      context: company,
      agreedPrices: [agreed({}), agreed({ minQuantity: '10', priceMinor: 317 })],
    });
    const [price] = buyerPrices(facts, [1]);
    expect(price).toMatchObject({
      unitPriceNetMinor: 337,
      listUnitPriceNetMinor: 396,
      recommendedPriceNetMinor: 490,
      tiers: [
        { minQuantity: '1', unitPriceNetMinor: 337 },
        { minQuantity: '10', unitPriceNetMinor: 317 },
      ],
    });
    expect(cartUnitPrice(facts, '1')).toBe(337);
    expect(cartUnitPrice(facts, '10')).toBe(317);
  });

  it('shows a visitor the list price, without the agreed prices of a company', () => {
    const facts = data({ context, agreedPrices: [agreed({})] });
    expect(buyerPrices(facts, [1])).toMatchObject([
      { unitPriceNetMinor: 396, tiers: [{ minQuantity: '1', unitPriceNetMinor: 396 }] },
    ]);
  });

  it("takes a group's price for a member of the group", () => {
    const facts = data({
      context: { ...company, companyId: null, customerGroupIds: [3] },
      agreedPrices: [agreed({ companyId: null, customerGroupId: 3, priceMinor: 350 })],
    });
    expect(buyerPrices(facts, [1])[0].unitPriceNetMinor).toBe(350);
  });

  it('applies the product price rules the cart applies, also one that starts at a quantity', () => {
    const facts = data({
      context: company,
      productPriceRules: [
        cartRule({ name: 'ten off', actions: [{ type: 'discount_percent', percent: '10' }] }),
        cartRule({
          name: 'bulk',
          priority: 1,
          conditions: [{ type: 'quantity', min: '50' }],
          actions: [{ type: 'discount_amount', amountMinor: 50 }],
        }),
      ],
    });
    const [price] = buyerPrices(facts, [1]);
    expect(price.tiers).toEqual([
      expect.objectContaining({ minQuantity: '1', unitPriceNetMinor: cartUnitPrice(facts, '1') }),
      expect.objectContaining({ minQuantity: '50', unitPriceNetMinor: cartUnitPrice(facts, '50') }),
    ]);
    expect(price.unitPriceNetMinor).toBe(356);
  });

  it('prices from the minimum order quantity, where a tier below it cannot be bought', () => {
    const facts = data(
      { context: company, agreedPrices: [agreed({}), agreed({ minQuantity: '10', priceMinor: 317 })] },
      pack({ minimumOrderQuantity: '10' }),
    );
    expect(buyerPrices(facts, [1])).toMatchObject([
      { unitPriceNetMinor: 317, tiers: [{ minQuantity: '10', unitPriceNetMinor: 317 }] },
    ]);
  });

  it('leaves out an agreed price that is no longer valid', () => {
    const facts = data({ context: company, agreedPrices: [agreed({ validTo: '2026-11-01' })] });
    expect(buyerPrices(facts, [1])[0].unitPriceNetMinor).toBe(396);
  });

  it("adds the store country's tax for prices shown with VAT", () => {
    const [price] = buyerPrices(
      data({ context: company, agreedPrices: [agreed({ priceMinor: 1000 })] }),
      [1],
    );
    expect(price).toMatchObject({ taxRate: '25.500', unitPriceNetMinor: 1000, unitPriceGrossMinor: 1255 });
  });

  it('leaves out products that have no price and products that do not exist', () => {
    const facts = data({}, pack({ storePriceMinor: null, internationalPriceMinor: null }));
    expect(buyerPrices(facts, [1, 2])).toEqual([]);
  });
});
