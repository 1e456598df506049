import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_STORE_FOR_LOCALE, SEARCH_COUNT_LIMIT, type Locale } from '@tradeshop/shared';
import type { ProductCardDto } from '../catalogue/dto/catalogue-shop.dto';
import { ProductLookupService } from '../catalogue/product-lookup.service';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import type { Job } from '../../jobs/job.entity';
import type {
  OwnPartNumberMatchesDto,
  OwnPartNumberQueryDto,
  SearchQueryDto,
  SearchResultDto,
} from './dto/search-shop.dto';
import { SearchIndexRepository, type SearchRow } from './search-index.repository';
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
    private readonly repository: SearchIndexRepository,
    private readonly products: ProductLookupService,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

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

  /**
   * The products a company has given its own part number: found by its buyers only, beside the public search
   * (whose answers are shared by every visitor and so never hold one company's numbering).
   */
  async ownPartNumbers(
    companyId: number | null,
    query: OwnPartNumberQueryDto,
  ): Promise<OwnPartNumberMatchesDto> {
    if (companyId === null) return { products: [] };
    const ids = await this.repository.ownPartNumberProductIds(companyId, query.term);
    if (ids.length === 0) return { products: [] };
    const store = query.store ?? DEFAULT_STORE_FOR_LOCALE[query.locale];
    return { products: await this.products.cards(ids, query.locale, store) };
  }

  rebuildIndex(): Promise<Job> {
    return this.jobs.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
  }
}
