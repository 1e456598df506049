import { hash } from 'argon2';
import type pg from 'pg';
import { RECOUNT_CATEGORY_PRODUCTS_SQL } from '../../modules/catalogue/category-counts.sql';
import { REBUILD_FACET_COMBINATIONS_SQL } from '../../modules/catalogue/facet-combinations.sql';
import { REBUILD_SEARCH_INDEX_SQL, SEARCH_INDEX_TABLES } from '../../modules/search/search-index.read-model';
import { REBUILD_SEARCH_INDEX_JOB } from '../../modules/search/search.jobs';

/**
 * Up to this many products the seed builds the search index itself. Beyond it the index (about 0.7 s per
 * 1,000 products) would dominate a bulk load, so it is built by a background job instead.
 */
const SEARCH_INDEX_INLINE_MAX = 200_000;
import { createBulkWriter } from './bulk-writer';
import { deferIndexes } from './deferred-indexes';
import { DEMO_CUSTOMER_GROUP_ID, DEMO_CUSTOMER_GROUPS } from './customer-groups';
import { BUILT_IN_ROLE_IDS, DEMO_ACCOUNTS } from './demo-accounts';
import { loadProducts } from './product-loader';
import { storeId } from './reference-data';
import { SHOP_CONFIG_TABLES, seedCustomerPrices, seedShopConfig } from './shop-config';
import { seedVariantFamilies } from './variant-families';
import {
  PRODUCT_TABLES,
  SEED_OWNED_TABLES,
  SERIAL_TABLES,
  TABLES,
  contentPageRows,
  referenceRows,
  type ReferenceRows,
} from './seed-tables';

export interface SeedOptions {
  /** How many products the catalogue should hold; products already seeded are kept and topped up. */
  products: number;
  /** True on a PostgreSQL server (COPY); false on the embedded PGlite, which cannot COPY FROM STDIN. */
  supportsCopy: boolean;
  /**
   * The demo logins, their company and its prices, and the demo voucher codes (default true). Without them the
   * reference data is what a production shop starts from; its first administrator comes from first-administrator.ts.
   */
  demoAccounts?: boolean;
  /** Empty every seed-owned table first (rows elsewhere that point into them go too). */
  reset?: boolean;
  log?: (message: string) => void;
  /** Products generated and written per round; memory stays flat whatever the total. */
  batchSize?: number;
  /** From this many new products on a server, indexes are dropped for the load and rebuilt after it. */
  deferIndexesFrom?: number;
}

export interface SeedSummary {
  /** Whether stores, categories, brands, units, content pages and shop configuration were written this time. */
  referenceData: boolean;
  /** Products written this time. */
  productsAdded: number;
  /** Products in the catalogue afterwards. */
  productsTotal: number;
  seconds: number;
}

/** True when the reference data (stores, categories, accounts...) is in place. */
export async function isDatabaseSeeded(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ seeded: boolean }>('select exists (select 1 from store) as seeded');
  return rows[0].seeded;
}

/**
 * Seeds the demo data in one transaction: reference data and demo accounts once, then products up to
 * `options.products`, then sequences and category counts; finally ANALYZE. Products are deterministic (see
 * catalogue-generator.ts), so seeding N products always yields the same catalogue.
 */
export async function seedDatabase(client: pg.ClientBase, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  if (!Number.isInteger(options.products) || options.products < 0) {
    throw new RangeError(`The number of products must be a whole number ≥ 0, not ${options.products}`);
  }
  const referenceData = Boolean(options.reset) || !(await isDatabaseSeeded(client));
  const demoAccounts = options.demoAccounts ?? true;
  // Hashing is slow on purpose; do it before the transaction holds its locks.
  const accountRows = referenceData
    ? [customerGroupRows(), ...(demoAccounts ? await demoAccountRows() : [])]
    : null;

  let productsAdded = 0;
  let productsTotal = 0;
  await client.query('begin');
  try {
    if (options.reset) {
      await client.query(
        `truncate ${[...SEED_OWNED_TABLES, ...SHOP_CONFIG_TABLES].join(', ')} restart identity cascade`,
      );
      log('Emptied the seed-owned tables.');
    }
    const writer = createBulkWriter(client, { supportsCopy: options.supportsCopy });
    if (accountRows) {
      for (const { table, rows } of [...referenceRows(), ...contentPageRows(), ...accountRows]) {
        await writer.write(table, rows);
      }
      await seedShopConfig(client, { demoVouchers: demoAccounts });
      log(
        `Seeded stores, categories, brands, product families, units, content pages, shop configuration${demoAccounts ? ' and demo accounts' : ''}.`,
      );
    }
    ({ productsAdded, productsTotal } = await seedProducts(client, options, log));
    await seedVariantFamilies(client, productsTotal);
    if (demoAccounts) await seedCustomerPrices(client);
    await resetSequences(client);
    await client.query(RECOUNT_CATEGORY_PRODUCTS_SQL);
    await client.query(REBUILD_FACET_COMBINATIONS_SQL);
    if (productsTotal > SEARCH_INDEX_INLINE_MAX) {
      log(
        `The search index for ${productsTotal} products is left to the server: it rebuilds it in the background ` +
          `(job ${REBUILD_SEARCH_INDEX_JOB}) when it starts and finds it empty.`,
      );
      await client.query(`truncate ${SEARCH_INDEX_TABLES.join(', ')}`);
    } else if (referenceData || productsAdded > 0 || (await isSearchIndexEmpty(client))) {
      await rebuildSearchIndex(client, options, productsTotal, log);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
  await client.query(`analyze ${[...SEED_OWNED_TABLES, ...SEARCH_INDEX_TABLES].join(', ')}`);
  const seconds = (performance.now() - started) / 1000;
  log(`Seeding finished in ${seconds.toFixed(1)} s: ${productsTotal} products in the catalogue.`);
  return { referenceData, productsAdded, productsTotal, seconds };
}

const passwordHashes = new Map<string, Promise<string>>();

/** argon2id hashes, computed once per process: tests seed many databases. */
function passwordHash(password: string): Promise<string> {
  let hashed = passwordHashes.get(password);
  if (!hashed) {
    hashed = hash(password);
    passwordHashes.set(password, hashed);
  }
  return hashed;
}

async function demoAccountRows(): Promise<ReferenceRows[]> {
  const { administrator, editor, customer, salesrep } = DEMO_ACCOUNTS;
  const [adminHash, editorHash, customerHash, salesrepHash] = await Promise.all(
    [administrator, editor, customer, salesrep].map((account) => passwordHash(account.password)),
  );
  return [
    {
      table: TABLES.adminUser,
      rows: [
        [1, administrator.email, administrator.name, adminHash, BUILT_IN_ROLE_IDS[administrator.role]],
        [2, editor.email, editor.name, editorHash, BUILT_IN_ROLE_IDS[editor.role]],
      ],
    },
    {
      table: TABLES.customerCompany,
      rows: [
        [
          1,
          customer.company.name,
          customer.company.organizationNumber,
          storeId(customer.company.store),
          customer.company.erpCustomerNumber,
        ],
      ],
    },
    {
      table: TABLES.customer,
      rows: [
        [
          1,
          1,
          customer.email,
          customerHash,
          customer.firstname,
          customer.lastname,
          customer.locale,
          customer.kind,
          true,
        ],
        [
          2,
          null,
          salesrep.email,
          salesrepHash,
          salesrep.firstname,
          salesrep.lastname,
          salesrep.locale,
          salesrep.kind,
          false,
        ],
      ],
    },
    // The demo salesrep serves the demo company (docs/decisions/2026-11-28-salesrep-assignments.md).
    { table: TABLES.customerSalesrepCompany, rows: [[2, 1]] },
    { table: TABLES.customerGroupMember, rows: [[DEMO_CUSTOMER_GROUP_ID, 1]] },
  ];
}

/** The customer groups are configuration (shipping and price rules name them), seeded with or without demo accounts. */
function customerGroupRows(): ReferenceRows {
  return {
    table: TABLES.customerGroup,
    rows: DEMO_CUSTOMER_GROUPS.map((group) => [group.id, group.code, group.name]),
  };
}

async function seedProducts(
  client: pg.ClientBase,
  options: SeedOptions,
  log: (message: string) => void,
): Promise<{ productsAdded: number; productsTotal: number }> {
  const { rows } = await client.query<{ count: number; last: number }>(
    'select count(*)::int as count, coalesce(max(id), 0)::int as last from product',
  );
  const existing = rows[0].count;
  if (existing !== rows[0].last) {
    log(`The catalogue has ${existing} products that are not the seed's own; no products were added.`);
    return { productsAdded: 0, productsTotal: existing };
  }
  const from = existing;
  const to = options.products;
  if (to <= from) return { productsAdded: 0, productsTotal: existing };

  const productTables = PRODUCT_TABLES.map((table) => table.name);
  // COPY FREEZE writes rows already frozen and visible (no later vacuum pass), but only into tables emptied
  // in this transaction; that is safe when nothing outside the product tables points into them.
  const freeze =
    options.supportsCopy && from === 0 && !(await isReferencedFromOutside(client, productTables));
  if (freeze) await client.query(`truncate ${productTables.join(', ')}`);
  const deferred =
    options.supportsCopy && to - from >= (options.deferIndexesFrom ?? 100_000)
      ? await deferIndexes(client, productTables)
      : null;
  if (deferred) {
    await client.query(`set local maintenance_work_mem = '1GB'`);
    log(`Dropped ${deferred.count} indexes and constraints of the product tables for the load.`);
  }

  const started = performance.now();
  let lastReport = started;
  await loadProducts(client, {
    from,
    to,
    supportsCopy: options.supportsCopy,
    freeze,
    batchSize: options.batchSize ?? (options.supportsCopy ? 5000 : 1000),
    progress(end) {
      const now = performance.now();
      if (end < to && now - lastReport < 5000) return;
      lastReport = now;
      const share = Math.round(((end - from) / (to - from)) * 100);
      const seconds = ((now - started) / 1000).toFixed(1);
      log(`Products ${end.toLocaleString('en')} / ${to.toLocaleString('en')} (${share}%) after ${seconds} s`);
    },
  });
  if (deferred) {
    log('Rebuilding indexes and constraints…');
    await deferred.restore(log);
  }
  return { productsAdded: to - from, productsTotal: to };
}

async function isReferencedFromOutside(client: pg.ClientBase, tables: readonly string[]): Promise<boolean> {
  const { rows } = await client.query<{ referenced: boolean }>(
    `select exists (
       select 1 from pg_constraint
       where contype = 'f' and confrelid = any($1::regclass[]) and not conrelid = any($1::regclass[])
     ) as referenced`,
    [tables],
  );
  return rows[0].referenced;
}

async function isSearchIndexEmpty(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ empty: boolean }>(
    'select not exists (select 1 from product_search) as empty',
  );
  return rows[0].empty;
}

/** A large index is written without its indexes, which are built once afterwards (much faster for GIN). */
async function rebuildSearchIndex(
  client: pg.ClientBase,
  options: SeedOptions,
  productsTotal: number,
  log: (message: string) => void,
): Promise<void> {
  const started = performance.now();
  const deferred =
    options.supportsCopy && productsTotal >= (options.deferIndexesFrom ?? 100_000)
      ? await deferIndexes(client, SEARCH_INDEX_TABLES)
      : null;
  await client.query(REBUILD_SEARCH_INDEX_SQL);
  await deferred?.restore(log);
  log(`Built the search index in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

async function resetSequences(client: pg.ClientBase): Promise<void> {
  for (const table of SERIAL_TABLES) {
    await client.query(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from ${table}`,
    );
  }
}
