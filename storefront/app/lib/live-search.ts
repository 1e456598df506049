import { LIVE_SEARCH_PAGE_SIZE, type ApiSchemas, type Locale } from '@tradeshop/shared';

export type LiveSearchResult = ApiSchemas['SearchResultDto'];

/** The live search call of storefront spec §7.7: GET with term and perPage=8, JSON answer. */
export function liveSearchUrl(locale: Locale, term: string): string {
  const query = new URLSearchParams({ term, locale, perPage: String(LIVE_SEARCH_PAGE_SIZE) });
  return `/api/shop/search?${query.toString()}`;
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
