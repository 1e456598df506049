import { LISTING_FILTER_PARAMS, LOCALE_TAGS, LOCALES, type Locale } from '@tradeshop/shared';
import { swapPathLocale, type LocaleAlternates } from './alternates';

/** Pages a search engine should list; everything else (account, cart, checkout, search results) is noindex. */
const INDEXABLE_ROUTES = new Set([
  'routes/home',
  'routes/category',
  'routes/product',
  'routes/content-page',
  'routes/fire-safety-guide',
]);

/** Whether search engines should list the pages of this route at all (in their canonical form). */
export function isIndexableRoute(routeId: string): boolean {
  return INDEXABLE_ROUTES.has(routeId);
}

export interface SeoPage {
  /** The id of the deepest matched route, e.g. `routes/category`. */
  routeId: string;
  locale: Locale;
  pathname: string;
  search: string;
  /** Whether the path carries the locale segment (`/fi/c/…`) or not (`/c/…`). */
  hasLocaleParam: boolean;
  /** The route's translated paths, when its slug differs per language. */
  alternates: LocaleAlternates | null;
}

export interface SeoHead {
  /** Absolute-path canonical address (the origin is added by the caller). */
  canonical: string;
  robots: 'index,follow' | 'noindex,follow';
  /** hreflang → path; empty for pages that are not indexed. Includes `x-default`. */
  hreflang: { hrefLang: string; path: string }[];
}

/**
 * What a search engine is told about a page. A category page is canonical to itself with only `?page=` kept
 * (page 2 is a page of its own, not a copy of page 1); once filters or a sort order are applied the listing is a
 * view of the category, so it is noindex and canonical to the unfiltered category, as larger shops do to keep
 * the filter combinations out of the index. The fire-safety guide with answers in its query (a recommendation)
 * is such a view of the guide.
 */
export function seoHead(page: SeoPage): SeoHead {
  const query = new URLSearchParams(page.search);
  const pathIn = (locale: Locale) =>
    stripQuery(page.alternates?.[locale] ?? swapPathLocale(page.pathname, '', locale, page.hasLocaleParam));
  const indexable = isIndexableRoute(page.routeId);

  if (!indexable) {
    const kept = page.routeId === 'routes/search' ? keepOnly(query, ['term', 'page']) : '';
    return { canonical: pathIn(page.locale) + kept, robots: 'noindex,follow', hreflang: [] };
  }

  const filtered =
    (page.routeId === 'routes/category' &&
      [...LISTING_FILTER_PARAMS, 'sort'].some((key) => query.getAll(key).some((value) => value !== ''))) ||
    (page.routeId === 'routes/fire-safety-guide' && Boolean(query.get('premises')));
  if (filtered) return { canonical: pathIn(page.locale), robots: 'noindex,follow', hreflang: [] };

  const pageNumber = Number(query.get('page'));
  const pageQuery =
    page.routeId === 'routes/category' && Number.isInteger(pageNumber) && pageNumber > 1
      ? `?page=${pageNumber}`
      : '';
  // A page whose slug is translated exists only in the languages it has a slug in: any other address is a 404.
  const alternates = page.alternates;
  const translated = alternates ? LOCALES.filter((locale) => alternates[locale] !== undefined) : LOCALES;
  const hreflang = translated.map((locale) => ({
    hrefLang: LOCALE_TAGS[locale],
    path: pathIn(locale) + pageQuery,
  }));
  if (translated.includes('en')) hreflang.push({ hrefLang: 'x-default', path: pathIn('en') + pageQuery });
  return { canonical: pathIn(page.locale) + pageQuery, robots: 'index,follow', hreflang };
}

function stripQuery(path: string): string {
  const at = path.indexOf('?');
  return at === -1 ? path : path.slice(0, at);
}

function keepOnly(query: URLSearchParams, keys: string[]): string {
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
