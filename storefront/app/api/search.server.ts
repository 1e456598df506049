import { DEFAULT_STORE_FOR_LOCALE, SEARCH_RESULTS_PAGE_SIZE, type ApiSchemas } from '@tradeshop/shared';
import type { ShopContext } from './catalogue.server';
import { apiClient, unwrap } from './http.server';

// The response shapes of the shop search endpoint, generated from the backend's OpenAPI document.
export type SearchResultDto = ApiSchemas['SearchResultDto'];
export type SearchProductDto = ApiSchemas['SearchProductDto'];
export type SearchPageDto = ApiSchemas['SearchPageDto'];
export type SearchCategoryFacetDto = ApiSchemas['SearchCategoryFacetDto'];

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
