import { DEFAULT_STORE_FOR_LOCALE, SEARCH_RESULTS_PAGE_SIZE, type ApiSchemas } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import type { ShopContext } from './catalogue.server';
import { apiClient, unwrap } from './http.server';
import { hasShopSession, visitorApiClient } from './session.server';

// The response shapes of the shop search endpoint, generated from the backend's OpenAPI document.
export type SearchResultDto = ApiSchemas['SearchResultDto'];
export type SearchProductDto = ApiSchemas['SearchProductDto'];
export type SearchPageDto = ApiSchemas['SearchPageDto'];
export type SearchCategoryFacetDto = ApiSchemas['SearchCategoryFacetDto'];
export type OwnPartNumberMatchesDto = ApiSchemas['OwnPartNumberMatchesDto'];

/** What the address of the results page asks for besides the term, each as typed (null when absent). */
export interface SearchChoices {
  page: string | null;
  category: string | null;
  sort: string | null;
}

/** One page of the search results page: 12 products (in the chosen category and order) and the content pages. */
export function getSearchResults(
  { locale, store }: ShopContext,
  term: string,
  { page, category, sort }: SearchChoices,
): Promise<SearchResultDto> {
  const query = {
    locale,
    store: store ?? DEFAULT_STORE_FOR_LOCALE[locale],
    term,
    perPage: SEARCH_RESULTS_PAGE_SIZE,
    // Passed through as typed, so that the API decides what a valid value is and says so in its own words.
    ...(page ? { page: page as unknown as number } : {}),
    ...(category ? { category: category as unknown as number } : {}),
    ...(sort ? { sort: sort as SearchResultDto['sort'] } : {}),
  };
  return unwrap(apiClient().GET('/api/shop/search', { params: { query } }), 'search');
}

/** What a failed search shows: nothing found (storefront spec §8). */
export function emptySearchResult(): SearchResultDto {
  return {
    result: { products: [], pages: [] },
    count: { products: 0, pages: 0, total: 0, exact: true },
    page: 1,
    perPage: SEARCH_RESULTS_PAGE_SIZE,
    facets: { categories: [] },
    sort: 'relevance',
  };
}

/**
 * The products a logged-in buyer's own part number (their company's numbering) names: none for a visitor, and
 * none when the call fails (the shared results still show).
 */
export async function getOwnPartNumberMatches(
  request: Request,
  context: AppLoadContext | undefined,
  { locale, store }: ShopContext,
  term: string,
): Promise<SearchProductDto[]> {
  if (!hasShopSession(request)) return [];
  try {
    const query = { locale, term, ...(store ? { store } : {}) };
    const found = await unwrap(
      visitorApiClient(request, context).GET('/api/shop/search/own-part-numbers', { params: { query } }),
      'own part numbers',
    );
    return found.products;
  } catch (error) {
    console.error("storefront: the buyer's own part number search failed; showing the shared results", error);
    return [];
  }
}
