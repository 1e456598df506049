import type { ApiSchemas } from '@tradeshop/shared';
import { createContext, useContext } from 'react';

export type BuyerPrices = ApiSchemas['BuyerPricesDto'];
export type BuyerPrice = ApiSchemas['BuyerPriceDto'];
export type BuyerPriceTier = ApiSchemas['PriceTierDto'];

/** A logged-in buyer's prices of the page's products (null for a visitor), laid over the public page data. */
export const BuyerPricesContext = createContext<BuyerPrices | null>(null);

export interface ShownBuyerPrice {
  price: BuyerPrice;
  currency: string;
  pricesIncludeTax: boolean;
}

/** The buyer's own price of a product on this page, if the page has one. */
export function useBuyerPrice(productId: number, given?: BuyerPrices | null): ShownBuyerPrice | null {
  const fromPage = useContext(BuyerPricesContext);
  const prices = given === undefined ? fromPage : given;
  const price = prices?.prices.find((candidate) => candidate.productId === productId);
  return prices && price
    ? { price, currency: prices.currency, pricesIncludeTax: prices.pricesIncludeTax }
    : null;
}

/** A decimal string as a number for comparing quantities (never for money). */
const quantityOf = (value: string): number => {
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
};

/** The tier a quantity reaches: the last whose minimum it is at or above, else the first. */
export function tierAt(price: BuyerPrice, quantity: string | null): BuyerPriceTier | null {
  if (quantity === null) return price.tiers[0] ?? null;
  const wanted = quantityOf(quantity);
  let reached: BuyerPriceTier | null = null;
  for (const tier of price.tiers) if (quantityOf(tier.minQuantity) <= wanted) reached = tier;
  return reached ?? price.tiers[0] ?? null;
}
