import type { CartQuote } from '../pricing.port';
import type { QuoteData } from './quote-data';
import { applyCartRules } from './stages/cart-rules.stage';
import { cartLines } from './stages/lines.stage';
import { quotePayment } from './stages/payment.stage';
import { applyPriceRules } from './stages/price-rules.stage';
import { quoteScope } from './stages/quote-scope';
import { quoteShipping } from './stages/shipping.stage';
import { applyTaxes } from './stages/tax.stage';
import { quoteTotals } from './stages/totals.stage';
import { priceUnits } from './stages/unit-prices.stage';

/**
 * A cart's prices, discounts, carriers, payment options and taxes (see pricing.port.ts), stage by stage. Lines
 * whose product no longer exists or has no price in the store (nor in the international store) are left out;
 * the caller matches lines by `lineId`.
 */
export function buildQuote(data: QuoteData): CartQuote {
  const scope = quoteScope(data);
  const lines = cartLines(data);
  const unitPriced = priceUnits(lines, data, scope.date);
  const ruled = applyPriceRules(unitPriced, data.productPriceRules, scope.facts);
  const cart = applyCartRules(ruled, data, scope.facts);
  const shipping = quoteShipping(cart, data);
  const payment = quotePayment(cart, shipping.shippingNetMinor, data);
  const taxed = applyTaxes(cart, shipping.shippingNetMinor, payment.feeNetMinor, data, scope.countryCode);
  return quoteTotals(data, { cart, shipping, payment, taxed });
}
