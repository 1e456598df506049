import { verify } from 'argon2';
import pg from 'pg';
import { isDatabaseSeeded, seedDatabase } from '../../src/database/seeders/seed';
import { CATEGORIES } from '../../src/database/seeders/reference-data';
import { createTestDatabase } from '../support/test-database';
import { DEMO_ACCOUNTS } from './account.factory';
import { buildProduct, insertCatalogue, insertProduct } from './catalogue.factory';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const database: TestDatabase = await createTestDatabase();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
    await database.drop();
  }
}

/** A fingerprint of everything the seed writes for products, to compare two databases. */
async function productFingerprint(client: pg.ClientBase): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    product: 'id',
    product_translation: 'product_id, locale',
    product_price: 'product_id, store_id',
    product_unit: 'product_id, unit_definition_id',
    product_media: 'id',
    product_relation: 'product_id, kind, related_id',
    category: 'id',
  };
  const fingerprint: Record<string, string> = {};
  for (const [table, order] of Object.entries(tables)) {
    const { rows } = await client.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by ${order}), '')) as digest from ${table} t`,
    );
    fingerprint[table] = rows[0].digest;
  }
  return fingerprint;
}

async function schemaOf(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `select indexdef as definition from pg_indexes where schemaname = 'public'
     union all
     select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
     where connamespace = 'public'::regnamespace
     order by 1`,
  );
  return rows.map((row) => row.definition);
}

describe('the demo catalogue seed', () => {
  it('writes reference data, demo accounts, content pages and consistent products', async () => {
    await withDatabase(async (client) => {
      expect(await isDatabaseSeeded(client)).toBe(false);
      const summary = await insertCatalogue(client, { products: 120 });
      expect(summary).toMatchObject({ referenceData: true, productsAdded: 120, productsTotal: 120 });
      expect(await isDatabaseSeeded(client)).toBe(true);

      const { rows: counts } = await client.query(
        `select (select count(*)::int from store) as stores,
                (select count(*)::int from category) as categories,
                (select count(*)::int from product_translation) as translations,
                (select count(*)::int from product_price) as prices,
                (select count(*)::int from content_page_translation) as pages,
                (select count(*)::int from product_unit where is_default) as default_units`,
      );
      expect(counts[0]).toEqual({
        stores: 7,
        categories: CATEGORIES.length,
        translations: 840,
        prices: 840,
        pages: 84,
        default_units: 120,
      });

      const { rows: groups } = await client.query<{ total: number; active: number }>(
        `select sum(product_count)::int as total, (select count(*)::int from product where active) as active
         from category where parent_id is null`,
      );
      expect(groups[0].total).toBe(groups[0].active);
    });
  });

  it('hashes the demo passwords so that they verify', async () => {
    await withDatabase(async (client) => {
      await insertCatalogue(client, { products: 0 });
      const { rows } = await client.query<{ password_hash: string }>(
        'select password_hash from admin_user where email = $1',
        [DEMO_ACCOUNTS.administrator.email],
      );
      expect(await verify(rows[0].password_hash, DEMO_ACCOUNTS.administrator.password)).toBe(true);
      const { rows: shop } = await client.query<{ kind: string; company: string | null }>(
        `select c.kind, cc.name as company from customer c left join customer_company cc on cc.id = c.company_id order by c.id`,
      );
      expect(shop).toEqual([
        { kind: 'customer', company: 'Voltgrossisten Oy' },
        { kind: 'salesrep', company: null },
      ]);
    });
  });

  it('writes the same rows with batched INSERT (embedded) as with COPY (server), and tops up to the same catalogue', async () => {
    const viaCopy = await withDatabase(async (client) => {
      await seedDatabase(client, { products: 150, supportsCopy: true });
      return productFingerprint(client);
    });
    const viaInsertInSteps = await withDatabase(async (client) => {
      await seedDatabase(client, { products: 60, supportsCopy: false, batchSize: 25 });
      const topUp = await seedDatabase(client, { products: 150, supportsCopy: false, batchSize: 40 });
      expect(topUp).toMatchObject({ referenceData: false, productsAdded: 90, productsTotal: 150 });
      return productFingerprint(client);
    });
    expect(viaInsertInSteps).toEqual(viaCopy);
  });

  it('recreates exactly the indexes and constraints it drops for a large load', async () => {
    await withDatabase(async (client) => {
      const before = await schemaOf(client);
      await seedDatabase(client, { products: 200, supportsCopy: true, deferIndexesFrom: 1 });
      expect(await schemaOf(client)).toEqual(before);
    });
  });

  it('empties the seed-owned tables on reset and seeds afresh', async () => {
    await withDatabase(async (client) => {
      await insertCatalogue(client, { products: 40 });
      await client.query(`update product set active = false where id <= 10`);
      const summary = await seedDatabase(client, { products: 30, supportsCopy: true, reset: true });
      expect(summary).toMatchObject({ referenceData: true, productsAdded: 30, productsTotal: 30 });
      const { rows } = await client.query<{ inactive: number; next: string }>(
        `select (select count(*)::int from product where not active and id <= 10) as inactive,
                nextval(pg_get_serial_sequence('product', 'id'))::text as next`,
      );
      expect(rows[0].next).toBe('31');
      expect(rows[0].inactive).toBe(
        [...Array(10).keys()].filter((index) => !buildProduct({ index }).active).length,
      );
    });
  });

  it('appends one product after the seeded ones with insertProduct', async () => {
    await withDatabase(async (client) => {
      await insertCatalogue(client, { products: 10 });
      const product = await insertProduct(client, { stockStatus: 'out_of_stock', stockQuantity: 0 });
      expect(product.id).toBe(11);
      const { rows } = await client.query('select sku, stock_status from product where id = 11');
      expect(rows[0]).toEqual({ sku: product.sku, stock_status: 'out_of_stock' });
      const { rows: next } = await client.query<{ id: number }>(
        `insert into product (sku, brand_id, category_id, family_id, sales_unit_id, image, stock_status)
         values ('TEST-1', 1, 9, 1, 1, '', 'in_stock') returning id`,
      );
      expect(next[0].id).toBe(12);
    });
  });
});
