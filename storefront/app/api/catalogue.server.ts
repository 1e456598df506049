import {
  CATEGORY_PAGE_SIZE,
  DEFAULT_STORE_FOR_LOCALE,
  type ApiSchemas,
  type ListingFilterParam,
  type Locale,
  type ProductSort,
  type StoreCode,
} from '@tradeshop/shared';
import { apiClient, unwrap } from './http.server';

// The response shapes of the shop catalogue endpoints, generated from the backend's OpenAPI document.
export type MoneyDto = ApiSchemas['MoneyDto'];
export type LocaleAlternateDto = ApiSchemas['LocalisedSlugDto'];
export type CategoryNodeDto = ApiSchemas['CategoryNodeDto'];
export type CategoryBreadcrumbDto = ApiSchemas['CategoryLinkDto'];
export type CategoryDetailDto = ApiSchemas['CategoryDetailDto'];
export type ProductCardDto = ApiSchemas['ProductCardDto'];
export type CategoryListingDto = ApiSchemas['CategoryListingDto'];
export type FacetDto = ApiSchemas['FacetDto'];
export type FacetValueDto = ApiSchemas['FacetValueDto'];
export type ActiveFilterDto = ApiSchemas['ActiveFilterDto'];
export type ProductUnitDto = ApiSchemas['ProductUnitDto'];
export type ProductDimensionsDto = ApiSchemas['DimensionsDto'];
export type ProductAttributeDto = ApiSchemas['AttributeValueDto'];
export type ProductMediaDto = ApiSchemas['ProductMediaDto'];
export type ProductDetailDto = ApiSchemas['ProductDetailDto'];

export interface ShopContext {
  locale: Locale;
  store?: StoreCode;
}

function shopQuery({ locale, store }: ShopContext) {
  return { locale, store: store ?? DEFAULT_STORE_FOR_LOCALE[locale] };
}

export function getCategoryTree(context: ShopContext): Promise<CategoryNodeDto[]> {
  return unwrap(
    apiClient().GET('/api/shop/categories', { params: { query: shopQuery(context) } }),
    'categories',
  );
}

/**
 * The header's category navigation: the top categories and their children (no deeper), or none when the
 * catalogue cannot answer, so that a failing tree never takes every page down with it.
 */
export async function getHeaderCategories(locale: Locale): Promise<CategoryNodeDto[]> {
  try {
    const tree = await getCategoryTree({ locale });
    return tree.map((top) => ({
      ...top,
      children: top.children.map((child) => ({ ...child, children: [] })),
    }));
  } catch (error) {
    console.error('storefront: header categories failed', error);
    return [];
  }
}

export function getCategory(context: ShopContext, slug: string): Promise<CategoryDetailDto> {
  return unwrap(
    apiClient().GET('/api/shop/categories/{slug}', { params: { path: { slug }, query: shopQuery(context) } }),
    'category',
  );
}

export interface CategoryProductsQuery {
  page?: string | null;
  sort?: string | null;
  /** The filter keys of the page's address (`brandIds`, `attributeIds`, …), each with its repeated values. */
  filters?: Partial<Record<ListingFilterParam, string[]>>;
}

export function getCategoryProducts(
  context: ShopContext,
  slug: string,
  { page, sort, filters = {} }: CategoryProductsQuery,
): Promise<CategoryListingDto> {
  const query = {
    ...shopQuery(context),
    perPage: CATEGORY_PAGE_SIZE,
    // Passed through as typed, so that the API, not the storefront, decides what a valid page, sort or
    // filter is and says so in its own words (e.g. "page must be a positive whole number").
    ...(page ? { page: page as unknown as number } : {}),
    ...(sort ? { sort: sort as ProductSort } : {}),
    ...(filters as Record<ListingFilterParam, never[]>),
  };
  return unwrap(
    apiClient().GET('/api/shop/categories/{slug}/products', { params: { path: { slug }, query } }),
    'category products',
  );
}

export function getProduct(context: ShopContext, slug: string): Promise<ProductDetailDto> {
  return unwrap(
    apiClient().GET('/api/shop/products/{slug}', { params: { path: { slug }, query: shopQuery(context) } }),
    'product',
  );
}

/** The product data sheet PDF from the API, passed on to the browser as it came (404 when there is no such product). */
export async function getProductDatasheet(context: ShopContext, slug: string): Promise<Response> {
  const call = apiClient().GET('/api/shop/products/{slug}/datasheet.pdf', {
    params: { path: { slug }, query: shopQuery(context) },
    parseAs: 'stream',
  });
  const { response } = await call.catch(() => unwrap(call, 'product data sheet') as never);
  if (!response.ok || !response.body) {
    await unwrap(call, 'product data sheet');
    throw new Error('the product data sheet answered without a body');
  }
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition', 'content-length', 'cache-control']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
