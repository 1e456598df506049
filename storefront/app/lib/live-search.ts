import { LIVE_SEARCH_PAGE_SIZE, type ApiSchemas, type Locale } from '@tradeshop/shared';

export type LiveSearchResult = ApiSchemas['SearchResultDto'];

/** The live search call of storefront spec §7.7: GET with term and perPage=8, JSON answer. */
export function liveSearchUrl(locale: Locale, term: string): string {
  const query = new URLSearchParams({ term, locale, perPage: String(LIVE_SEARCH_PAGE_SIZE) });
  return `/api/shop/search?${query.toString()}`;
}

/** A logged-in buyer's own part number (their company's numbering), asked beside the shared live search. */
export function ownPartNumberUrl(locale: Locale, term: string): string {
  return `/api/shop/search/own-part-numbers?${new URLSearchParams({ term, locale }).toString()}`;
}

export type OwnPartNumberMatches = ApiSchemas['OwnPartNumberMatchesDto'];

/** The products the buyer's own part number names, or none when the call fails. */
export async function fetchOwnPartNumbers(url: string, signal?: AbortSignal): Promise<OwnPartNumberMatches> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
    if (response.ok) return (await response.json()) as OwnPartNumberMatches;
  } catch {
    // as no match: the shared results still show
  }
  return { products: [] };
}

/**
 * The shared results with the products the buyer's own part number names put first (each product once), the
 * counts raised by those the shared results did not hold.
 */
export function withOwnPartNumbers(
  result: LiveSearchResult | null,
  own: OwnPartNumberMatches,
  perPage: number,
): LiveSearchResult | null {
  if (own.products.length === 0 || !result) return result;
  const ownIds = new Set(own.products.map((product) => product.id));
  const shared = result.result.products.filter((product) => !ownIds.has(product.id));
  const added = own.products.length - (result.result.products.length - shared.length);
  return {
    ...result,
    result: { ...result.result, products: [...own.products, ...shared].slice(0, perPage) },
    count: {
      ...result.count,
      products: result.count.products + added,
      total: result.count.total + added,
    },
  };
}

/**
 * Any failure or non-OK status reads as no results (storefront spec §8: "Nothing found"); the caller aborting
 * the request does too, and the caller ignores it anyway.
 */
export async function fetchLiveSearch(url: string, signal?: AbortSignal): Promise<LiveSearchResult | null> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
    if (!response.ok) return null;
    return (await response.json()) as LiveSearchResult;
  } catch {
    return null;
  }
}

/**
 * A search count as shown: beyond the number the API counts exactly it sends that number with `exact: false`,
 * shown as "100+" rather than as if it were the total.
 */
export function searchCountText(count: number, exact: boolean): string {
  return exact ? String(count) : `${count}+`;
}
