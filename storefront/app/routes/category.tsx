import { isStoreCode, PRODUCT_SORTS } from '@tradeshop/shared';
import { Link, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/category';
import { getCategory, getCategoryProducts } from '../api/catalogue.server';
import { orSlugOfAnotherLanguage } from '../api/localised-slug.server';
import { getBuyerPrices } from '../api/prices.server';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FilterFold } from '../components/filter-fold';
import { ActiveFilterChips, ListingFilters } from '../components/listing-filters';
import { Pagination } from '../components/pagination';
import { BuyerPricesProvider } from '../components/price/buyer-prices-provider';
import { ProductGrid } from '../components/product-card';
import { SortForm } from '../components/sort-form';
import { requireRouteLocale } from '../i18n/locale.server';
import { useI18n } from '../i18n/use-i18n';
import { alternatesFromApi, withoutLocaleQuery } from '../lib/alternates';
import { errorTitle, metaI18n, pageTitle } from '../lib/meta';
import { listingHref, readListingFilters } from '../lib/listing-query';
import { categoryPath } from '../lib/paths';
import { keepListingOnFailure, useRememberListing } from '../lib/keep-listing-on-failure';

export async function loader({ request, params, context: loadContext }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const url = new URL(request.url);
  const storeParam = url.searchParams.get('store');
  const context = { locale, store: isStoreCode(storeParam) ? storeParam : undefined };
  const sort = url.searchParams.get('sort');
  const slug = params['*'].replace(/\/+$/, '');
  const [category, products] = await orSlugOfAnotherLanguage(
    Promise.all([
      getCategory(context, slug),
      getCategoryProducts(context, slug, {
        page: url.searchParams.get('page'),
        sort,
        filters: readListingFilters(url.searchParams),
      }),
    ]),
    'categories',
    locale,
    slug,
    request,
  );
  // The listing is the same for everyone (and cached); a logged-in buyer's own prices come in one call beside it.
  const buyerPrices = await getBuyerPrices(
    request,
    loadContext,
    locale,
    products.items.map((item) => item.id),
  );
  const query = withoutLocaleQuery(url.search);
  return {
    locale,
    category,
    products,
    buyerPrices,
    sort: sort || PRODUCT_SORTS[0],
    store: context.store ?? null,
    alternates: alternatesFromApi(category.alternates, (l, slug) => categoryPath(l, slug) + query),
  };
}

/** A failed filter request is logged and leaves the listing as it was (storefront spec §8). */
export const clientLoader = (args: Route.ClientLoaderArgs) => keepListingOnFailure(args);

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const i18n = metaI18n(matches);
  if (error || !loaderData) return [{ title: errorTitle(i18n, error) }];
  const { category, products } = loaderData;
  const name = category.metaTitle.trim() || category.name;
  const title =
    products.page > 1
      ? `${name} – ${i18n.format(i18n.messages.pagination.page, { page: products.page })}`
      : name;
  const description = category.metaDescription.trim() || category.description.trim().split('\n')[0];
  return [
    { title: pageTitle(i18n, title) },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { messages: t, format } = useI18n();
  const { locale, category, products, sort, store } = loaderData;
  useRememberListing(loaderData);
  const navigation = useNavigation();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const basePath = categoryPath(locale, category.slug);
  const pageHref = (page: number) => listingHref(basePath, search, { page });
  const carried = { store, sort: sort === PRODUCT_SORTS[0] ? null : sort };
  const from = products.total === 0 ? 0 : (products.page - 1) * products.perPage + 1;
  const to = Math.min(products.page * products.perPage, products.total);
  const crumbs = category.breadcrumbs.map((crumb, index, all) => ({
    name: crumb.name,
    href: index < all.length - 1 ? categoryPath(locale, crumb.slug) : undefined,
  }));

  return (
    <div className="page category-page">
      <Breadcrumbs items={crumbs} />
      <header className="page-header">
        <h1>{category.name}</h1>
        {category.description ? <p className="page-header__lead">{category.description}</p> : null}
      </header>

      {category.children.length > 0 ? (
        <nav className="subcategories" aria-labelledby="subcategories-heading">
          <h2 id="subcategories-heading" className="subcategories__heading">
            {t.category.subcategories}
          </h2>
          <ul>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link to={categoryPath(locale, child.slug)} className="chip">
                  {child.name} <span className="chip__count">{child.productCount}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className="listing-layout">
        {products.facets.length > 0 ? (
          <FilterFold activeCount={products.activeFilters.length}>
            <ListingFilters facets={products.facets} hidden={carried} />
          </FilterFold>
        ) : null}
        <div className="listing-layout__main">
          <div className="listing-toolbar">
            <p className="listing-toolbar__count" role="status">
              {products.total > 0 ? format(t.category.showing, { from, to, total: products.total }) : null}
            </p>
            <SortForm
              id="sort-select"
              sort={sort}
              sorts={PRODUCT_SORTS}
              kept={[
                ...(store ? [{ name: 'store', value: store }] : []),
                ...products.activeFilters.map((filter) => ({ name: filter.param, value: filter.value })),
              ]}
            />
          </div>

          <ActiveFilterChips filters={products.activeFilters} path={basePath} search={search} />

          {products.items.length === 0 ? (
            <p className="empty-state">
              {products.activeFilters.length > 0 ? t.filters.noMatches : t.category.noProducts}
            </p>
          ) : (
            <div className={navigation.state === 'loading' ? 'is-loading' : undefined}>
              <BuyerPricesProvider prices={loaderData.buyerPrices}>
                <ProductGrid products={products.items} />
              </BuyerPricesProvider>
            </div>
          )}

          <Pagination page={products.page} pageCount={products.pageCount} hrefFor={pageHref} />
        </div>
      </div>
    </div>
  );
}
