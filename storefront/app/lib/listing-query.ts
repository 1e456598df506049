import { LISTING_FILTER_PARAMS, type ListingFilterParam } from '@tradeshop/shared';

export type ListingFilterValues = Partial<Record<ListingFilterParam, string[]>>;

/** The filter values in a listing's address, per query key (storefront spec §7.3: `…Ids`, repeated). */
export function readListingFilters(search: URLSearchParams): ListingFilterValues {
  const filters: ListingFilterValues = {};
  for (const param of LISTING_FILTER_PARAMS) {
    const values = search.getAll(param).filter((value) => value !== '');
    if (values.length > 0) filters[param] = values;
  }
  return filters;
}

export interface ListingChange {
  /** One filter value to take out. */
  remove?: { param: ListingFilterParam; value: string };
  /** Take out every filter, keeping the sort order and the store. */
  clearFilters?: boolean;
  /** The page to show; any change of the filters starts again from the first page. */
  page?: number;
}

/** The listing's address after `change`, keeping every other parameter in its place. */
export function listingHref(path: string, search: URLSearchParams, change: ListingChange): string {
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (key === 'page') continue;
    const isFilter = (LISTING_FILTER_PARAMS as readonly string[]).includes(key);
    if (isFilter && change.clearFilters) continue;
    if (change.remove && key === change.remove.param && value === change.remove.value) continue;
    next.append(key, value);
  }
  if (change.page !== undefined && change.page > 1) next.set('page', String(change.page));
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
