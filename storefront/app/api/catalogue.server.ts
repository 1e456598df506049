import {
  CATEGORY_PAGE_SIZE,
  DEFAULT_STORE_FOR_LOCALE,
  type ApiSchemas,
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
export type ProductListDto = ApiSchemas['ProductListDto'];
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

export function getCategory(context: ShopContext, slug: string): Promise<CategoryDetailDto> {
  return unwrap(
    apiClient().GET('/api/shop/categories/{slug}', { params: { path: { slug }, query: shopQuery(context) } }),
    'category',
  );
}

export interface CategoryProductsQuery {
  page?: string | null;
  sort?: string | null;
}

export function getCategoryProducts(
  context: ShopContext,
  slug: string,
  { page, sort }: CategoryProductsQuery,
): Promise<ProductListDto> {
  const query = {
    ...shopQuery(context),
    perPage: CATEGORY_PAGE_SIZE,
    // Passed through as typed, so that the API, not the storefront, decides what a valid page or sort is
    // and says so in its own words (e.g. "page must be a positive whole number").
    ...(page ? { page: page as unknown as number } : {}),
    ...(sort ? { sort: sort as ProductSort } : {}),
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
