import { Injectable } from '@nestjs/common';
import { DEFAULT_STORE_FOR_LOCALE, type Locale, type ProductSort, type StoreCode } from '@tradeshop/shared';
import { categoryNotFound, productNotFound } from './catalogue.errors';
import {
  buildCategoryTree,
  toCategoryLink,
  toCategoryNode,
  toProductCard,
  toProductDetail,
} from './catalogue.mapper';
import { CatalogueRepository, type CategoryRow } from './catalogue.repository';
import type {
  CategoryDetailDto,
  CategoryListingDto,
  CategoryNodeDto,
  ProductDetailDto,
} from './dto/catalogue-shop.dto';
import {
  activeFilters,
  attributeDefinitions,
  buildFacets,
  resolveListingFilters,
  subtreeIds,
  type ListingFilterQuery,
} from './listing-filters';

export interface ListingRequest extends ListingFilterQuery {
  locale: Locale;
  store?: StoreCode;
  page: number;
  perPage: number;
  sort: ProductSort;
}

@Injectable()
export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  async categoryTree(locale: Locale): Promise<CategoryNodeDto[]> {
    return buildCategoryTree(await this.repository.findCategories(locale));
  }

  async categoryBySlug(slug: string, locale: Locale): Promise<CategoryDetailDto> {
    const rows = await this.repository.findCategories(locale);
    const category = rows.find((row) => row.slug === slug);
    if (!category) throw categoryNotFound(slug);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const alternates = await this.repository.findCategoryAlternates(category.id);
    return {
      id: category.id,
      code: category.code,
      name: category.name,
      slug: category.slug,
      description: category.description,
      image: category.image,
      productCount: category.product_count,
      breadcrumbs: ancestry(category, byId).map(toCategoryLink),
      children: rows.filter((row) => row.parent_id === category.id).map((row) => toCategoryNode(row)),
      alternates,
    };
  }

  /**
   * One page of a category with the shopper's filters and the facet counts. Four statements whatever the
   * filters: the categories and the filterable attributes (together), then the counts and the page (together).
   */
  async categoryProducts(slug: string, request: ListingRequest): Promise<CategoryListingDto> {
    const [rows, attributeRows] = await Promise.all([
      this.repository.findCategories(request.locale),
      this.repository.findFilterableAttributes(request.locale),
    ]);
    const category = rows.find((row) => row.slug === slug);
    if (!category) throw categoryNotFound(slug);
    const store = request.store ?? DEFAULT_STORE_FOR_LOCALE[request.locale];
    const categoryIds = subtreeIds(category.id, rows);
    const attributes = attributeDefinitions(attributeRows);
    const filters = resolveListingFilters(request, category.id, rows, attributes);
    const [facetRows, products] = await Promise.all([
      this.repository.findCategoryFacets(categoryIds, filters),
      this.repository.findCategoryProducts({
        categoryIds,
        filters,
        locale: request.locale,
        store,
        sort: request.sort,
        limit: request.perPage,
        offset: (request.page - 1) * request.perPage,
      }),
    ]);
    // Attribute values as the statement compared them (`voltage:1.50` is `voltage:1.5`).
    const query: ListingFilterQuery = {
      ...request,
      attributeIds: filters.attributeCodes.map((code, index) => `${code}:${filters.attributeValues[index]}`),
    };
    const facets = buildFacets(facetRows, {
      categoryId: category.id,
      categories: rows,
      attributes,
      query,
      filters,
    });
    const total = facetRows.find((row) => row.facet === 'total')?.count ?? 0;
    return {
      items: products.map((row) => toProductCard(row, row.currency)),
      total,
      page: request.page,
      perPage: request.perPage,
      pageCount: Math.ceil(total / request.perPage),
      facets,
      activeFilters: activeFilters(facets, query),
    };
  }

  async productBySlug(slug: string, locale: Locale, store?: StoreCode): Promise<ProductDetailDto> {
    const row = await this.repository.findProductDetail(
      slug,
      locale,
      store ?? DEFAULT_STORE_FOR_LOCALE[locale],
    );
    if (!row) throw productNotFound(slug);
    return toProductDetail(row);
  }
}

function ancestry(category: CategoryRow, byId: Map<number, CategoryRow>): CategoryRow[] {
  const chain: CategoryRow[] = [];
  for (let current: CategoryRow | undefined = category; current;) {
    chain.unshift(current);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return chain;
}
