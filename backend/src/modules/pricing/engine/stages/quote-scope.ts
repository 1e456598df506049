import type { QuoteData } from '../quote-data';
import type { RuleFacts } from '../rule-conditions';

/** What every stage of a quote compares against: the day, the destination and the shopper. */
export interface QuoteScope {
  /** The day in UTC (YYYY-MM-DD), as rules' timespans and agreed prices' validity compare it. */
  date: string;
  /** The destination's country: the shipping country, else the store's. */
  countryCode: string | null;
  /** The rule facts of the shopper and the destination, before any line is counted. */
  facts: RuleFacts;
}

/** The day in UTC, as rules' timespans and agreed prices' validity compare it. */
function isoDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function quoteScope(data: Pick<QuoteData, 'context' | 'store' | 'country'>): QuoteScope {
  const { context, store } = data;
  const date = isoDate(context.at ?? new Date());
  const countryCode = data.country?.isoCode ?? context.shippingCountry?.toUpperCase() ?? store.country;
  return {
    date,
    countryCode,
    facts: {
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
    },
  };
}
