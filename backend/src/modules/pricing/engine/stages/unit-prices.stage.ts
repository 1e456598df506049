import type { PricedProductRow } from '../../pricing.repository';
import { multiplyMinor } from '../exact-math';
import type { QuoteData } from '../quote-data';
import { convertMinor, resolveUnitPrice } from '../unit-price';
import type { CartLine } from './lines.stage';

export interface UnitPricedLine extends CartLine {
  /** The store's price per sales unit (or the international store's converted), before agreed prices. */
  listUnitPriceMinor: number;
  /** The company's or a group's agreed price, else the list price; before product price rules. */
  unitPriceMinor: number;
  /** The recycling surcharge per sales unit × the quantity. */
  surchargeMinor: number;
}

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * The recycling surcharge per sales unit: the store's own, or the international store's converted when the
 * price is converted too (none without an exchange rate).
 */
export function unitSurchargeMinor(product: PricedProductRow, exchangeRate: string | null): number {
  if (product.storePriceMinor !== null) return Number(product.storeSurchargeMinor ?? 0);
  return product.internationalSurchargeMinor !== null && exchangeRate !== null
    ? convertMinor(Number(product.internationalSurchargeMinor), exchangeRate)
    : 0;
}

/**
 * Each line's unit price for the shopper on `date` (tiers reached by the line's own quantity) and its surcharge.
 * Lines with no price in the store, nor in the international store, nor agreed, are left out.
 */
export function priceUnits(
  lines: readonly CartLine[],
  data: Pick<QuoteData, 'context' | 'exchangeRate' | 'agreedPrices'>,
  date: string,
): UnitPricedLine[] {
  return lines.flatMap((line) => {
    const { product, salesQuantity } = line;
    const unit = resolveUnitPrice({
      storePriceMinor: numberOrNull(product.storePriceMinor),
      storeTiers: product.storeTiers,
      internationalTiers: product.internationalTiers,
      internationalPriceMinor: numberOrNull(product.internationalPriceMinor),
      exchangeRate: data.exchangeRate,
      agreedPrices: data.agreedPrices.filter((price) => price.productId === product.id),
      companyId: data.context.companyId,
      customerGroupIds: data.context.customerGroupIds,
      quantity: salesQuantity,
      date,
    });
    if (!unit) return [];
    return [
      {
        ...line,
        listUnitPriceMinor: unit.listUnitPriceMinor,
        unitPriceMinor: unit.unitPriceMinor,
        surchargeMinor: multiplyMinor(unitSurchargeMinor(product, data.exchangeRate), salesQuantity),
      },
    ];
  });
}
