import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'supertest';
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
    testApp = await startTestApp({ products: 120, env: { READ_CACHE_MB: '16' } });
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

  /** Reads `path` until `accept` holds (the notification travels apart from the write's commit). */
  async function eventually(path: string, accept: (response: Response) => boolean): Promise<Response> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const response = await get(path).expect(200);
      if (accept(response) || Date.now() > deadline) return response;
      await sleep(20);
    }
  }

  /** Reads `path` until an answer comes from memory. */
  const cached = (path: string) => eventually(path, (response) => cacheOf(response) === 'hit');

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
       where t.tgname = c.relname || '_notifies_catalogue_changed'`,
    );
    const covered = new Set(notifying.map((row) => (row as { table: string }).table));

    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((table) => !covered.has(table))).toEqual([]);
  });

  it('answers a repeated product page from memory, byte for byte, and a conditional request with 304', async () => {
    const first = await get(productPath).expect(200);
    const again = await cached(productPath);

    expect(cacheOf(again)).toBe('hit');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    await get(productPath)
      .set('If-None-Match', again.headers.etag as string)
      .expect(304);
  });

  it('shows a changed price on the next request after the change commits', async () => {
    const before = await cached(productPath);
    const price = (before.body as { price: { amountMinor: number } }).price.amountMinor;

    await sql(`update product_price set price_minor = price_minor + 100 where product_id = $1`, [product.id]);

    const after = await eventually(
      productPath,
      (response) => (response.body as { price: { amountMinor: number } }).price.amountMinor !== price,
    );
    expect((after.body as { price: { amountMinor: number } }).price.amountMinor).toBe(price + 100);
    expect(cacheOf(after)).not.toBe('hit');
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

    await sql(`update product set stock_status = $2 where id = $1`, [product.id, otherStatus]);

    const after = await eventually(
      listing,
      (response) => stockCount(response, stock) !== stockCount(before, stock),
    );
    expect(stockCount(after, stock)).toBe(stockCount(before, stock) - 1);
    expect(stockCount(after, otherStatus)).toBe(stockCount(before, otherStatus) + 1);
  });

  it('finds a product by its new name once the search index holds it', async () => {
    const search = `/api/shop/search?term=${encodeURIComponent('zephyrlumen')}&locale=en&perPage=8`;
    const before = await cached(search);
    expect((before.body as { count: { products: number } }).count.products).toBe(0);

    await sql(
      `update product_search set name = 'Zephyrlumen work light',
                 document = to_tsvector('english', 'Zephyrlumen work light')
               where product_id = $1 and locale = 'en'`,
      [product.id],
    );

    const after = await eventually(
      search,
      (response) => (response.body as { count: { products: number } }).count.products > 0,
    );
    expect(
      (after.body as { result: { products: { sku: string }[] } }).result.products.map((hit) => hit.sku),
    ).toEqual([product.sku]);
  });

  it('answers from the database while the notifications are cut off, and from memory again once they return', async () => {
    await cached(productPath);

    await sql(`select pg_terminate_backend(pid) from pg_stat_activity
               where application_name = 'tradeshop read cache' and datname = current_database()`);

    const during = await eventually(productPath, (response) => cacheOf(response) === 'bypass');
    expect(cacheOf(during)).toBe('bypass');
    const back = await cached(productPath);
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
