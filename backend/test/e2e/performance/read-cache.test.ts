import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'supertest';
import { ReadCache } from '../../../src/read-cache/read-cache';
import { startTestApp, type RecordedStatement, type TestApp } from '../../support/test-app';

interface PlanNode {
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function relationsOf(node: PlanNode): string[] {
  return [
    ...(node['Relation Name'] ? [node['Relation Name']] : []),
    ...(node.Plans ?? []).flatMap(relationsOf),
  ];
}

/**
 * The read cache as deployed (on; tests leave it off elsewhere): public catalogue and search answers come
 * from memory until PostgreSQL notifies a write, which the next request sees. Writes here go through a
 * connection of their own, as the importer's and the ERP sync's do.
 */
describe('read cache of the public catalogue and search', () => {
  let testApp: TestApp;
  let product: { id: number; slug: string; sku: string };
  let productPath: string;

  beforeAll(async () => {
    // more products than one scoped notification names, for the import case
    testApp = await startTestApp({ products: 600, env: { READ_CACHE_MB: '16' } });
    product = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number; slug: string; sku: string }>(
        `select p.id, t.slug, p.sku from product p
         join product_translation t on t.product_id = p.id and t.locale = 'en'
         join category c on c.id = p.category_id
         where p.active and exists (select 1 from product_price pr where pr.product_id = p.id)
         order by p.id limit 1`,
      );
      return rows[0]!;
    });
    productPath = `/api/shop/products/${product.slug}?locale=en`;
  });

  afterAll(() => testApp.close());

  const get = (path: string) => testApp.http().get(path);
  const cacheOf = (response: Response) => response.headers['x-cache'] as string;
  const sql = (text: string, values: unknown[] = []) =>
    testApp.withClient((client) => client.query(text, values));

  /** Resolves once the cache has heard of every write committed so far (no polling: see ChangeFeed.caughtUp). */
  const caughtUp = () => testApp.app.get(ReadCache).caughtUp();

  /** A write through a connection of its own, as the importer's are; resolves once the cache has heard of it. */
  async function write(text: string, values: unknown[] = []): Promise<void> {
    await sql(text, values);
    await caughtUp();
  }

  /** Reads `path` twice and proves the second answer came from memory, so a later miss means a dropped answer. */
  async function cached(path: string): Promise<Response> {
    await caughtUp();
    await get(path).expect(200);
    const again = await get(path).expect(200);
    expect(cacheOf(again)).toBe('hit');
    return again;
  }

  /**
   * Reads `path` until `accept` holds, failing after 5 s: only for what happens apart from any write, such as
   * the listener reconnecting after its connection was cut.
   */
  async function until(path: string, accept: (response: Response) => boolean): Promise<Response> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await get(path).expect(200);
      if (accept(response)) return response;
      if (Date.now() > deadline)
        throw new Error(`${path} never answered as expected (X-Cache ${cacheOf(response)})`);
      await sleep(20);
    }
  }

  it('has every table that a cached answer reads notify the cache of its writes', async () => {
    const { category } = await sql(
      `select t.slug as category from product p
       join category_translation t on t.category_id = p.category_id and t.locale = 'en' where p.id = $1`,
      [product.id],
    ).then((result) => result.rows[0] as { category: string });
    const addresses = [
      '/api/shop/categories?locale=fi',
      `/api/shop/categories/${encodeURIComponent(category)}?locale=en`,
      `/api/shop/categories/${encodeURIComponent(category)}/products?locale=en&sort=name&stockStatusIds=in_stock`,
      `/api/shop/categories/${encodeURIComponent(category)}/products?locale=en&page=2&perPage=12`,
      `/api/shop/products/${product.slug}?locale=en`,
      `/api/shop/search?term=${encodeURIComponent(product.sku)}&locale=en`,
      '/api/shop/search?term=alkalin%20battry&locale=en',
      '/api/shop/search?term=delivery&locale=en',
    ];
    const statements: RecordedStatement[] = [];
    for (const address of addresses) {
      const recorded = await testApp.recordQueries(() => get(address).expect(200));
      expect(cacheOf(recorded.result)).not.toBe('hit');
      statements.push(...recorded.statements.filter(({ sql: text }) => !/^(set|reset) /i.test(text)));
    }

    const read = new Set<string>();
    await testApp.withClient(async (client) => {
      for (const { sql: text, bindings } of statements) {
        let position = 0;
        const numbered = text.includes('$1') ? text : text.replace(/\?/g, () => `$${++position}`);
        const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${numbered}`,
          bindings,
        );
        for (const table of relationsOf(rows[0]!['QUERY PLAN'][0]!.Plan)) read.add(table);
      }
    });
    const { rows: notifying } = await sql(
      `select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = c.relname || '_notifies_catalogue_changed'
          or t.tgname like c.relname || '\\_notifies\\_catalogue\\_changed\\_%'`,
    );
    const covered = new Set(notifying.map((row) => (row as { table: string }).table));

    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((table) => !covered.has(table))).toEqual([]);
  });

  it('answers a repeated product page from memory, byte for byte, and a conditional request with 304', async () => {
    const first = await get(productPath).expect(200);
    const again = await cached(productPath);
    // served from memory: the application sends no statement for it
    const { queries } = await testApp.countQueries(() => get(productPath).expect(200));
    expect(queries).toBe(0);

    expect(cacheOf(again)).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    await get(productPath)
      .set('If-None-Match', again.headers.etag as string)
      .expect(304);
  });

  it('shows a changed price on the next request once the change is notified', async () => {
    const before = await cached(productPath);
    const price = (before.body as { price: { amountMinor: number } }).price.amountMinor;

    await write(`update product_price set price_minor = price_minor + 100 where product_id = $1`, [
      product.id,
    ]);

    const after = await get(productPath).expect(200);
    expect((after.body as { price: { amountMinor: number } }).price.amountMinor).toBe(price + 100);
    expect(cacheOf(after)).toBe('miss');
  });

  it('recounts a listing facet when a product goes out of stock', async () => {
    const { category, stock } = await sql(
      `select t.slug as category, p.stock_status as stock from product p
       join category_translation t on t.category_id = p.category_id and t.locale = 'en' where p.id = $1`,
      [product.id],
    ).then((result) => result.rows[0] as { category: string; stock: string });
    const listing = `/api/shop/categories/${encodeURIComponent(category)}/products?locale=en`;
    const stockCount = (response: Response, status: string) =>
      (response.body as { facets: { param: string; values: { value: string; count: number }[] }[] }).facets
        .find((facet) => facet.param === 'stockStatusIds')
        ?.values.find((option) => option.value === status)?.count ?? 0;
    const before = await cached(listing);
    const otherStatus = stock === 'out_of_stock' ? 'in_stock' : 'out_of_stock';

    await write(`update product set stock_status = $2 where id = $1`, [product.id, otherStatus]);

    const after = await get(listing).expect(200);
    expect(cacheOf(after)).toBe('miss');
    expect(stockCount(after, stock)).toBe(stockCount(before, stock) - 1);
    expect(stockCount(after, otherStatus)).toBe(stockCount(before, otherStatus) + 1);
  });

  it('finds a product by its new name once the search index holds it', async () => {
    const search = `/api/shop/search?term=${encodeURIComponent('zephyrlumen')}&locale=en&perPage=8`;
    const before = await cached(search);
    expect((before.body as { count: { products: number } }).count.products).toBe(0);

    await write(
      `update product_search set name = 'Zephyrlumen work light',
                 document = to_tsvector('english', 'Zephyrlumen work light')
               where product_id = $1 and locale = 'en'`,
      [product.id],
    );

    const after = await get(search).expect(200);
    expect(cacheOf(after)).toBe('miss');
    expect(
      (after.body as { result: { products: { sku: string }[] } }).result.products.map((hit) => hit.sku),
    ).toEqual([product.sku]);
  });

  it('after a stock change of one product drops its page (and, when its stock status moved, its categories’ listings), and keeps the rest', async () => {
    const other = await sql(
      `select p.id, t.slug, p.category_id as "categoryId" from product p
       join product_translation t on t.product_id = p.id and t.locale = 'en'
       where p.active and p.category_id <> (select category_id from product where id = $1)
         and p.id not in (select related_id from product_relation where product_id = $1)
         and p.id not in (select product_id from product_relation where related_id = $1)
       order by p.id limit 1`,
      [product.id],
    ).then((result) => result.rows[0] as { id: number; slug: string; categoryId: number });
    const slugOf = (categoryId: number) =>
      sql(`select slug from category_translation where category_id = $1 and locale = 'en'`, [
        categoryId,
      ]).then((result) => (result.rows[0] as { slug: string }).slug);
    const ownCategory = await sql(`select category_id as id from product where id = $1`, [product.id]).then(
      (result) => (result.rows[0] as { id: number }).id,
    );
    const ownListing = `/api/shop/categories/${encodeURIComponent(await slugOf(ownCategory))}/products?locale=en`;
    const otherListing = `/api/shop/categories/${encodeURIComponent(await slugOf(other.categoryId))}/products?locale=en`;
    const otherPage = `/api/shop/products/${other.slug}?locale=en`;
    const tree = '/api/shop/categories?locale=en';
    for (const path of [productPath, ownListing, otherListing, otherPage, tree]) await cached(path);

    // the ERP's quantity, which only the product's own page shows: that page alone is read afresh
    await write(`update product set stock_quantity = stock_quantity + 1 where id = $1`, [product.id]);
    const fresh = await get(productPath).expect(200);
    expect(cacheOf(fresh)).toBe('miss');
    const { quantity } = await sql(`select stock_quantity as quantity from product where id = $1`, [
      product.id,
    ]).then((result) => result.rows[0] as { quantity: number });
    expect(fresh.body.stockQuantity).toBe(quantity);
    for (const kept of [ownListing, otherListing, otherPage, tree])
      expect(cacheOf(await get(kept).expect(200))).toBe('hit');

    // a stock status the listings show and filter by: its categories' listings are read afresh too
    await cached(productPath);
    await write(
      `update product set stock_status = case when stock_status = 'in_stock' then 'low_stock' else 'in_stock' end
       where id = $1`,
      [product.id],
    );
    expect(cacheOf(await get(productPath).expect(200))).toBe('miss');
    expect(cacheOf(await get(ownListing).expect(200))).toBe('miss');
    for (const kept of [otherListing, otherPage, tree])
      expect(cacheOf(await get(kept).expect(200))).toBe('hit');

    // a product that leaves the shop changes the tree's counts: everything is read afresh
    await write(`update product set active = false where id = $1`, [other.id]);
    expect(cacheOf(await get(tree).expect(200))).toBe('miss');
    expect(cacheOf(await get(otherListing).expect(200))).toBe('miss');
    await write(`update product set active = true where id = $1`, [other.id]);
  });

  it('notifies the products and the categories that list them, or the table alone for a large import', async () => {
    const payloads = await testApp.withClient(async (client) => {
      const received: string[] = [];
      client.on('notification', (message) => received.push(message.payload ?? ''));
      await client.query('listen catalogue_changed');
      await client.query(`update product_price set price_minor = price_minor where product_id = $1`, [
        product.id,
      ]);
      await client.query(`update product_price set price_minor = price_minor`);
      await client.query(`update category_translation set name = name where category_id = 0`);
      await sleep(200);
      return received;
    });
    const ancestors = await sql(
      `with recursive up as (
         select c.id, c.parent_id from category c join product p on p.category_id = c.id where p.id = $1
         union select c.id, c.parent_id from category c join up on c.id = up.parent_id)
       select string_agg(id::text, ',' order by id) as ids from up`,
      [product.id],
    ).then((result) => (result.rows[0] as { ids: string }).ids);

    expect(ancestors.split(',').length).toBeGreaterThan(1);
    expect(payloads.slice(0, 2)).toEqual([`product_price p=${product.id} c=${ancestors}`, 'product_price']);
    // the category's write bumps the catalogue version in the same transaction
    expect(payloads.slice(2).sort()).toEqual(['catalogue_version', 'category_translation']);
  });

  it('answers from the database while the notifications are cut off, and from memory again once they return', async () => {
    await cached(productPath);

    await sql(`select pg_terminate_backend(pid) from pg_stat_activity
               where application_name = 'tradeshop read cache' and datname = current_database()`);

    const during = await until(productPath, (response) => cacheOf(response) === 'bypass');
    expect(cacheOf(during)).toBe('bypass');
    const back = await until(productPath, (response) => cacheOf(response) === 'hit');
    expect(cacheOf(back)).toBe('hit');
    // emptied when the notifications stopped: only what was read since is kept
    expect((await get('/health').expect(200)).body.readCache).toMatchObject({
      state: 'listening',
      entries: 1,
    });
  });

  it('keeps no answer to an address with parameters the endpoint does not know', async () => {
    const padded = `${productPath}&utm_source=newsletter`;
    await get(padded).expect(200);
    const again = await get(padded).expect(200);
    expect(cacheOf(again)).toBe('bypass');
    expect(again.body).toEqual((await get(productPath).expect(200)).body);
  });

  it('keeps no refusal: a bad request is judged again each time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await get(`/api/shop/products/${product.slug}?locale=xx`).expect(400);
      expect(cacheOf(refused)).toBeUndefined();
    }
    await get('/api/shop/search?term=ab&locale=en').expect(400);
    await get('/api/shop/search?term=ab&locale=en').expect(400);
  });
});
