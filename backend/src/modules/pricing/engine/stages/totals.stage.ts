import { localisedLabel } from '../../../../common/text/localised-labels';
import type { CarrierQuote, CartQuote, PaymentOption, PricedLine } from '../../pricing.port';
import { divideRounded, fromScaled, percentOf, toScaled } from '../exact-math';
import type { QuoteData } from '../quote-data';
import type { CartRulesOutcome } from './cart-rules.stage';
import type { PaymentOutcome } from './payment.stage';
import type { ShippingOutcome } from './shipping.stage';
import type { TaxOutcome } from './tax.stage';

export interface QuoteStages {
  cart: CartRulesOutcome;
  shipping: ShippingOutcome;
  payment: PaymentOutcome;
  taxed: TaxOutcome;
}

/**
 * A price per sales unit as the price of one of the line's own unit (a box of 20 packs costs 20 × the pack's
 * price): the line's sales quantity over its quantity times the price, rounded to whole minor units.
 */
function inLineUnit(perSalesUnitMinor: number, salesQuantity: bigint, quantity: string): number {
  const quantityScaled = toScaled(quantity);
  if (quantityScaled === salesQuantity || quantityScaled === 0n) return perSalesUnitMinor;
  return Number(divideRounded(BigInt(perSalesUnitMinor) * salesQuantity, quantityScaled));
}

/** The priced lines in the cart's order, then the gifts at no charge. */
export function pricedLines(taxed: Pick<TaxOutcome, 'lines' | 'gifts'>): PricedLine[] {
  return [
    ...taxed.lines.map((line) => ({
      lineId: line.input.lineId,
      productId: line.product.id,
      quantity: line.input.quantity,
      salesQuantity: fromScaled(line.salesQuantity),
      listUnitPriceNetMinor: inLineUnit(line.listUnitPriceMinor, line.salesQuantity, line.input.quantity),
      unitPriceNetMinor: inLineUnit(line.unitPriceMinor, line.salesQuantity, line.input.quantity),
      discountNetMinor: line.discountNetMinor,
      surchargeCode: line.product.surchargeCode,
      surchargeNetMinor: line.surchargeMinor,
      totalNetMinor: line.netMinor - line.discountNetMinor,
      taxRate: line.taxRate,
      taxMinor: line.taxMinor,
      isGift: false,
      appliedRules: line.appliedRules,
    })),
    ...taxed.gifts.map(({ product, ruleName, taxRate }) => ({
      lineId: null,
      productId: product.id,
      quantity: '1',
      salesQuantity: '1',
      listUnitPriceNetMinor: Number(product.storePriceMinor ?? 0),
      unitPriceNetMinor: 0,
      discountNetMinor: 0,
      surchargeCode: null,
      surchargeNetMinor: 0,
      totalNetMinor: 0,
      taxRate,
      taxMinor: 0,
      isGift: true,
      appliedRules: [ruleName],
    })),
  ];
}

/**
 * The carriers as the shopper sees them. The selected one carries its share of the quote's tax; the others the
 * tax they would add at the shipping rate.
 */
export function carrierQuotes(
  shipping: ShippingOutcome,
  taxed: Pick<TaxOutcome, 'shippingTaxRate' | 'shippingTaxMinor'>,
  data: Pick<QuoteData, 'carriers' | 'locale'>,
): CarrierQuote[] {
  return shipping.prices.map((price) => {
    const carrier = data.carriers.find((candidate) => candidate.id === price.carrierId)!;
    return {
      carrierId: carrier.id,
      identifier: carrier.identifier,
      label: localisedLabel(carrier.labels, data.locale, carrier.identifier),
      priceNetMinor: price.priceNetMinor,
      dangerousGoodsSurchargeMinor: price.dangerousGoodsSurchargeMinor,
      taxMinor:
        price === shipping.selected
          ? taxed.shippingTaxMinor
          : percentOf(price.priceNetMinor, taxed.shippingTaxRate),
    };
  });
}

/** The payment providers offered, as the shopper sees them. */
export function paymentOptions(
  payment: PaymentOutcome,
  data: Pick<QuoteData, 'paymentProviders' | 'locale'>,
): PaymentOption[] {
  return payment.fees.map((fee) => {
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
}

/**
 * The quote: net = items − discount + surcharges + shipping + payment fee; gross = net + tax.
 */
export function quoteTotals(
  data: Pick<QuoteData, 'store' | 'carriers' | 'paymentProviders' | 'locale'>,
  { cart, shipping, payment, taxed }: QuoteStages,
): CartQuote {
  const surchargeNetMinor = cart.lines.reduce((sum, line) => sum + line.surchargeMinor, 0);
  const netMinor =
    cart.itemsNetMinor -
    cart.discountNetMinor +
    surchargeNetMinor +
    shipping.shippingNetMinor +
    payment.feeNetMinor;
  return {
    currency: data.store.currency,
    lines: pricedLines(taxed),
    itemsNetMinor: cart.itemsNetMinor,
    surchargeNetMinor,
    discountNetMinor: cart.discountNetMinor,
    shippingNetMinor: shipping.shippingNetMinor,
    paymentFeeNetMinor: payment.feeNetMinor,
    taxes: taxed.taxes,
    taxMinor: taxed.taxMinor,
    totalGrossMinor: netMinor + taxed.taxMinor,
    freeShipping: cart.freeShipping,
    carriers: carrierQuotes(shipping, taxed, data),
    selectedCarrierId: shipping.selected?.carrierId ?? null,
    paymentOptions: paymentOptions(payment, data),
    vouchers: cart.vouchers,
    appliedRules: cart.applied,
  };
}
