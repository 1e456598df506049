import type {
  CarrierQuote,
  CartQuote,
  PaymentOption,
  PricedLine,
  PricingContext,
  PricingLineInput,
  VoucherOutcome,
} from '../pricing.port';
import { localisedLabel } from '../../../common/text/localised-labels';
import type {
  CarrierRow,
  PaymentProviderRow,
  PricedProductRow,
  PricingStoreRow,
  RuleRow,
  VoucherRow,
} from '../pricing.repository';
import { applyCartPriceRules, type CartRule } from './cart-price-rules';
import { applySetDiscount } from './set-discount';
import { divideRounded, multiplyMinor, percentOf, SCALE, toScaled } from './exact-math';
import { availablePaymentProviders } from './payment-options';
import { applyProductPriceRules } from './product-price-rules';
import type { RuleFacts } from './rule-conditions';
import { dangerousUnNumbers, quoteCarrierPrices } from './shipping';
import { computeTaxes, resolveTaxRate, type TaxRuleRow } from './tax';
import { convertMinor, resolveUnitPrice, type AgreedPrice } from './unit-price';
import { distinctCodes, voucherProblem } from './vouchers';

/** Everything a quote is computed from, read fresh for each quote. */
export interface QuoteData {
  context: PricingContext;
  lines: readonly PricingLineInput[];
  locale: string;
  store: PricingStoreRow;
  /** Units of the store's currency per unit of the international store's; null when there is no rate. */
  exchangeRate: string | null;
  /** The destination: the shipping country, else the store's country. */
  country: { isoCode: string; zoneId: number | null } | null;
  /** The cart's products and the gift products of the cart price rules. */
  products: ReadonlyMap<number, PricedProductRow>;
  categoryChains: ReadonlyMap<number, number[]>;
  agreedPrices: readonly (AgreedPrice & { productId: number })[];
  productPriceRules: readonly RuleRow[];
  cartPriceRules: readonly RuleRow[];
  vouchers: readonly VoucherRow[];
  taxRules: readonly TaxRuleRow[];
  carriers: readonly CarrierRow[];
  paymentProviders: readonly PaymentProviderRow[];
  invoicePaymentAllowed: boolean;
}

interface WorkingLine {
  input: PricingLineInput;
  product: PricedProductRow;
  /** The quantity in the product's sales unit (prices are per sales unit), in millionths. */
  salesQuantity: bigint;
  listUnitPriceMinor: number;
  unitPriceMinor: number;
  netMinor: number;
  surchargeMinor: number;
  taxRate: string;
  appliedRules: string[];
}

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** The day in UTC, as rules' timespans and agreed prices' validity compare it. */
export function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The line's quantity in the product's sales unit, by the units' conversion factors (1:1 when unknown). */
export function salesQuantity(product: PricedProductRow, unitDefinitionId: number, quantity: string): bigint {
  const scaled = toScaled(quantity);
  const unitFactor = product.unitFactors[String(unitDefinitionId)];
  const salesFactor = product.unitFactors[String(product.salesUnitId)];
  if (!unitFactor || !salesFactor || unitDefinitionId === product.salesUnitId) return scaled;
  return divideRounded(scaled * toScaled(unitFactor), toScaled(salesFactor));
}

/**
 * A cart's prices, discounts, carriers, payment options and taxes (see pricing.port.ts). Lines whose product no
 * longer exists or has no price in the store (nor in the international store) are left out; the caller matches
 * lines by `lineId`.
 */
export function buildQuote(data: QuoteData): CartQuote {
  const { context, store } = data;
  const date = isoDate(context.at ?? new Date());
  const countryCode = data.country?.isoCode ?? context.shippingCountry?.toUpperCase() ?? store.country;
  const baseFacts: RuleFacts = {
    storeId: store.id,
    customerGroupIds: context.customerGroupIds,
    companyId: context.companyId,
    countryCode,
    zoneId: data.country?.zoneId ?? null,
    postcode: context.shippingPostcode,
    amountMinor: 0,
    quantity: 0n,
    weightKg: 0n,
    productIds: [],
    categoryIds: [],
    date,
    hasVoucher: false,
  };
  const categoriesOf = (product: PricedProductRow): number[] =>
    data.categoryChains.get(product.categoryId) ?? [product.categoryId];
  const taxRateOf = (product: PricedProductRow): string =>
    resolveTaxRate(data.taxRules, product.taxRuleGroupId ?? store.defaultTaxRuleGroupId, countryCode);

  const known = data.lines.flatMap((input) => {
    const product = data.products.get(input.productId);
    return product
      ? [{ input, product, salesQuantity: salesQuantity(product, input.unitDefinitionId, input.quantity) }]
      : [];
  });
  const quantityOfProduct = new Map<number, bigint>();
  for (const line of known) {
    quantityOfProduct.set(
      line.product.id,
      (quantityOfProduct.get(line.product.id) ?? 0n) + line.salesQuantity,
    );
  }

  const lines: WorkingLine[] = known.flatMap(({ input, product, salesQuantity: quantity }) => {
    const converted = product.storePriceMinor === null;
    const unit = resolveUnitPrice({
      storePriceMinor: numberOrNull(product.storePriceMinor),
      internationalPriceMinor: numberOrNull(product.internationalPriceMinor),
      exchangeRate: data.exchangeRate,
      agreedPrices: data.agreedPrices.filter((price) => price.productId === product.id),
      companyId: context.companyId,
      customerGroupIds: context.customerGroupIds,
      quantity,
      date,
    });
    if (!unit) return [];
    const ruled = applyProductPriceRules(unit.unitPriceMinor, data.productPriceRules, {
      ...baseFacts,
      quantity: quantityOfProduct.get(product.id) ?? quantity,
      productIds: [product.id],
      categoryIds: categoriesOf(product),
    });
    const surchargeUnitMinor = converted
      ? product.internationalSurchargeMinor !== null && data.exchangeRate !== null
        ? convertMinor(Number(product.internationalSurchargeMinor), data.exchangeRate)
        : 0
      : Number(product.storeSurchargeMinor ?? 0);
    return [
      {
        input,
        product,
        salesQuantity: quantity,
        listUnitPriceMinor: unit.listUnitPriceMinor,
        unitPriceMinor: ruled.unitPriceMinor,
        netMinor: multiplyMinor(ruled.unitPriceMinor, quantity),
        surchargeMinor: multiplyMinor(surchargeUnitMinor, quantity),
        taxRate: taxRateOf(product),
        appliedRules: ruled.appliedRules,
      },
    ];
  });

  const itemsNetMinor = lines.reduce((sum, line) => sum + line.netMinor, 0);
  const cartFacts: RuleFacts = {
    ...baseFacts,
    amountMinor: itemsNetMinor,
    quantity: lines.reduce((sum, line) => sum + line.salesQuantity, 0n),
    weightKg: lines.reduce(
      (sum, line) =>
        sum +
        (line.product.grossWeight ? (toScaled(line.product.grossWeight) * line.salesQuantity) / SCALE : 0n),
      0n,
    ),
    productIds: [...new Set(lines.map((line) => line.product.id))],
    categoryIds: [...new Set(lines.flatMap((line) => categoriesOf(line.product)))],
  };

  const activeCartRules = new Map(data.cartPriceRules.map((rule) => [rule.id, rule]));
  const usableRuleIds = new Set<number>();
  const vouchers: VoucherOutcome[] = distinctCodes(context.voucherCodes).map((code) => {
    const voucher = data.vouchers.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
    const rule = voucher ? activeCartRules.get(voucher.ruleId) : undefined;
    const problem = voucherProblem(voucher, rule?.conditions, cartFacts);
    if (problem === null && rule) usableRuleIds.add(rule.id);
    return { code: voucher?.code ?? code, problem };
  });

  const cartRules: CartRule[] = data.cartPriceRules.map((rule) => ({
    ...rule,
    label: localisedLabel(rule.labels, data.locale, rule.name),
    hasUsableVoucher: usableRuleIds.has(rule.id),
  }));
  // A recorded set's discount comes first; cart price rules then take their share of what is left.
  const setOutcome = applySetDiscount(
    lines.map((line) => ({
      productId: line.product.id,
      salesQuantity: line.salesQuantity,
      unitPriceMinor: line.unitPriceMinor,
    })),
    context.setDiscount,
  );
  const ruleOutcome = applyCartPriceRules(
    lines.map((line, index) => line.netMinor - setOutcome.lineDiscounts[index]),
    cartRules,
    cartFacts,
  );
  const outcome =
    setOutcome.discountNetMinor > 0 && context.setDiscount
      ? {
          ...ruleOutcome,
          lineDiscounts: ruleOutcome.lineDiscounts.map(
            (discount, index) => discount + setOutcome.lineDiscounts[index],
          ),
          applied: [
            {
              name: context.setDiscount.name,
              label: context.setDiscount.label,
              discountNetMinor: setOutcome.discountNetMinor,
            },
            ...ruleOutcome.applied,
          ],
        }
      : ruleOutcome;

  const gifts = outcome.giftProductIds.flatMap(({ productId, ruleName }) => {
    const product = data.products.get(productId);
    return product ? [{ product, ruleName }] : [];
  });

  const discountNetMinor = outcome.lineDiscounts.reduce((sum, discount) => sum + discount, 0);
  const surchargeNetMinor = lines.reduce((sum, line) => sum + line.surchargeMinor, 0);
  const goodsNetMinor = itemsNetMinor - discountNetMinor;
  // Cart price rules compare the goods' value before their own discounts; shipping and payment rules compare
  // what the goods cost after them (free freight from 500 € means 500 € actually paid). Surcharges never count.
  const afterDiscountFacts: RuleFacts = { ...cartFacts, amountMinor: goodsNetMinor };

  const cartUnNumbers = dangerousUnNumbers([
    ...lines.map((line) => line.product.unNumber),
    ...gifts.map((gift) => gift.product.unNumber),
  ]);
  const carrierPrices = quoteCarrierPrices(
    data.carriers.map((carrier) => ({
      carrierId: carrier.id,
      acceptsDangerousGoods: carrier.acceptsDangerousGoods,
      refusedUnNumbers: carrier.refusedUnNumbers,
      dangerousGoodsSurchargeMinor: Number(carrier.dangerousGoodsSurchargeMinor),
      position: carrier.position,
      rules: carrier.rules,
    })),
    afterDiscountFacts,
    cartUnNumbers,
    outcome.freeShipping,
  );
  const selectedCarrier =
    carrierPrices.find((carrier) => carrier.carrierId === context.carrierId) ?? carrierPrices[0] ?? null;
  const shippingNetMinor = selectedCarrier?.priceNetMinor ?? 0;
  const shippingTaxRate = resolveTaxRate(data.taxRules, store.defaultTaxRuleGroupId, countryCode);

  const fees = availablePaymentProviders(
    data.paymentProviders.map((provider) => ({
      paymentProviderId: provider.id,
      gateway: provider.gateway,
      position: provider.position,
      rules: provider.rules,
    })),
    afterDiscountFacts,
    goodsNetMinor + surchargeNetMinor + shippingNetMinor,
    context.companyId !== null && data.invoicePaymentAllowed,
  );
  const paymentFeeNetMinor =
    fees.find((fee) => fee.paymentProviderId === context.paymentProviderId)?.feeNetMinor ?? 0;

  // Shipping and the payment fee are taxed at the store's standard rate for the destination.
  const taxed = computeTaxes([
    ...lines.map((line, index) => ({
      rate: line.taxRate,
      netMinor: line.netMinor - outcome.lineDiscounts[index] + line.surchargeMinor,
    })),
    { rate: shippingTaxRate, netMinor: shippingNetMinor },
    { rate: shippingTaxRate, netMinor: paymentFeeNetMinor },
  ]);
  const shippingTaxMinor = taxed.amountTaxes[lines.length];

  const pricedLines: PricedLine[] = [
    ...lines.map((line, index) => ({
      lineId: line.input.lineId,
      productId: line.product.id,
      quantity: line.input.quantity,
      listUnitPriceNetMinor: line.listUnitPriceMinor,
      unitPriceNetMinor: line.unitPriceMinor,
      discountNetMinor: outcome.lineDiscounts[index],
      surchargeCode: line.product.surchargeCode,
      surchargeNetMinor: line.surchargeMinor,
      totalNetMinor: line.netMinor - outcome.lineDiscounts[index],
      taxRate: line.taxRate,
      taxMinor: taxed.amountTaxes[index],
      isGift: false,
      appliedRules: line.appliedRules,
    })),
    ...gifts.map(({ product, ruleName }) => ({
      lineId: null,
      productId: product.id,
      quantity: '1',
      listUnitPriceNetMinor: Number(product.storePriceMinor ?? 0),
      unitPriceNetMinor: 0,
      discountNetMinor: 0,
      surchargeCode: null,
      surchargeNetMinor: 0,
      totalNetMinor: 0,
      taxRate: taxRateOf(product),
      taxMinor: 0,
      isGift: true,
      appliedRules: [ruleName],
    })),
  ];

  const carriers: CarrierQuote[] = carrierPrices.map((price) => {
    const carrier = data.carriers.find((candidate) => candidate.id === price.carrierId)!;
    return {
      carrierId: carrier.id,
      identifier: carrier.identifier,
      label: localisedLabel(carrier.labels, data.locale, carrier.identifier),
      priceNetMinor: price.priceNetMinor,
      dangerousGoodsSurchargeMinor: price.dangerousGoodsSurchargeMinor,
      taxMinor:
        price === selectedCarrier ? shippingTaxMinor : percentOf(price.priceNetMinor, shippingTaxRate),
    };
  });

  const paymentOptions: PaymentOption[] = fees.map((fee) => {
    const provider = data.paymentProviders.find((candidate) => candidate.id === fee.paymentProviderId)!;
    return {
      paymentProviderId: provider.id,
      identifier: provider.identifier,
      gateway: provider.gateway,
      label: localisedLabel(provider.labels, data.locale, provider.identifier),
      description: localisedLabel(provider.descriptions, data.locale, ''),
      feeNetMinor: fee.feeNetMinor,
    };
  });

  const netMinor = goodsNetMinor + surchargeNetMinor + shippingNetMinor + paymentFeeNetMinor;
  return {
    currency: store.currency,
    lines: pricedLines,
    itemsNetMinor,
    surchargeNetMinor,
    discountNetMinor,
    shippingNetMinor,
    paymentFeeNetMinor,
    taxes: taxed.taxes,
    taxMinor: taxed.taxMinor,
    totalGrossMinor: netMinor + taxed.taxMinor,
    freeShipping: outcome.freeShipping,
    carriers,
    selectedCarrierId: selectedCarrier?.carrierId ?? null,
    paymentOptions,
    vouchers,
    appliedRules: outcome.applied,
  };
}
