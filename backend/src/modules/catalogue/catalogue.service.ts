import { Injectable } from '@nestjs/common';
import { DEFAULT_STORE_FOR_LOCALE, type Locale, type ProductSort, type StoreCode } from '@tradeshop/shared';
import { categoryNotFound, productNotFound } from './catalogue.errors';
import { buildProductDatasheet } from './datasheet/product-datasheet';
import { renderProductDatasheetPdf } from './datasheet/product-datasheet-pdf';
import {
  buildCategoryTree,
  toCategoryLink,
  toCategoryNode,
  toProductCard,
  toProductDetail,
} from './catalogue.mapper';
import {
  CatalogueListingReadModel,
  type CategoryRow,
  type ListingFilters,
} from './catalogue-listing.read-model';
import type {
  CategoryDetailDto,
  CategoryListingDto,
  CategoryNodeDto,
  ProductDetailDto,
} from './dto/catalogue-shop.dto';
import { facetSelections, selectFacets, type FacetSelections } from './facet-selection.read-model';
import {
  activeFilters,
  attributeDefinitions,
  buildFacets,
  resolveListingFilters,
  subcategoryOfEach,
  subtreeIds,
  type AttributeDefinition,
  type ListingFilterQuery,
} from './listing-filters';

export interface ListingRequest extends ListingFilterQuery {
  locale: Locale;
  store?: StoreCode;
  page: number;
  perPage: number;
  sort: ProductSort;
}

/** What every listing reads and rarely changes, as of one catalogue version. */
interface ListingReference {
  version: string;
  categories: CategoryRow[];
  attributes: Map<string, AttributeDefinition>;
  /** The back office's filters: which facet groups each category shows, in which order. */
  facetSelections: FacetSelections;
}

@Injectable()
export class CatalogueService {
  /**
   * Per process and language. The facet statement reads the catalogue version with its counts, so a listing
   * answered from a stale entry is noticed in the same request and answered again from fresh data.
   */
  private readonly listingReference = new Map<Locale, Promise<ListingReference>>();

  constructor(private readonly repository: CatalogueListingReadModel) {}

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
      metaTitle: category.meta_title,
      metaDescription: category.meta_description,
      image: category.image,
      productCount: category.product_count,
      breadcrumbs: ancestry(category, byId).map(toCategoryLink),
      children: rows.filter((row) => row.parent_id === category.id).map((row) => toCategoryNode(row)),
      alternates,
    };
  }

  /**
   * One page of a category with the shopper's filters and the facet counts. Two statements on one connection,
   * the counts (with the total and the catalogue version) and the page, whatever the filters; the categories and
   * filterable attributes come from the process's cache (three more statements when it is cold or stale).
   */
  async categoryProducts(slug: string, request: ListingRequest): Promise<CategoryListingDto> {
    const cached = await this.reference(request.locale, false);
    const listing = await this.listCategory(slug, request, cached, true);
    if (listing) return listing;
    // The cache was older than the catalogue (or lacked the category): once more from data read just now,
    // answered even if yet another write came in between (as when nothing was cached).
    const fresh = await this.reference(request.locale, true);
    const again = await this.listCategory(slug, request, fresh, false);
    if (again) return again;
    throw categoryNotFound(slug);
  }

  /**
   * The listing, or null when `reference` lacks the category or, if it should be `current`, is older than the
   * catalogue or refuses a filter.
   */
  private async listCategory(
    slug: string,
    request: ListingRequest,
    reference: ListingReference,
    current: boolean,
  ): Promise<CategoryListingDto | null> {
    const rows = reference.categories;
    const category = rows.find((row) => row.slug === slug);
    if (!category) return null;
    const store = request.store ?? DEFAULT_STORE_FOR_LOCALE[request.locale];
    const categoryIds = subtreeIds(category.id, rows);
    const subcategoryIds = subcategoryOfEach(category.id, categoryIds, rows);
    const attributes = reference.attributes;
    let filters: ListingFilters;
    try {
      filters = resolveListingFilters(request, category.id, rows, attributes);
    } catch (error) {
      // A filter naming a category or attribute newer than the cache is judged again against fresh data.
      if (current) return null;
      throw error;
    }
    const { facets: facetRows, products } = await this.repository.findCategoryListing({
      categoryIds,
      subcategoryIds,
      filters,
      locale: request.locale,
      store,
      sort: request.sort,
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
    });
    const version = facetRows.find((row) => row.facet === 'catalogueVersion')?.value;
    if (current && version !== reference.version) return null;
    // Attribute values as the statement compared them (`voltage:1.50` is `voltage:1.5`).
    const query: ListingFilterQuery = {
      ...request,
      attributeIds: filters.attributeCodes.map((code, index) => `${code}:${filters.attributeValues[index]}`),
    };
    const facets = selectFacets(
      buildFacets(facetRows, { categoryId: category.id, categories: rows, attributes, query, filters }),
      category.id,
      rows,
      reference.facetSelections,
    );
    const total = facetRows.find((row) => row.facet === 'total')?.count ?? 0;
    return {
      categoryId: category.id,
      items: products.map((row) => toProductCard(row, row.currency)),
      total,
      page: request.page,
      perPage: request.perPage,
      pageCount: Math.ceil(total / request.perPage),
      facets,
      activeFilters: activeFilters(facets, query),
    };
  }

  /**
   * The cached categories and filterable attributes, loaded again when `refresh` is set. The version is read
   * before them, so an entry is never labelled newer than its data (a write in between costs one reload).
   */
  private reference(locale: Locale, refresh: boolean): Promise<ListingReference> {
    const cached = this.listingReference.get(locale);
    if (cached && !refresh) return cached;
    const loading = (async (): Promise<ListingReference> => {
      const { version, selections } = await this.repository.findCatalogueVersionWithFacetSelections();
      const [categories, attributeRows] = await Promise.all([
        this.repository.findCategories(locale),
        this.repository.findFilterableAttributes(locale),
      ]);
      return {
        version,
        categories,
        attributes: attributeDefinitions(attributeRows),
        facetSelections: facetSelections(selections),
      };
    })();
    this.listingReference.set(locale, loading);
    // A failed load is not kept: the next request tries again.
    loading.catch(() => {
      if (this.listingReference.get(locale) === loading) this.listingReference.delete(locale);
    });
    return loading;
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

  /** The product's data sheet as a PDF, from the same data (and prices) as its page. */
  async productDatasheet(
    slug: string,
    locale: Locale,
    store?: StoreCode,
  ): Promise<{ fileName: string; content: Buffer }> {
    const sheet = buildProductDatasheet(await this.productBySlug(slug, locale, store), locale, new Date());
    return { fileName: sheet.fileName, content: await renderProductDatasheetPdf(sheet) };
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
