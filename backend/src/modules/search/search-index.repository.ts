import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LOCALES } from '@tradeshop/shared';
import { queryPrepared, queryRows, sql, trusted } from '../../database/sql';
import {
  CREATE_SHADOW_PRODUCT_SEARCH_SQL,
  SHADOW_PRODUCT_SEARCH,
  insertShadowRowsQuery,
  noteBacklogQuery,
  shadowIndexDefinition,
  swapShadowProductSearchSql,
  deleteProductSearchRowsQuery,
  insertProductSearchRowsQuery,
  insertSearchWordsQuery,
  ownPartNumberProductsQuery,
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

/** How many statements of a rebuild run side by side: the fill and the index builds are CPU-bound. */
const REBUILD_LANES = 2;

/** Runs `work` for every item, at most `lanes` at a time. */
async function inLanes<T>(
  items: readonly T[],
  lanes: number,
  work: (item: T) => Promise<unknown>,
): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(lanes, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/**
 * Rebuilds the whole index (docs/decisions/2026-11-29-indexation-jobs.md) while searches keep reading the old
 * one: the product rows are written into a shadow table, language by language on two connections, indexed
 * there, and swapped in with the words and content pages in one transaction. Safe to run again after a crash
 * (the shadow table is dropped and made anew). `em` is the caller's own (a job's fork).
 */
export async function rebuildSearchIndex(
  em: EntityManager,
  reportProgress: (percent: number) => Promise<void> = async () => {},
): Promise<IndexSize> {
  await queryRows(em, trusted(CREATE_SHADOW_PRODUCT_SEARCH_SQL));
  let filled = 0;
  await inLanes(LOCALES, REBUILD_LANES, async (locale) => {
    await queryRows(em.fork(), insertShadowRowsQuery(locale));
    await reportProgress((50 * ++filled) / LOCALES.length);
  });
  const indexes = await queryRows<{ name: string; definition: string }>(
    em,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = 'product_search'`,
  );
  let built = 0;
  await inLanes(indexes, REBUILD_LANES, async ({ name, definition }) => {
    // GIN builds are several times faster with more memory than the default 64 MB.
    await queryRows(
      em.fork(),
      trusted(
        `begin; set local maintenance_work_mem = '256MB'; ${shadowIndexDefinition(name, definition)}; commit;`,
      ),
    );
    await reportProgress(50 + (45 * ++built) / indexes.length);
  });
  await queryRows(em, trusted(`analyze ${SHADOW_PRODUCT_SEARCH}`));
  const triggers = await queryRows<{ definition: string }>(
    em,
    sql`select pg_get_triggerdef(oid) as definition from pg_trigger
        where tgrelid = 'product_search'::regclass and not tgisinternal`,
  );
  await queryRows(
    em,
    trusted(
      swapShadowProductSearchSql(
        indexes.map((index) => index.name),
        triggers.map((trigger) => trigger.definition),
      ),
    ),
  );
  return indexSize(em);
}

async function indexSize(em: EntityManager): Promise<IndexSize> {
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
 * deleted. Four statements in one transaction, whatever the number of products (the fourth notes the
 * products for a full rebuild under way).
 */
export async function reindexProducts(em: EntityManager, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await em.transactional(async (tx) => {
    for (const query of [
      deleteProductSearchRowsQuery(productIds),
      insertProductSearchRowsQuery(productIds),
      insertSearchWordsQuery(productIds),
      noteBacklogQuery(productIds),
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

  async ownPartNumberProductIds(companyId: number, term: string): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(this.em, ownPartNumberProductsQuery(companyId, term));
    return rows.map((row) => row.id);
  }
}
