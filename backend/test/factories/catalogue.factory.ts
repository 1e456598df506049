import type pg from 'pg';
import { createBulkWriter } from '../../src/database/seeders/bulk-writer';
import { generateProduct, type GeneratedProduct } from '../../src/database/seeders/catalogue-generator';
import { seedDatabase, type SeedSummary } from '../../src/database/seeders/seed';
import { productRows } from '../../src/database/seeders/seed-tables';
import { RECOUNT_CATEGORY_PRODUCTS_SQL } from '../../src/modules/catalogue/category-counts.sql';

/*
 * Test data comes from the same generator as the demo seed, so what the tests see is what the shop shows.
 */

export type ProductOverrides = Partial<Omit<GeneratedProduct, 'index' | 'id'>> & { index?: number };

/** The generated product at `index` (default 0), with fields replaced by `overrides`. Nothing is written. */
export function buildProduct(overrides: ProductOverrides = {}): GeneratedProduct {
  const { index = 0, ...fields } = overrides;
  return { ...generateProduct(index), ...fields };
}

/** `count` generated products starting at `from`. */
export function buildProducts(count: number, from = 0): GeneratedProduct[] {
  return Array.from({ length: count }, (_, offset) => generateProduct(from + offset));
}

/**
 * Seeds the reference data, content pages, demo accounts and the first `products` products of the demo
 * catalogue into a migrated database: exactly what `npm run seed -- --products N` writes.
 */
export function insertCatalogue(client: pg.ClientBase, options: { products: number }): Promise<SeedSummary> {
  return seedDatabase(client, { products: options.products, supportsCopy: true });
}

/**
 * Writes one more product after the ones already there (it takes the next index, so SKU, slugs and EAN stay
 * unique), with `overrides` applied. Relations to products that do not exist are left out. Needs the
 * reference data (insertCatalogue with any number of products).
 */
export async function insertProduct(
  client: pg.ClientBase,
  overrides: ProductOverrides = {},
): Promise<GeneratedProduct> {
  const { rows } = await client.query<{ last: number }>(
    'select coalesce(max(id), 0)::int as last from product',
  );
  const last = rows[0].last;
  const built = buildProduct({ index: last, ...overrides });
  const product = { ...built, relations: built.relations.filter((relation) => relation.relatedId <= last) };
  const writer = createBulkWriter(client, { supportsCopy: false });
  for (const [table, tableRows] of productRows([product])) await writer.write(table, tableRows);
  await client.query(`select setval(pg_get_serial_sequence('product', 'id'), (select max(id) from product))`);
  await client.query(
    `select setval(pg_get_serial_sequence('product_media', 'id'), greatest((select max(id) from product_media), 1))`,
  );
  await refreshCategoryCounts(client);
  return product;
}

/** Recounts category.product_count, as the seed and the recount job do. */
export async function refreshCategoryCounts(client: pg.ClientBase): Promise<void> {
  await client.query(RECOUNT_CATEGORY_PRODUCTS_SQL);
}
