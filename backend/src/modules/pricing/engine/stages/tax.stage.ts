import type { CartQuote } from '../../pricing.port';
import type { PricedProductRow } from '../../pricing.repository';
import type { QuoteData } from '../quote-data';
import { computeTaxes, resolveTaxRate } from '../tax';
import type { CartRulesOutcome, DiscountedLine, GiftLine } from './cart-rules.stage';

export interface TaxedLine extends DiscountedLine {
  /** The product's rate for the destination, in percent. */
  taxRate: string;
  /** The line's share (goods after discounts and surcharge) of its rate's tax. */
  taxMinor: number;
}

export interface TaxOutcome {
  lines: TaxedLine[];
  /** Gifts carry their product's rate and no tax. */
  gifts: (GiftLine & { taxRate: string })[];
  /** The store's standard rate for the destination, at which shipping and the payment fee are taxed. */
  shippingTaxRate: string;
  /** The shipping's share of its rate's tax. */
  shippingTaxMinor: number;
  taxes: CartQuote['taxes'];
  taxMinor: number;
}

/**
 * The taxes of the destination country: each line at its product's tax group's rate (the store's default group
 * when it has none), the surcharge with its goods; shipping and the payment fee at the store's standard rate.
 * Each rate's tax is rounded once, on its summed net, and shared out over what it taxes.
 */
export function applyTaxes(
  cart: Pick<CartRulesOutcome, 'lines' | 'gifts'>,
  shippingNetMinor: number,
  paymentFeeNetMinor: number,
  data: Pick<QuoteData, 'taxRules' | 'store'>,
  countryCode: string | null,
): TaxOutcome {
  const { store } = data;
  const taxRateOf = (product: PricedProductRow): string =>
    resolveTaxRate(data.taxRules, product.taxRuleGroupId ?? store.defaultTaxRuleGroupId, countryCode);
  const shippingTaxRate = resolveTaxRate(data.taxRules, store.defaultTaxRuleGroupId, countryCode);
  const lineRates = cart.lines.map((line) => taxRateOf(line.product));

  const taxed = computeTaxes([
    ...cart.lines.map((line, index) => ({
      rate: lineRates[index],
      netMinor: line.netMinor - line.discountNetMinor + line.surchargeMinor,
    })),
    { rate: shippingTaxRate, netMinor: shippingNetMinor },
    { rate: shippingTaxRate, netMinor: paymentFeeNetMinor },
  ]);
  return {
    lines: cart.lines.map((line, index) => ({
      ...line,
      taxRate: lineRates[index],
      taxMinor: taxed.amountTaxes[index],
    })),
    gifts: cart.gifts.map((gift) => ({ ...gift, taxRate: taxRateOf(gift.product) })),
    shippingTaxRate,
    shippingTaxMinor: taxed.amountTaxes[cart.lines.length],
    taxes: taxed.taxes,
    taxMinor: taxed.taxMinor,
  };
}
