import { Inject, Injectable } from '@nestjs/common';
import { SEARCH_COUNT_LIMIT, type Locale } from '@tradeshop/shared';
import { JOB_QUEUE, type JobQueue } from '../../jobs/job-queue';
import type { Job } from '../../jobs/job.entity';
import type { SearchQueryDto, SearchResultDto } from './dto/search-shop.dto';
import { SearchIndexRepository, type SearchRow } from './search-index.repository';
import { REBUILD_SEARCH_INDEX_JOB } from './search.jobs';

export function contentPageUrl(locale: Locale, slug: string): string {
  return `/${locale}/pages/${slug}`;
}

export function toSearchResult(
  row: SearchRow,
  locale: Locale,
  page: number,
  perPage: number,
): SearchResultDto {
  return {
    result: {
      products: row.products.map(({ id, name, sku, slug, image }) => ({ id, name, sku, slug, image })),
      pages: row.pages.map(({ id, title, slug, thumbnail }) => ({
        id,
        title,
        url: contentPageUrl(locale, slug),
        thumbnail,
      })),
    },
    count: {
      products: Math.min(row.product_total, SEARCH_COUNT_LIMIT),
      pages: row.page_total,
      total: Math.min(row.product_total, SEARCH_COUNT_LIMIT) + row.page_total,
      // The statement stops reading after one match more than the limit: the counts are then lower bounds.
      exact: row.product_total <= SEARCH_COUNT_LIMIT,
    },
    page,
    perPage,
  };
}

@Injectable()
export class SearchService {
  constructor(
    private readonly repository: SearchIndexRepository,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async search(query: SearchQueryDto): Promise<SearchResultDto> {
    const row = await this.repository.search({
      term: query.term,
      locale: query.locale,
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    });
    return toSearchResult(row, query.locale, query.page, query.perPage);
  }

  rebuildIndex(): Promise<Job> {
    return this.jobs.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
  }
}
