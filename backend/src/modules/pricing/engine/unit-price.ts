import { divideRounded, SCALE, toScaled } from './exact-math';

/** A price agreed with a company or a customer group (a `customer_price` row). */
export interface AgreedPrice {
  companyId: number | null;
  customerGroupId: number | null;
  priceMinor: number;
  minQuantity: string;
  validFrom: string | null;
  validTo: string | null;
}

/** A list-price break (`product_price_tier`): from `minQuantity` sales units the list price is `priceMinor`. */
export interface ListPriceTier {
  /** In sales units, a decimal string. */
  minQuantity: string;
  priceMinor: number;
}

export interface UnitPriceInput {
  /** The store's own price, or null when the store has none. */
  storePriceMinor: number | null;
  /** The store's list-price breaks above its price (none when it has no price of its own). */
  storeTiers?: readonly ListPriceTier[];
  /** The international store's list-price breaks, converted with its price. */
  internationalTiers?: readonly ListPriceTier[];
  /** The international store's price, used converted when the store has no price of its own. */
  internationalPriceMinor: number | null;
  /** Units of the store's currency per unit of the international store's currency; '1' for the same one. */
  exchangeRate: string | null;
  agreedPrices: readonly AgreedPrice[];
  companyId: number | null;
  customerGroupIds: readonly number[];
  /** Quantity in sales units, in millionths: tiers start at `minQuantity`. */
  quantity: bigint;
  /** YYYY-MM-DD. */
  date: string;
}

export type UnitPriceSource = 'company' | 'group' | 'store' | 'converted';

export interface UnitPrice {
  listUnitPriceMinor: number;
  unitPriceMinor: number;
  source: UnitPriceSource;
}

/**
 * The list price at `quantity` (sales units, millionths): the price of the highest break the quantity reaches,
 * else the base price. Without a quantity, the base price.
 */
export function tierPrice(
  basePriceMinor: number,
  tiers: readonly ListPriceTier[] | undefined,
  quantity: bigint | undefined,
): number {
  if (quantity === undefined || !tiers) return basePriceMinor;
  let reached: ListPriceTier | null = null;
  for (const tier of tiers) {
    const from = toScaled(tier.minQuantity);
    if (from <= quantity && (!reached || from > toScaled(reached.minQuantity))) reached = tier;
  }
  return reached ? reached.priceMinor : basePriceMinor;
}

/**
 * The store price (at the break `quantity` reaches), else the international price (at its break) converted at
 * the exchange rate; null when neither exists.
 */
export function listPrice(
  input: Pick<
    UnitPriceInput,
    'storePriceMinor' | 'internationalPriceMinor' | 'exchangeRate' | 'storeTiers' | 'internationalTiers'
  > & { quantity?: bigint },
): { priceMinor: number; converted: boolean } | null {
  if (input.storePriceMinor !== null) {
    return {
      priceMinor: tierPrice(input.storePriceMinor, input.storeTiers, input.quantity),
      converted: false,
    };
  }
  if (input.internationalPriceMinor === null || input.exchangeRate === null) return null;
  const international = tierPrice(input.internationalPriceMinor, input.internationalTiers, input.quantity);
  return { priceMinor: convertMinor(international, input.exchangeRate), converted: true };
}

/**
 * An amount converted at `rate`, rounded to whole minor units. All shop currencies have two fraction digits,
 * so minor units convert like major units.
 */
export function convertMinor(amountMinor: number, rate: string): number {
  return Number(divideRounded(BigInt(amountMinor) * toScaled(rate), SCALE));
}

/** The best tier among prices that are valid on `date` and reached by `quantity`: lowest price of the highest tier. */
function bestTier(prices: readonly AgreedPrice[], quantity: bigint, date: string): AgreedPrice | null {
  const valid = prices.filter(
    (price) =>
      toScaled(price.minQuantity) <= quantity &&
      (price.validFrom === null || price.validFrom <= date) &&
      (price.validTo === null || price.validTo >= date),
  );
  let best: AgreedPrice | null = null;
  for (const price of valid) {
    if (!best) {
      best = price;
      continue;
    }
    const tier = toScaled(price.minQuantity);
    const bestTierFrom = toScaled(best.minQuantity);
    if (tier > bestTierFrom || (tier === bestTierFrom && price.priceMinor < best.priceMinor)) best = price;
  }
  return best;
}

/**
 * The unit price before product price rules: the company's agreed price, else the best price of one of the
 * customer's groups, else the list price (the store's, or the international store's converted).
 */
export function resolveUnitPrice(input: UnitPriceInput): UnitPrice | null {
  const list = listPrice(input);
  const listUnitPriceMinor = list?.priceMinor ?? null;
  const company =
    input.companyId === null
      ? null
      : bestTier(
          input.agreedPrices.filter((price) => price.companyId === input.companyId),
          input.quantity,
          input.date,
        );
  if (company) {
    return {
      listUnitPriceMinor: listUnitPriceMinor ?? company.priceMinor,
      unitPriceMinor: company.priceMinor,
      source: 'company',
    };
  }
  const groupPrices = input.agreedPrices.filter(
    (price) => price.customerGroupId !== null && input.customerGroupIds.includes(price.customerGroupId),
  );
  const group = bestTier(groupPrices, input.quantity, input.date);
  if (group) {
    return {
      listUnitPriceMinor: listUnitPriceMinor ?? group.priceMinor,
      unitPriceMinor: group.priceMinor,
      source: 'group',
    };
  }
  if (!list) return null;
  return {
    listUnitPriceMinor: list.priceMinor,
    unitPriceMinor: list.priceMinor,
    source: list.converted ? 'converted' : 'store',
  };
}
