import type { CarrierRow } from '../../pricing.repository';
import { facts } from '../test-facts';
import { card, parcel, product, quoteData, quoteLine } from '../test-quote-data';
import type { CartRulesOutcome } from './cart-rules.stage';
import type { ShippingOutcome } from './shipping.stage';
import type { TaxOutcome } from './tax.stage';
import { quoteTotals, type QuoteStages } from './totals.stage';

const pallet: CarrierRow = { ...parcel, id: 2, identifier: 'pallet', labels: {} };

// Two lines: 200.00 € less 10.00 € with a 0.70 € surcharge, and 50.00 €; a gift; parcel chosen; a 2.00 € fee.
const lines = [
  quoteLine({ surchargeMinor: 70, discountNetMinor: 1000 }),
  quoteLine({
    input: { lineId: 8, productId: 2, quantity: '1', unitDefinitionId: 1 },
    product: product({ id: 2, surchargeCode: 'SER' }),
    salesQuantity: 1_000_000n,
    unitPriceMinor: 5000,
    netMinor: 5000,
    appliedRules: ['bulk'],
  }),
];
const gift = { product: product({ id: 99, storePriceMinor: '1500' }), ruleName: 'gift' };

const cart: CartRulesOutcome = {
  lines,
  gifts: [gift],
  freeShipping: false,
  applied: [{ name: 'r', label: 'R', discountNetMinor: 1000 }],
  vouchers: [{ code: 'SAVE', problem: null }],
  itemsNetMinor: 25_000,
  discountNetMinor: 1000,
  factsAfterDiscounts: facts({ amountMinor: 24_000 }),
};
const parcelPrice = { carrierId: 1, priceNetMinor: 1290, dangerousGoodsSurchargeMinor: 0 };
const palletPrice = { carrierId: 2, priceNetMinor: 8900, dangerousGoodsSurchargeMinor: 0 };
const shipping: ShippingOutcome = {
  prices: [parcelPrice, palletPrice],
  selected: parcelPrice,
  shippingNetMinor: 1290,
};
// The selected carrier's share of the rate's tax (330) differs on purpose from 25.5 % of its price alone (329).
const taxed: TaxOutcome = {
  lines: [
    { ...lines[0], taxRate: '25.500', taxMinor: 4863 },
    { ...lines[1], taxRate: '14.000', taxMinor: 700 },
  ],
  gifts: [{ ...gift, taxRate: '25.500' }],
  shippingTaxRate: '25.500',
  shippingTaxMinor: 330,
  taxes: [
    { rate: '25.500', netMinor: 20_560, taxMinor: 5243 },
    { rate: '14.000', netMinor: 5000, taxMinor: 700 },
  ],
  taxMinor: 5943,
};
const stages: QuoteStages = {
  cart,
  shipping,
  payment: { fees: [{ paymentProviderId: 1, feeNetMinor: 200 }], feeNetMinor: 200 },
  taxed,
};
const data = quoteData({
  carriers: [parcel, pallet],
  paymentProviders: [{ ...card, descriptions: { fi: 'Kortti' } }],
});

describe('the totals of a quote', () => {
  it('adds items less discount, surcharges, shipping and the fee into the net, and the tax into the gross', () => {
    const quote = quoteTotals(data, stages);
    expect(quote).toMatchObject({
      currency: 'EUR',
      itemsNetMinor: 25_000,
      discountNetMinor: 1000,
      surchargeNetMinor: 70,
      shippingNetMinor: 1290,
      paymentFeeNetMinor: 200,
      taxMinor: 5943,
      totalGrossMinor: 25_000 - 1000 + 70 + 1290 + 200 + 5943,
      selectedCarrierId: 1,
      freeShipping: false,
      vouchers: [{ code: 'SAVE', problem: null }],
      appliedRules: [{ name: 'r', label: 'R', discountNetMinor: 1000 }],
    });
    expect(quote.taxes).toBe(taxed.taxes);
  });

  it('lists the lines net of their discount without the surcharge, then the gifts at no charge', () => {
    expect(quoteTotals(data, stages).lines).toEqual([
      {
        lineId: 7,
        productId: 1,
        quantity: '2',
        salesQuantity: '2',
        listUnitPriceNetMinor: 10_000,
        unitPriceNetMinor: 10_000,
        discountNetMinor: 1000,
        surchargeCode: null,
        surchargeNetMinor: 70,
        totalNetMinor: 19_000,
        taxRate: '25.500',
        taxMinor: 4863,
        isGift: false,
        appliedRules: [],
      },
      {
        lineId: 8,
        productId: 2,
        quantity: '1',
        salesQuantity: '1',
        listUnitPriceNetMinor: 10_000,
        unitPriceNetMinor: 5000,
        discountNetMinor: 0,
        surchargeCode: 'SER',
        surchargeNetMinor: 0,
        totalNetMinor: 5000,
        taxRate: '14.000',
        taxMinor: 700,
        isGift: false,
        appliedRules: ['bulk'],
      },
      {
        lineId: null,
        productId: 99,
        quantity: '1',
        salesQuantity: '1',
        listUnitPriceNetMinor: 1500,
        unitPriceNetMinor: 0,
        discountNetMinor: 0,
        surchargeCode: null,
        surchargeNetMinor: 0,
        totalNetMinor: 0,
        taxRate: '25.500',
        taxMinor: 0,
        isGift: true,
        appliedRules: ['gift'],
      },
    ]);
  });

  it("gives the selected carrier its share of the tax and the others the tax of their price, in the shopper's language", () => {
    expect(quoteTotals(data, stages).carriers).toEqual([
      {
        carrierId: 1,
        identifier: 'parcel',
        label: 'Paketti',
        priceNetMinor: 1290,
        dangerousGoodsSurchargeMinor: 0,
        taxMinor: 330,
      },
      {
        carrierId: 2,
        identifier: 'pallet',
        label: 'pallet',
        priceNetMinor: 8900,
        dangerousGoodsSurchargeMinor: 0,
        taxMinor: 2270,
      },
    ]);
  });

  it("names the payment options in the shopper's language", () => {
    expect(quoteTotals(data, stages).paymentOptions).toEqual([
      {
        paymentProviderId: 1,
        identifier: 'card',
        gateway: 'card',
        label: 'Card',
        description: 'Kortti',
        feeNetMinor: 200,
      },
    ]);
  });

  it('selects no carrier when none may take the cart', () => {
    const none = { ...stages, shipping: { prices: [], selected: null, shippingNetMinor: 0 } };
    expect(quoteTotals(data, none)).toMatchObject({ selectedCarrierId: null, carriers: [] });
  });
});
