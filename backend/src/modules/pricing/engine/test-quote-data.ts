import type { PricingContext } from '../pricing.port';
import type {
  CarrierRow,
  PaymentProviderRow,
  PricedProductRow,
  RuleRow,
  VoucherRow,
} from '../pricing.repository';
import type { QuoteData } from './quote-data';
import type { DiscountedLine } from './stages/cart-rules.stage';

/** The quote tables' product: 100.00 € in store 1, one piece per sales unit, 1 kg, the store's tax group. */
export const product = (overrides: Partial<PricedProductRow> = {}): PricedProductRow => ({
  id: 1,
  categoryId: 10,
  surchargeCode: null,
  unNumber: null,
  grossWeight: '1',
  taxRuleGroupId: null,
  salesUnitId: 1,
  storePriceMinor: '10000',
  storeSurchargeMinor: '0',
  internationalPriceMinor: '10000',
  internationalSurchargeMinor: '0',
  unitFactors: { '1': '1' },
  ...overrides,
});

/** A carrier that takes everything but lithium batteries for 12.90 €. */
export const parcel: CarrierRow = {
  id: 1,
  identifier: 'parcel',
  labels: { en: 'Parcel', fi: 'Paketti' },
  acceptsDangerousGoods: false,
  refusedUnNumbers: [],
  dangerousGoodsSurchargeMinor: '0',
  position: 0,
  rules: [
    { name: 'all', priority: 0, conditions: [], actions: [{ type: 'shipping_price', amountMinor: 1290 }] },
  ],
};

export const card: PaymentProviderRow = {
  id: 1,
  identifier: 'card',
  gateway: 'card',
  labels: { en: 'Card' },
  descriptions: {},
  position: 0,
  rules: [],
};

export const cartRule = (overrides: Partial<RuleRow>): RuleRow => ({
  id: 1,
  name: 'rule',
  labels: {},
  isVoucherRule: false,
  priority: 0,
  stopPropagation: false,
  conditions: [],
  actions: [],
  ...overrides,
});

/** The code `Save10` of cart rule 10, active, never used, without limits. */
export const voucher = (overrides: Partial<VoucherRow> = {}): VoucherRow => ({
  id: 1,
  code: 'Save10',
  ruleId: 10,
  ruleActive: true,
  usageLimit: null,
  perCustomerLimit: null,
  usedCount: 0,
  customerUses: 0,
  ...overrides,
});

/** A guest in Finland on 22 November 2026, no codes, no carrier or payment chosen. */
export const context: PricingContext = {
  storeId: 1,
  customerId: null,
  companyId: null,
  customerGroupIds: [],
  shippingCountry: 'FI',
  shippingPostcode: null,
  voucherCodes: [],
  carrierId: null,
  paymentProviderId: null,
  at: new Date('2026-11-22T10:00:00Z'),
};

/** Two of `product()` in the Finnish store (25.5 % VAT), the parcel carrier and card payment. */
export function quoteData(overrides: Partial<QuoteData> = {}): QuoteData {
  const products = [product()];
  return {
    context,
    lines: [{ lineId: 7, productId: 1, quantity: '2', unitDefinitionId: 1 }],
    locale: 'fi',
    store: {
      id: 1,
      code: 'fi',
      currency: 'EUR',
      country: 'FI',
      defaultTaxRuleGroupId: 1,
      pricesIncludeTax: false,
    },
    exchangeRate: '1',
    country: { isoCode: 'FI', zoneId: 1 },
    products: new Map(products.map((row) => [row.id, row])),
    categoryChains: new Map([[10, [10, 1]]]),
    agreedPrices: [],
    productPriceRules: [],
    cartPriceRules: [],
    vouchers: [],
    taxRules: [
      { groupId: 1, countryCode: 'FI', stateCode: null, rate: '25.500', behavior: 'only_this', position: 0 },
    ],
    carriers: [parcel],
    paymentProviders: [card],
    invoicePaymentAllowed: false,
    ...overrides,
  };
}

/**
 * A line as the later stages see it (it fits every stage's line type): two of `product()` at 100.00 €, no
 * rule, no discount. Overrides must stay consistent (`netMinor` is not recomputed).
 */
export function quoteLine(overrides: Partial<DiscountedLine> = {}): DiscountedLine {
  return {
    input: { lineId: 7, productId: 1, quantity: '2', unitDefinitionId: 1 },
    product: product(),
    salesQuantity: 2_000_000n,
    productSalesQuantity: 2_000_000n,
    categoryIds: [10, 1],
    listUnitPriceMinor: 10_000,
    unitPriceMinor: 10_000,
    surchargeMinor: 0,
    netMinor: 20_000,
    appliedRules: [],
    discountNetMinor: 0,
    ...overrides,
  };
}
