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
  CategoryNodeDto,
  ProductDetailDto,
  ProductListDto,
} from './dto/catalogue-shop.dto';

export interface ListingRequest {
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

  async categoryProducts(slug: string, request: ListingRequest): Promise<ProductListDto> {
    const rows = await this.repository.findCategories(request.locale);
    const category = rows.find((row) => row.slug === slug);
    if (!category) throw categoryNotFound(slug);
    const store = request.store ?? DEFAULT_STORE_FOR_LOCALE[request.locale];
    const categoryIds = subtreeIds(category.id, rows);
    const total = await this.repository.countCategoryProducts(categoryIds);
    const products = await this.repository.findCategoryProducts({
      categoryIds,
      locale: request.locale,
      store,
      sort: request.sort,
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
    });
    return {
      items: products.map((row) => toProductCard(row, row.currency)),
      total,
      page: request.page,
      perPage: request.perPage,
      pageCount: Math.ceil(total / request.perPage),
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

/** The category and every category below it. */
function subtreeIds(rootId: number, rows: CategoryRow[]): number[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const row of rows) if (row.parent_id === ids[index]) ids.push(row.id);
  }
  return ids;
}

function ancestry(category: CategoryRow, byId: Map<number, CategoryRow>): CategoryRow[] {
  const chain: CategoryRow[] = [];
  for (let current: CategoryRow | undefined = category; current;) {
    chain.unshift(current);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return chain;
}
