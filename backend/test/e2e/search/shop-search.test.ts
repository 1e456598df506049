import { MikroORM } from '@mikro-orm/postgresql';
import { LIVE_SEARCH_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '@tradeshop/shared';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { reindexProducts } from '../../../src/modules/search/search-index.repository';
import { loginAsAdmin } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Product {
  id: number;
  name: string;
  sku: string;
  slug: string;
  image: string;
  price: { amountMinor: number; currency: string } | null;
  stockStatus: string;
  salesUnitLabel: string;
}

interface CategoryFacet {
  id: number;
  name: string;
  slug: string;
  count: number;
  selected: boolean;
}

describe('storefront search API', () => {
  let testApp: TestApp;
  let database: pg.Client;
  const search = (query: string) => testApp.http().get(`/api/shop/search?${query}`);
  const products = async (query: string): Promise<Product[]> =>
    (await search(query).expect(200)).body.result.products;

  beforeAll(async () => {
    // Enough that a common word matches more products than a search counts exactly.
    testApp = await startTestApp({ products: 400 });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  async function oneProduct(where: string): Promise<{ id: number; sku: string; ean: string; nobb: string }> {
    const { rows } = await database.query(
      `select id, sku, trim(ean_number) as ean, nobb_number as nobb from product where active and ${where} order by id limit 1`,
    );
    return rows[0];
  }

  it('answers the live search shape with 8 products per call', async () => {
    const { body } = await search('term=battery&locale=en&perPage=8').expect(200);
    expect(Object.keys(body).sort()).toEqual(['count', 'facets', 'page', 'perPage', 'result', 'sort']);
    expect(body.page).toBe(1);
    expect(body.perPage).toBe(LIVE_SEARCH_PAGE_SIZE);
    expect(body.result.products).toHaveLength(LIVE_SEARCH_PAGE_SIZE);
    for (const product of body.result.products) {
      expect(product).toEqual(
        expect.objectContaining({
          id: expect.any(Number),
          image: expect.any(String),
          name: expect.any(String),
          sku: expect.any(String),
          slug: expect.any(String),
          stockStatus: expect.any(String),
          salesUnitLabel: expect.any(String),
          minimumOrderQuantity: expect.any(String),
        }),
      );
    }
    // the results show the store's price: the Finnish store's in euros
    const priced = (await search('term=battery&locale=en&store=fi&perPage=8').expect(200)).body.result
      .products;
    expect(priced.some((product: Product) => product.price?.currency === 'EUR')).toBe(true);
    expect(Array.isArray(body.result.pages)).toBe(true);
    expect(body.count.products).toBeGreaterThan(LIVE_SEARCH_PAGE_SIZE);
    expect(body.count.total).toBe(body.count.products + body.count.pages);
  });

  it('defaults to 8 per page and pages through every match exactly once', async () => {
    const first = (await search('term=battery&locale=en').expect(200)).body;
    expect(first.perPage).toBe(8);
    const all = await products(`term=battery&locale=en&perPage=48`);
    expect(all.length).toBe(Math.min(48, first.count.products));
    const second = await products('term=battery&locale=en&page=2');
    expect(second.map((p) => p.id)).toEqual(all.slice(8, 16).map((p) => p.id));
  });

  it('refuses a term shorter than 3 characters after trimming, and more than 48 per page', async () => {
    const short = await search(`term=${encodeURIComponent('  ab  ')}&locale=en`).expect(400);
    expect(JSON.stringify(short.body)).toMatch(/at least 3 characters/);
    await search('locale=en').expect(400);
    await search('term=battery&locale=en&perPage=49').expect(400);
    await search('term=battery&locale=xx').expect(400);
  });

  it('puts the product with the exact SKU first, whatever the case', async () => {
    const product = await oneProduct('true');
    const found = await products(`term=${encodeURIComponent(product.sku.toLowerCase())}&locale=en`);
    expect(found[0]?.id).toBe(product.id);
  });

  it('lists SKUs that start with the term, after the exact one', async () => {
    const product = await oneProduct('true');
    const prefix = product.sku.split('-').slice(0, 2).join('-');
    const found = await products(`term=${encodeURIComponent(prefix)}&locale=en&perPage=48`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((p) => p.sku.toLowerCase().includes(prefix.toLowerCase()))).toBe(true);
    expect(found[0]?.sku.startsWith(prefix)).toBe(true);
  });

  it('finds a product by its EAN and by its Nobb number', async () => {
    const product = await oneProduct('ean_number is not null and nobb_number is not null');
    expect((await products(`term=${product.ean}&locale=fi`))[0]?.id).toBe(product.id);
    expect((await products(`term=${product.nobb}&locale=fi`))[0]?.id).toBe(product.id);
  });

  it('finds Swedish names by another inflection of their words', async () => {
    const found = await products(`term=batterierna&locale=sv&perPage=48`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((p) => /batteri\b/i.test(p.name))).toBe(true);
  });

  it('finds Finnish names by another inflection of their words', async () => {
    const found = await products(`term=alkaliparistoja&locale=fi&perPage=48`);
    expect(found.length).toBeGreaterThan(0);
    // Name words weigh more than description words, so names with the word come first.
    expect(found[0]?.name).toMatch(/alkaliparisto/i);
  });

  it('matches the word being typed as a prefix', async () => {
    const found = await products('term=alkal&locale=en');
    expect(found.some((p) => /alkaline/i.test(p.name))).toBe(true);
  });

  it('forgives typos by similarity of the name', async () => {
    const found = await products(`term=${encodeURIComponent('alkalin battry')}&locale=en`);
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.name).toMatch(/alkaline battery/i);
  });

  it('answers nothing found for a term that matches nothing', async () => {
    const { body } = await search('term=zzqqxxv&locale=en').expect(200);
    expect(body.result).toEqual({ products: [], pages: [] });
    expect(body.facets).toEqual({ categories: [] });
    expect(body.count).toEqual({ products: 0, pages: 0, total: 0, exact: true });
  });

  it('counts matches exactly up to the limit, says when there are more, and pages that far', async () => {
    const { rows } = await database.query<{ word: string; ndoc: number }>(
      `select word, ndoc from ts_stat($$select document from product_search where locale = 'en'$$)
       where word ~ '^[a-z]{4,}$' order by ndoc desc, word limit 1`,
    );
    const common = rows[0];
    if (!common) throw new Error('The search index is empty');
    expect(common.ndoc).toBeGreaterThan(SEARCH_COUNT_LIMIT);
    const { body } = await search(`term=${common.word}&locale=en`).expect(200);
    expect(body.count).toEqual({
      products: SEARCH_COUNT_LIMIT,
      pages: body.count.pages,
      total: SEARCH_COUNT_LIMIT + body.count.pages,
      exact: false,
    });
    const pages = [1, 2, 3].map((page) => products(`term=${common.word}&locale=en&perPage=48&page=${page}`));
    const ids = (await Promise.all(pages)).flat().map((product) => product.id);
    expect(ids).toHaveLength(SEARCH_COUNT_LIMIT);
    expect(new Set(ids).size).toBe(SEARCH_COUNT_LIMIT);

    const exact = await oneProduct('true');
    const bySku = (await search(`term=${encodeURIComponent(exact.sku)}&locale=en`).expect(200)).body;
    expect(bySku.count).toMatchObject({ products: 1, exact: true });
  });

  it('finds a content page by its title, linked to the storefront page', async () => {
    const { rows } = await database.query(
      `select t.title, t.slug from content_page_translation t join content_page p on p.id = t.page_id
       where p.code = 'delivery-terms' and t.locale = 'fi'`,
    );
    const { body } = await search(`term=${encodeURIComponent(rows[0].title)}&locale=fi`).expect(200);
    expect(body.result.pages[0]).toMatchObject({ title: rows[0].title, url: `/fi/pages/${rows[0].slug}` });
    expect(body.count.pages).toBeGreaterThan(0);
  });

  it('reads the matches, facets and pages with one statement, and the cards of the page with one more', async () => {
    const { queries } = await testApp.countQueries(() => products('term=battery&locale=da'));
    expect(queries).toBe(2);
    const nothing = await testApp.countQueries(() => products('term=zzqqxxv&locale=da'));
    expect(nothing.queries).toBe(1);
  });

  /** A word of English product documents that fewer products than the exact-count limit have. */
  async function uncommonWord(): Promise<string> {
    const { rows } = await database.query<{ word: string }>(
      `select word from ts_stat($$select document from product_search where locale = 'en'$$)
       where word ~ '^[a-z]{5,}$' and ndoc between 15 and 50 order by ndoc desc, word limit 1`,
    );
    if (!rows[0]) throw new Error('No word of the wanted frequency in the index');
    return rows[0].word;
  }

  it("lists the matches' categories with their counts, and a chosen category narrows the results to it", async () => {
    const word = await uncommonWord();
    const all = (await search(`term=${word}&locale=en&perPage=48`).expect(200)).body;
    expect(all.count.exact).toBe(true);
    const facets: CategoryFacet[] = all.facets.categories;
    expect(facets.length).toBeGreaterThan(0);
    expect(facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(all.count.products);
    expect(facets.every((facet) => !facet.selected && facet.name && facet.slug)).toBe(true);

    const chosen = facets[facets.length - 1]!;
    const narrowed = (await search(`term=${word}&locale=en&perPage=48&category=${chosen.id}`).expect(200))
      .body;
    expect(narrowed.count.products).toBe(chosen.count);
    const ids = narrowed.result.products.map((product: Product) => product.id);
    expect(ids).toHaveLength(chosen.count);
    const { rows } = await database.query(`select distinct category_id from product where id = any($1)`, [
      ids,
    ]);
    expect(rows).toEqual([{ category_id: chosen.id }]);
    // the facets still offer the other categories, the chosen one marked
    expect(narrowed.facets.categories.map((facet: CategoryFacet) => [facet.id, facet.selected])).toEqual(
      facets.map((facet) => [facet.id, facet.id === chosen.id]),
    );
  });

  it('sorts the matches by price either way (products without a price last) and by name', async () => {
    const word = await uncommonWord();
    const amounts = async (sort: string) =>
      (await products(`term=${word}&locale=en&store=fi&perPage=48&sort=${sort}`)).map(
        (p) => p.price?.amountMinor,
      );
    const ascending = await amounts('price_asc');
    const priced = ascending.filter((amount): amount is number => amount !== undefined);
    expect(priced.length).toBeGreaterThan(1);
    expect(priced).toEqual([...priced].sort((a, b) => a - b));
    expect(ascending.slice(0, priced.length)).toEqual(priced);
    const descending = (await amounts('price_desc')).filter(
      (amount): amount is number => amount !== undefined,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThanOrEqual(Math.max(...priced));

    const byName = (await products(`term=${word}&locale=en&perPage=48&sort=name`)).map((p) => p.name);
    const { rows } = await database.query(`select name from unnest($1::text[]) name order by name`, [byName]);
    expect(byName).toEqual(rows.map((row: { name: string }) => row.name));
    const relevance = await products(`term=${word}&locale=en&perPage=48`);
    expect(new Set(byName)).toEqual(new Set(relevance.map((p) => p.name)));
    expect(byName).not.toEqual(relevance.map((p) => p.name));
  });

  it('refuses an unknown sort and a category that is not an id', async () => {
    expect(JSON.stringify((await search('term=battery&locale=en&sort=cheapest').expect(400)).body)).toMatch(
      /sort must be one of relevance, name, price_asc, price_desc/,
    );
    await search('term=battery&locale=en&category=abc').expect(400);
    await search('term=battery&locale=en&category=0').expect(400);
  });

  it('indexes a product again after it changed', async () => {
    const product = await oneProduct('true');
    await database.query(`update product_translation set name = 'Quuxotron Lantern' where product_id = $1`, [
      product.id,
    ]);
    expect(await products('term=quuxotron&locale=en')).toEqual([]);
    await reindexProducts(testApp.app.get(MikroORM).em.fork(), [product.id]);
    expect((await products('term=quuxotron&locale=en')).map((p) => p.id)).toEqual([product.id]);
    // The new name's words join the vocabulary that typos are corrected against.
    expect((await products('term=quuxotrom&locale=en')).map((p) => p.id)).toEqual([product.id]);
    await database.query('update product set active = false where id = $1', [product.id]);
    await reindexProducts(testApp.app.get(MikroORM).em.fork(), [product.id]);
    expect(await products('term=quuxotron&locale=en')).toEqual([]);
  });

  it('rebuilds the index in the background for an administrator only', async () => {
    const anonymous = await testApp.http().post('/api/admin/search/rebuild');
    expect([401, 403]).toContain(anonymous.status);
    await database.query('delete from product_search');
    expect(await products('term=battery&locale=en')).toEqual([]);

    const { administrator } = DEMO_ACCOUNTS;
    const agent = await loginAsAdmin(testApp, administrator.email, administrator.password);
    const started = await testApp
      .http()
      .post('/api/admin/search/rebuild')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .expect(202);
    expect(started.body).toMatchObject({ type: 'search.rebuild-index' });

    let job = started.body;
    for (let attempt = 0; attempt < 100 && !['done', 'failed'].includes(job.status); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = (await testApp.http().get(`/api/admin/jobs/${job.id}`).set('Cookie', agent.cookies).expect(200))
        .body;
    }
    const { rows } = await database.query('select count(*)::int as active from product where active');
    expect(job).toMatchObject({ status: 'done', result: { products: rows[0].active } });
    expect((await products('term=battery&locale=en')).length).toBe(LIVE_SEARCH_PAGE_SIZE);
  });
});
