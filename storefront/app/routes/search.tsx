import { isStoreCode, LIVE_SEARCH_MIN_TERM_LENGTH, SEARCH_SORTS } from '@tradeshop/shared';
import { Link, useNavigation } from 'react-router';
import type { Route } from './+types/search';
import { getBuyerPrices } from '../api/prices.server';
import {
  emptySearchResult,
  getOwnPartNumberMatches,
  getSearchResults,
  type SearchCategoryFacetDto,
} from '../api/search.server';
import { requireRouteLocale } from '../i18n/locale.server';
import { useI18n } from '../i18n/use-i18n';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { searchCountText } from '../lib/live-search';
import { searchPath, withQuery } from '../lib/paths';
import { Pagination } from '../components/pagination';
import { BuyerPricesProvider } from '../components/price/buyer-prices-provider';
import { ProductGrid } from '../components/product-card';
import { SortForm } from '../components/sort-form';

/**
 * GET /search/products?term= (storefront spec §2): 12 products per page, each with price, stock and an add to
 * cart form, narrowed by a category facet (`category`) and sorted (`sort`), plus the matching content pages.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const url = new URL(request.url);
  const term = (url.searchParams.get('term') ?? '').trim();
  const storeParam = url.searchParams.get('store');
  const store = isStoreCode(storeParam) ? storeParam : undefined;
  // A blank or short term is never sent (spec §5); the page asks for a longer one instead.
  if (term.length < LIVE_SEARCH_MIN_TERM_LENGTH)
    return { locale, term, store: store ?? null, results: null, ownPartNumber: [], buyerPrices: null };
  const page = url.searchParams.get('page');
  const [results, ownPartNumber] = await Promise.all([
    // Storefront spec §8: a failed search or a non-OK answer shows an empty result (Nothing found).
    getSearchResults({ locale, store }, term, {
      page,
      category: url.searchParams.get('category'),
      sort: url.searchParams.get('sort'),
    }).catch((error: unknown) => {
      console.error('storefront: search failed; showing an empty result', error);
      return emptySearchResult();
    }),
    // A buyer's own part number names its products above the results, on the first page.
    !page || page === '1' ? getOwnPartNumberMatches(request, context, { locale, store }, term) : [],
  ]);
  const buyerPrices = await getBuyerPrices(
    request,
    context,
    locale,
    [...ownPartNumber, ...results.result.products].map((product) => product.id),
  );
  return { locale, term, store: store ?? null, results, ownPartNumber, buyerPrices };
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
  const { locale, term, store, results, ownPartNumber, buyerPrices } = loaderData;
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
  const categories = results.facets.categories;
  const chosen = categories.find((category) => category.selected) ?? null;
  const sort = results.sort === SEARCH_SORTS[0] ? null : results.sort;
  const pageCount = Math.ceil(results.count.products / results.perPage);
  const from = results.count.products === 0 ? 0 : (results.page - 1) * results.perPage + 1;
  const to = Math.min(results.page * results.perPage, results.count.products);
  // Every link of the page keeps the term, the store, the category and the sort it does not change.
  const href = (changes: { category?: number | null; page?: number | null }) =>
    withQuery(searchPath(locale), {
      term,
      store,
      category: changes.category === undefined ? chosen?.id : changes.category,
      sort,
      page: changes.page && changes.page > 1 ? changes.page : null,
    });
  const showing = format(t.searchResults.showing, {
    from,
    to,
    total: searchCountText(results.count.products, results.count.exact),
  });

  return (
    <div className="page search-page">
      <header className="page-header">
        <h1>{format(t.searchResults.heading, { term })}</h1>
      </header>

      {ownPartNumber.length > 0 ? (
        <section className="search-results__own" aria-labelledby="search-own-heading">
          <h2 id="search-own-heading">{format(t.searchPage.ownPartNumber, { term })}</h2>
          <BuyerPricesProvider prices={buyerPrices}>
            <ProductGrid products={ownPartNumber} />
          </BuyerPricesProvider>
        </section>
      ) : null}

      {results.count.total === 0 && ownPartNumber.length === 0 ? (
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

      {results.count.products > 0 || chosen ? (
        <div className="listing-layout search-layout">
          {categories.length > 0 ? (
            <aside className="listing-layout__filters">
              <CategoryFacets
                categories={categories}
                chosen={chosen}
                hrefFor={(id) => href({ category: id })}
              />
            </aside>
          ) : null}
          <section className="listing-layout__main" aria-labelledby="search-products-heading">
            <h2 id="search-products-heading" className="visually-hidden">
              {t.search.productsHeading}
            </h2>
            <div className="listing-toolbar">
              <p className="listing-toolbar__count" role="status">
                {chosen
                  ? `${showing} ${format(t.searchPage.inCategory, { category: chosen.name })}`
                  : showing}
              </p>
              <SortForm
                id="search-sort-select"
                sort={results.sort}
                sorts={SEARCH_SORTS}
                kept={[
                  { name: 'term', value: term },
                  ...(store ? [{ name: 'store', value: store }] : []),
                  ...(chosen ? [{ name: 'category', value: chosen.id }] : []),
                ]}
              />
            </div>
            {chosen ? (
              <div className="active-filters">
                <ul>
                  <li>
                    <Link
                      to={href({ category: null })}
                      className="chip chip--removable"
                      aria-label={format(t.searchPage.removeCategory, { category: chosen.name })}
                    >
                      {chosen.name} <span aria-hidden="true">×</span>
                    </Link>
                  </li>
                </ul>
              </div>
            ) : null}
            <div className={navigation.state === 'loading' ? 'is-loading' : undefined}>
              <BuyerPricesProvider prices={buyerPrices}>
                <ProductGrid products={products} />
              </BuyerPricesProvider>
            </div>
            <Pagination page={results.page} pageCount={pageCount} hrefFor={(page) => href({ page })} />
          </section>
        </div>
      ) : null}
    </div>
  );
}

/** The categories of the matches with their counts: plain links, so choosing one works without JavaScript. */
function CategoryFacets({
  categories,
  chosen,
  hrefFor,
}: {
  categories: SearchCategoryFacetDto[];
  chosen: SearchCategoryFacetDto | null;
  hrefFor: (categoryId: number | null) => string;
}) {
  const { messages: t } = useI18n();
  return (
    <nav className="search-facets" aria-labelledby="search-facets-heading">
      <h2 id="search-facets-heading" className="search-facets__heading">
        {t.searchPage.categoriesHeading}
      </h2>
      <ul className="search-facets__list">
        {chosen ? (
          <li>
            <Link to={hrefFor(null)} className="search-facets__option">
              {t.searchPage.allCategories}
            </Link>
          </li>
        ) : null}
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={hrefFor(category.id)}
              className="search-facets__option"
              aria-current={category.selected ? 'true' : undefined}
            >
              <span className="search-facets__name">{category.name}</span>
              <span className="chip__count">{category.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
