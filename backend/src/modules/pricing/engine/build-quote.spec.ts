import type { CarrierRow, PaymentProviderRow } from '../pricing.repository';
import { buildQuote } from './build-quote';
import { card, cartRule, context, parcel, product, quoteData as data } from './test-quote-data';

describe('a cart quote', () => {
  it('adds up goods, shipping and tax into exact totals', () => {
    const quote = buildQuote(data());

    expect(quote).toMatchObject({
      currency: 'EUR',
      itemsNetMinor: 20_000,
      shippingNetMinor: 1290,
      taxes: [{ rate: '25.500', netMinor: 21_290, taxMinor: 5429 }],
      taxMinor: 5429,
      totalGrossMinor: 21_290 + 5429,
      selectedCarrierId: 1,
    });
    expect(quote.lines).toEqual([
      {
        lineId: 7,
        productId: 1,
        quantity: '2',
        salesQuantity: '2',
        listUnitPriceNetMinor: 10_000,
        unitPriceNetMinor: 10_000,
        discountNetMinor: 0,
        surchargeCode: null,
        surchargeNetMinor: 0,
        totalNetMinor: 20_000,
        taxRate: '25.500',
        taxMinor: 5100,
        isGift: false,
        appliedRules: [],
      },
    ]);
    expect(quote.carriers).toEqual([
      {
        carrierId: 1,
        identifier: 'parcel',
        label: 'Paketti',
        priceNetMinor: 1290,
        dangerousGoodsSurchargeMinor: 0,
        taxMinor: 329,
      },
    ]);
    expect(quote.paymentOptions).toEqual([
      {
        paymentProviderId: 1,
        identifier: 'card',
        gateway: 'card',
        label: 'Card',
        description: '',
        feeNetMinor: 0,
      },
    ]);
  });

  it('charges the recycling surcharge per unit as its own amount, taxed like the product', () => {
    const withFee = product({ surchargeCode: 'SER', storeSurchargeMinor: '35' });
    const quote = buildQuote(data({ products: new Map([[1, withFee]]), carriers: [] }));

    expect(quote.lines[0]).toMatchObject({
      surchargeCode: 'SER',
      surchargeNetMinor: 70,
      totalNetMinor: 20_000,
    });
    expect(quote.surchargeNetMinor).toBe(70);
    expect(quote.taxes).toEqual([{ rate: '25.500', netMinor: 20_070, taxMinor: 5118 }]);
    expect(quote.totalGrossMinor).toBe(20_070 + 5118);
  });

  it('prices a line ordered in boxes by the units it holds', () => {
    const boxed = product({ unitFactors: { '1': '1', '5': '12' } });
    const quote = buildQuote(
      data({
        products: new Map([[1, boxed]]),
        lines: [{ lineId: 7, productId: 1, quantity: '2', unitDefinitionId: 5 }],
        carriers: [],
      }),
    );

    // Each box holds 12 of the sales unit: a box costs 12 × 100,00 and two boxes 24 × 100,00.
    expect(quote.lines[0]).toMatchObject({
      quantity: '2',
      salesQuantity: '24',
      listUnitPriceNetMinor: 120_000,
      unitPriceNetMinor: 120_000,
      totalNetMinor: 240_000,
    });
    expect(quote.itemsNetMinor).toBe(240_000);
  });

  it('reaches a tier price by the sales units a box holds and states it per box', () => {
    const boxed = product({ unitFactors: { '1': '1', '5': '12' } });
    const quote = buildQuote(
      data({
        products: new Map([[1, boxed]]),
        lines: [{ lineId: 7, productId: 1, quantity: '1', unitDefinitionId: 5 }],
        context: { ...context, companyId: 3 },
        agreedPrices: [
          {
            productId: 1,
            companyId: 3,
            customerGroupId: null,
            priceMinor: 9_000,
            minQuantity: '10',
            validFrom: null,
            validTo: null,
          },
        ],
        carriers: [],
      }),
    );
    // One box is 12 of the sales unit, past the tier of 10: 12 × 90,00 = 1 080,00 per box.
    expect(quote.lines[0]).toMatchObject({
      salesQuantity: '12',
      unitPriceNetMinor: 108_000,
      totalNetMinor: 108_000,
    });
  });

  it('adds the gift product of a rule as a line at no charge', () => {
    const gift = product({ id: 99, storePriceMinor: '1500' });
    const quote = buildQuote(
      data({
        products: new Map([
          [1, product()],
          [99, gift],
        ]),
        cartPriceRules: [cartRule({ name: 'Gift', actions: [{ type: 'gift_product', productId: 99 }] })],
      }),
    );

    expect(quote.lines[1]).toMatchObject({
      lineId: null,
      productId: 99,
      quantity: '1',
      salesQuantity: '1',
      listUnitPriceNetMinor: 1500,
      unitPriceNetMinor: 0,
      totalNetMinor: 0,
      taxMinor: 0,
      isGift: true,
      appliedRules: ['Gift'],
    });
    expect(quote.itemsNetMinor).toBe(20_000);
  });

  it('leaves out lines whose product is gone or has no price anywhere', () => {
    const unpriced = product({ id: 2, storePriceMinor: null, internationalPriceMinor: null });
    const quote = buildQuote(
      data({
        products: new Map([
          [1, product()],
          [2, unpriced],
        ]),
        lines: [
          { lineId: 7, productId: 1, quantity: '1', unitDefinitionId: 1 },
          { lineId: 8, productId: 2, quantity: '1', unitDefinitionId: 1 },
          { lineId: 9, productId: 3, quantity: '1', unitDefinitionId: 1 },
        ],
      }),
    );

    expect(quote.lines.map((line) => line.lineId)).toEqual([7]);
  });

  it('names the discount of each applied cart rule in the shopper’s language', () => {
    const quote = buildQuote(
      data({
        cartPriceRules: [
          cartRule({
            name: 'Wholesale',
            labels: { fi: 'Tukkualennus 3 %', en: 'Wholesale 3 %' },
            actions: [{ type: 'discount_percent', percent: '3' }],
          }),
        ],
      }),
    );

    expect(quote.appliedRules).toEqual([
      { name: 'Wholesale', label: 'Tukkualennus 3 %', discountNetMinor: 600 },
    ]);
    expect(quote.lines[0]).toMatchObject({ discountNetMinor: 600, totalNetMinor: 19_400 });
  });

  it('keeps the chosen carrier and charges the chosen payment provider’s fee', () => {
    const pallet: CarrierRow = {
      ...parcel,
      id: 2,
      identifier: 'pallet',
      position: 1,
      rules: [
        {
          name: 'all',
          priority: 0,
          conditions: [],
          actions: [{ type: 'shipping_price', amountMinor: 8900 }],
        },
      ],
    };
    const withFee: PaymentProviderRow = {
      ...card,
      rules: [
        {
          name: 'fee',
          priority: 0,
          conditions: [],
          actions: [{ type: 'addition_amount', amountMinor: 200 }],
        },
      ],
    };
    const quote = buildQuote(
      data({
        context: { ...context, carrierId: 2, paymentProviderId: 1 },
        carriers: [pallet, parcel],
        paymentProviders: [withFee],
      }),
    );

    expect(quote.carriers.map((carrier) => carrier.identifier)).toEqual(['parcel', 'pallet']);
    expect(quote).toMatchObject({ selectedCarrierId: 2, shippingNetMinor: 8900, paymentFeeNetMinor: 200 });
    expect(quote.totalGrossMinor).toBe(29_100 + quote.taxMinor);
  });
});

describe('a cart quote with a discounted set', () => {
  const setOf = (quantity: string) => ({
    name: 'fire-safety-set',
    label: 'Paloturvallisuuspaketin alennus 10 %',
    percent: '10',
    items: [{ productId: 1, quantity }],
  });
  const weekendRule = cartRule({
    name: 'weekend',
    labels: { fi: 'Viikonloppu' },
    actions: [{ type: 'discount_percent', percent: '10' }],
  });

  it('takes the set discount first, lists it with its label, and lets cart rules discount what is left', () => {
    const quote = buildQuote(
      data({ context: { ...context, setDiscount: setOf('2') }, cartPriceRules: [weekendRule] }),
    );
    // 20 000 − 10 % = 18 000, then the rule's 10 % of that.
    expect(quote.appliedRules).toEqual([
      { name: 'fire-safety-set', label: 'Paloturvallisuuspaketin alennus 10 %', discountNetMinor: 2000 },
      { name: 'weekend', label: 'Viikonloppu', discountNetMinor: 1800 },
    ]);
    expect(quote.discountNetMinor).toBe(3800);
    expect(quote.lines[0]).toMatchObject({ discountNetMinor: 3800, totalNetMinor: 16_200 });
    expect(quote.taxes[0]).toMatchObject({ netMinor: 16_200 + 1290 });
  });

  it('gives no set discount while the cart holds less than the set', () => {
    const quote = buildQuote(data({ context: { ...context, setDiscount: setOf('3') } }));
    expect(quote.discountNetMinor).toBe(0);
    expect(quote.appliedRules).toEqual([]);
  });
});
