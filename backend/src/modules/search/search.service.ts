import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_STORE_FOR_LOCALE, SEARCH_COUNT_LIMIT, type Locale } from '@tradeshop/shared';
import type { ProductCardDto } from '../catalogue/dto/catalogue-shop.dto';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import type { Job } from '../../jobs/job.entity';
import type { SearchQueryDto, SearchResultDto } from './dto/search-shop.dto';
import { EntityManager } from '@mikro-orm/postgresql';
import { reindexProducts, SearchIndexRepository, type SearchRow } from './search-index.repository';
import { REBUILD_SEARCH_INDEX_JOB } from './search.jobs';

export function contentPageUrl(locale: Locale, slug: string): string {
  return `/${locale}/pages/${slug}`;
}

/**
 * The answer from the search's row and the cards of its products (a product the index still lists but the
 * catalogue no longer offers is left out).
 */
export function toSearchResult(
  row: SearchRow,
  cards: ProductCardDto[],
  query: Pick<SearchQueryDto, 'locale' | 'page' | 'perPage' | 'sort' | 'category'>,
): SearchResultDto {
  const { locale, page, perPage } = query;
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    result: {
      products: row.products.flatMap(({ id }) => byId.get(id) ?? []),
      pages: row.pages.map(({ id, title, slug, thumbnail }) => ({
        id,
        title,
        url: contentPageUrl(locale, slug),
        thumbnail,
      })),
    },
    facets: {
      categories: row.categories.map((category) => ({
        ...category,
        selected: category.id === query.category,
      })),
    },
    sort: query.sort,
    count: {
      products: Math.min(row.product_total, SEARCH_COUNT_LIMIT),
      pages: row.page_total,
      total: Math.min(row.product_total, SEARCH_COUNT_LIMIT) + row.page_total,
      // The statement stops reading after one match more than the limit: the counts are then lower bounds.
      exact: row.match_total <= SEARCH_COUNT_LIMIT,
    },
    page,
    perPage,
  };
}

@Injectable()
export class SearchService {
  constructor(
    private readonly em: EntityManager,
    private readonly repository: SearchIndexRepository,
    private readonly products: ProductLookupService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  /**
   * Brings the index rows of the given products up to date at once (the back office calls it after a product
   * write commits), so an edited, published or unpublished product is found, or no longer found, by the next
   * search; the whole-index job stays the repair for anything else.
   */
  async reindexProducts(productIds: readonly number[]): Promise<void> {
    await reindexProducts(this.em.fork(), [...new Set(productIds)]);
  }

  /** Two statements: the search (matches, facets, one page) and the cards of that page's products. */
  async search(query: SearchQueryDto): Promise<SearchResultDto> {
    const store = query.store ?? DEFAULT_STORE_FOR_LOCALE[query.locale];
    const row = await this.repository.search({
      term: query.term,
      locale: query.locale,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
      store,
      categoryId: query.category ?? null,
      sort: query.sort,
    });
    const cards = await this.products.cards(
      row.products.map((product) => product.id),
      query.locale,
      store,
    );
    return toSearchResult(row, cards, query);
  }

  rebuildIndex(): Promise<Job> {
    return this.jobs.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
  }
}
