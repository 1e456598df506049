import type { PricedProductRow } from '../pricing.repository';
import { fromScaled, percentOf, toScaled } from './exact-math';
import type { QuoteData } from './quote-data';
import { cartLines } from './stages/lines.stage';
import { applyPriceRules } from './stages/price-rules.stage';
import { quoteScope } from './stages/quote-scope';
import { priceUnits, unitSurchargeMinor } from './stages/unit-prices.stage';
import { resolveTaxRate } from './tax';

/** A product as its shown price needs it: what the cart prices it by, and what a page shows beside the price. */
export interface PriceListProductRow extends PricedProductRow {
  /** In sales units, a decimal string: the quantity a buyer adds first, so the price shown is the one paid. */
  minimumOrderQuantity: string;
  /** The store's recommended (retail) price, net; null when none. */
  recommendedPriceMinor: string | null;
}

/** What the shown prices of a page are computed from: the cart's quote data without lines, carriers or vouchers. */
export type BuyerPriceData = Pick<
  QuoteData,
  | 'context'
  | 'store'
  | 'exchangeRate'
  | 'country'
  | 'categoryChains'
  | 'agreedPrices'
  | 'productPriceRules'
  | 'taxRules'
> & { products: ReadonlyMap<number, PriceListProductRow> };

export interface PriceTier {
  /** In sales units, a decimal string. */
  minQuantity: string;
  unitPriceNetMinor: number;
  unitPriceGrossMinor: number;
}

/** One product's price for the shopper, net and with tax, as the cart would charge it per sales unit. */
export interface BuyerPrice {
  productId: number;
  /** At the minimum order quantity: the first tier. */
  unitPriceNetMinor: number;
  unitPriceGrossMinor: number;
  /** The store's price (or the international store's converted) before agreed prices and rules. */
  listUnitPriceNetMinor: number;
  listUnitPriceGrossMinor: number;
  recommendedPriceNetMinor: number | null;
  recommendedPriceGrossMinor: number | null;
  /** The recycling surcharge per sales unit, net (charged on top, not discounted); 0 when none. */
  surchargeNetMinor: number;
  /** Percent with three decimals, e.g. '25.500'. */
  taxRate: string;
  /** The unit price from each quantity where it changes, the first at the minimum order quantity. */
  tiers: PriceTier[];
}

/** The quantities (sales units, millionths) above the minimum where a list-price break, an agreed price or a product rule may change the price. */
function breakpoints(
  product: PriceListProductRow,
  data: BuyerPriceData,
  minimum: bigint,
  date: string,
): bigint[] {
  const { companyId, customerGroupIds } = data.context;
  const agreed = data.agreedPrices
    .filter(
      (price) =>
        price.productId === product.id &&
        (price.companyId === null ? true : price.companyId === companyId) &&
        (price.customerGroupId === null || customerGroupIds.includes(price.customerGroupId)) &&
        (price.validFrom === null || price.validFrom <= date) &&
        (price.validTo === null || price.validTo >= date),
    )
    .map((price) => toScaled(price.minQuantity));
  const listed = [...(product.storeTiers ?? []), ...(product.internationalTiers ?? [])].map((tier) =>
    toScaled(tier.minQuantity),
  );
  const ruled = data.productPriceRules.flatMap((rule) =>
    rule.conditions.flatMap((condition) =>
      condition.type === 'quantity' && condition.min !== undefined ? [toScaled(condition.min)] : [],
    ),
  );
  return [
    ...new Set([minimum, ...agreed, ...listed, ...ruled].filter((quantity) => quantity >= minimum)),
  ].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The unit price each product costs the shopper, as the cart's unit-price and product-rule stages compute it for a
 * line of the product alone: at its minimum order quantity, and at each quantity where an agreed tier or a
 * product price rule changes it. Gross prices add the destination's tax (the store's country) to the unit price.
 * Products without a price (none in the store, the international store, nor agreed) are left out.
 */
export function buyerPrices(data: BuyerPriceData, productIds: readonly number[]): BuyerPrice[] {
  const scope = quoteScope(data);
  const gross = (netMinor: number, rate: string): number => netMinor + percentOf(netMinor, rate);

  const unitPriceAt = (product: PriceListProductRow, quantity: bigint) => {
    const lines = cartLines({
      lines: [
        {
          lineId: 0,
          productId: product.id,
          quantity: fromScaled(quantity),
          unitDefinitionId: product.salesUnitId,
        },
      ],
      products: data.products,
      categoryChains: data.categoryChains,
    });
    const [line] = applyPriceRules(priceUnits(lines, data, scope.date), data.productPriceRules, scope.facts);
    return line ?? null;
  };

  return productIds.flatMap((productId) => {
    const product = data.products.get(productId);
    if (!product) return [];
    const minimum = (() => {
      const scaled = toScaled(product.minimumOrderQuantity || '1');
      return scaled > 0n ? scaled : toScaled('1');
    })();
    const first = unitPriceAt(product, minimum);
    if (!first) return [];
    const taxRate = resolveTaxRate(
      data.taxRules,
      product.taxRuleGroupId ?? data.store.defaultTaxRuleGroupId,
      scope.countryCode,
    );
    const tiers: PriceTier[] = [];
    for (const quantity of breakpoints(product, data, minimum, scope.date)) {
      const line = quantity === minimum ? first : unitPriceAt(product, quantity);
      if (!line) continue;
      const previous = tiers.at(-1);
      if (previous && previous.unitPriceNetMinor === line.unitPriceMinor) continue;
      tiers.push({
        minQuantity: fromScaled(quantity),
        unitPriceNetMinor: line.unitPriceMinor,
        unitPriceGrossMinor: gross(line.unitPriceMinor, taxRate),
      });
    }
    const recommended = product.recommendedPriceMinor === null ? null : Number(product.recommendedPriceMinor);
    return [
      {
        productId,
        unitPriceNetMinor: first.unitPriceMinor,
        unitPriceGrossMinor: gross(first.unitPriceMinor, taxRate),
        listUnitPriceNetMinor: first.listUnitPriceMinor,
        listUnitPriceGrossMinor: gross(first.listUnitPriceMinor, taxRate),
        recommendedPriceNetMinor: recommended,
        recommendedPriceGrossMinor: recommended === null ? null : gross(recommended, taxRate),
        surchargeNetMinor: unitSurchargeMinor(product, data.exchangeRate),
        taxRate,
        tiers,
      },
    ];
  });
}

/** The tier a quantity (sales units, a decimal string) reaches: the last whose minimum it is at or above. */
export function tierAt(price: Pick<BuyerPrice, 'tiers'>, quantity: string): PriceTier | null {
  const scaled = toScaled(quantity);
  let reached: PriceTier | null = null;
  for (const tier of price.tiers) if (toScaled(tier.minQuantity) <= scaled) reached = tier;
  return reached ?? price.tiers[0] ?? null;
}
