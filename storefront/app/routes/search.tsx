import { isStoreCode, LIVE_SEARCH_MIN_TERM_LENGTH } from '@tradeshop/shared';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/search';
import { emptySearchResult, getSearchResults } from '../api/search.server';
import { requireRouteLocale } from '../i18n/locale.server';
import { useI18n } from '../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { searchCountText } from '../lib/live-search';
import { productPath, searchPath, withQuery } from '../lib/paths';
import { Pagination } from '../components/pagination';

/** GET /search/products?term= (storefront spec §2): 12 products per page plus the matching content pages. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const url = new URL(request.url);
  const term = (url.searchParams.get('term') ?? '').trim();
  const storeParam = url.searchParams.get('store');
  const store = isStoreCode(storeParam) ? storeParam : undefined;
  // A blank or short term is never sent (spec §5); the page asks for a longer one instead.
  if (term.length < LIVE_SEARCH_MIN_TERM_LENGTH) return { locale, term, store: store ?? null, results: null };
  // Storefront spec §8: a failed search or a non-OK answer shows an empty result (Nothing found).
  const results = await getSearchResults({ locale, store }, term, url.searchParams.get('page')).catch(
    (error: unknown) => {
      console.error('storefront: search failed; showing an empty result', error);
      return emptySearchResult();
    },
  );
  return { locale, term, store: store ?? null, results };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error || !loaderData) return [{ title: errorTitle(i18n, error) }];
  const { term, results } = loaderData;
  const t = i18n.messages;
  const title = results ? i18n.format(t.searchResults.heading, { term }) : t.searchResults.title;
  const paged =
    results && results.page > 1
      ? `${title} – ${i18n.format(t.pagination.page, { page: results.page })}`
      : title;
  // Result pages are endless variations of the catalogue: followed, not indexed.
  return [{ title: pageTitle(i18n, paged) }, { name: 'robots', content: 'noindex, follow' }];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { messages: t, format } = useI18n();
  const { locale, term, store, results } = loaderData;
  const navigation = useNavigation();

  if (!results) {
    return (
      <div className="page search-page">
        <header className="page-header">
          <h1>{t.searchResults.title}</h1>
        </header>
        <p className="empty-state">{format(t.search.tooShort, { min: LIVE_SEARCH_MIN_TERM_LENGTH })}</p>
      </div>
    );
  }

  const { products, pages } = results.result;
  const pageCount = Math.ceil(results.count.products / results.perPage);
  const from = results.count.products === 0 ? 0 : (results.page - 1) * results.perPage + 1;
  const to = Math.min(results.page * results.perPage, results.count.products);
  const pageHref = (page: number) =>
    withQuery(searchPath(locale), { term, store, page: page > 1 ? page : null });

  return (
    <div className="page search-page">
      <header className="page-header">
        <h1>{format(t.searchResults.heading, { term })}</h1>
      </header>

      {results.count.total === 0 ? (
        <p className="empty-state" role="status">
          {format(t.searchResults.nothing, { term })}
        </p>
      ) : null}

      {pages.length > 0 ? (
        <section className="search-results__pages" aria-labelledby="search-pages-heading">
          <h2 id="search-pages-heading">{t.search.pagesHeading}</h2>
          <ul>
            {pages.map((page) => (
              <li key={page.id}>
                <Link to={page.url}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {results.count.products > 0 ? (
        <section aria-labelledby="search-products-heading">
          <div className="listing-toolbar">
            <h2 id="search-products-heading" className="visually-hidden">
              {t.search.productsHeading}
            </h2>
            <p className="listing-toolbar__count" role="status">
              {format(t.searchResults.showing, {
                from,
                to,
                total: searchCountText(results.count.products, results.count.exact),
              })}
            </p>
          </div>
          <ul className={`search-results__products${navigation.state === 'loading' ? ' is-loading' : ''}`}>
            {products.map((product) => (
              <li key={product.id} className="search-result">
                <Link to={productPath(locale, product.slug)} className="search-result__link">
                  <img src={product.image} alt="" width={96} height={96} loading="lazy" />
                  <span className="search-result__name">{product.name}</span>
                </Link>
                <span className="search-result__sku">
                  {t.productCard.sku} <span className="search-result__sku-value">{product.sku}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <Pagination page={results.page} pageCount={pageCount} hrefFor={pageHref} />
    </div>
  );
}
