import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryPrepared, queryRows, trusted } from '../../database/sql';
import {
  REBUILD_SEARCH_INDEX_SQL,
  deleteProductSearchRowsQuery,
  insertProductSearchRowsQuery,
  insertSearchWordsQuery,
  searchQuery,
  type SearchParams,
} from './search-index.read-model';

export interface SearchRow {
  /** Matches in the chosen category (all matches when none is chosen). */
  product_total: number;
  /** All matches, whatever the category. */
  match_total: number;
  page_total: number;
  products: { id: number; name: string; sku: string; slug: string; image: string }[];
  pages: { id: number; title: string; slug: string; thumbnail: string | null }[];
  /** The categories of all matches with how many each holds, the most first. */
  categories: { id: number; name: string; slug: string; count: number }[];
}

export interface IndexSize {
  products: number;
  pages: number;
}

/** Rebuilds the whole index; `em` is the caller's own (a job's fork). */
export async function rebuildSearchIndex(em: EntityManager): Promise<IndexSize> {
  await queryRows(em, trusted(REBUILD_SEARCH_INDEX_SQL));
  const [row] = await queryRows<IndexSize>(
    em,
    trusted(
      `select (select count(distinct product_id) from product_search)::int as products,
              (select count(distinct page_id) from page_search)::int as pages`,
    ),
  );
  return row ?? { products: 0, pages: 0 };
}

/**
 * Brings the index rows of the given products up to date after they were created, edited, deactivated or
 * deleted. Three statements in one transaction, whatever the number of products.
 */
export async function reindexProducts(em: EntityManager, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await em.transactional(async (tx) => {
    for (const query of [
      deleteProductSearchRowsQuery(productIds),
      insertProductSearchRowsQuery(productIds),
      insertSearchWordsQuery(productIds),
    ]) {
      await tx.execute(query.text, query.values as unknown[], 'run');
    }
  });
}

/** The search reads: one prepared statement per request. */
@Injectable()
export class SearchIndexRepository {
  constructor(private readonly em: EntityManager) {}

  async search(params: SearchParams): Promise<SearchRow> {
    // Planned once per connection: each tier reads through its index and stops early whatever the term, while
    // custom plans would be made again on every call (planning this statement costs more than running it).
    const name = `search.${params.locale}.${params.sort}`;
    const [row] = await queryPrepared<SearchRow>(this.em, name, searchQuery(params), { genericPlan: true });
    return (
      row ?? { product_total: 0, match_total: 0, page_total: 0, products: [], pages: [], categories: [] }
    );
  }
}
