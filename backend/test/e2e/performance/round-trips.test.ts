import pg from 'pg';
import { insertBuyer } from '../../factories/orders.factory';
import { loginToShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * No N+1 queries on the storefront's hot reads: every statement the process sends to PostgreSQL is counted at
 * the driver (pg's Client.query, below the ORM and the hand-written statements alike, plan settings included),
 * and the number must not grow with the number of products on the page.
 */
describe('database round trips of the storefront reads', () => {
  let testApp: TestApp;
  const originalQuery = pg.Client.prototype.query;
  let sent = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 240 });
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      sent += 1;
      return (originalQuery as (...parameters: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await testApp.close();
  });

  /** The statements one request sends (as a visitor, or with a shopper's session), and its answer. */
  async function roundTrips(
    path: string,
    shopper?: ShopAgent,
  ): Promise<{ statements: number; body: Record<string, unknown> }> {
    const request = testApp.http().get(path);
    if (shopper) request.set('Cookie', shopper.cookies);
    sent = 0;
    const response = await request.expect(200);
    return { statements: sent, body: response.body };
  }

  async function biggestCategory(): Promise<{ slug: string; productCount: number }> {
    const tree: { slug: string; productCount: number }[] = (
      await testApp.http().get('/api/shop/categories?locale=en').expect(200)
    ).body;
    return [...tree].sort((a, b) => b.productCount - a.productCount)[0] as {
      slug: string;
      productCount: number;
    };
  }

  it('lists a filtered category in the same four statements for 1 or 48 products', async () => {
    const category = await biggestCategory();
    const base = `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`;
    // The first listing fills the process's cache of categories and filterable attributes.
    const first = await roundTrips(`${base}&perPage=1`);
    const facets = first.body.facets as { param: string; values: { value: string; count: number }[] }[];
    const stock = facets.find((facet) => facet.param === 'stockStatusIds')?.values[0]?.value;
    const brand = facets.find((facet) => facet.param === 'brandIds')?.values[0]?.value;
    expect(stock && brand).toBeTruthy();
    const filtered = `${base}&stockStatusIds=${stock}&brandIds=${brand}`;

    const one = await roundTrips(`${filtered}&perPage=1`);
    const many = await roundTrips(`${filtered}&perPage=48`);
    expect((one.body.items as unknown[]).length).toBe(1);
    expect((many.body.items as unknown[]).length).toBeGreaterThan(10);
    // Plan setting, facet counts with the total, the page, plan reset.
    expect(one.statements).toBeLessThanOrEqual(4);
    expect(many.statements).toBe(one.statements);
    // A cold cache adds its three reads once, not per product.
    expect(first.statements).toBeLessThanOrEqual(one.statements + 3);
  });

  it('answers a product page in one statement, with or without related products, media and attributes', async () => {
    const { rows } = await testApp.withClient((client) =>
      client.query<{ slug: string; relations: number; media: number }>(
        `select * from (
           select t.slug, p.id,
                  (select count(*) from product_relation r join product rp on rp.id = r.related_id and rp.active
                   where r.product_id = p.id)::int as relations,
                  (select count(*) from product_media m where m.product_id = p.id)::int as media
           from product p join product_translation t on t.product_id = p.id and t.locale = 'en'
           where p.active
         ) counted
         order by relations + media desc, id`,
      ),
    );
    const richest = rows[0];
    const plainest = rows.at(-1);
    if (!richest || !plainest) throw new Error('The seed made no products');
    expect(richest.relations + richest.media).toBeGreaterThan(plainest.relations + plainest.media);

    const rich = await roundTrips(`/api/shop/products/${richest.slug}?locale=en`);
    const plain = await roundTrips(`/api/shop/products/${plainest.slug}?locale=en`);
    expect((rich.body.related as unknown[]).length + (rich.body.alternatives as unknown[]).length).toBe(
      richest.relations,
    );
    expect(rich.statements).toBe(1);
    expect(plain.statements).toBe(1);
  });

  it('answers the live search in the same four statements for 1 or 48 products', async () => {
    const one = await roundTrips('/api/shop/search?term=battery&locale=en&perPage=1');
    const many = await roundTrips('/api/shop/search?term=battery&locale=en&perPage=48');
    expect((one.body.result as { products: unknown[] }).products).toHaveLength(1);
    expect((many.body.result as { products: unknown[] }).products.length).toBeGreaterThan(10);
    // Plan setting, the search (matches, content pages, counts and category facets), the matches' product cards
    // in one batch, plan reset.
    expect(one.statements).toBeLessThanOrEqual(4);
    expect(many.statements).toBe(one.statements);
  });

  it("prices a logged-in buyer's page in one statement beside the session's, for 1 or 48 products", async () => {
    const buyer = await testApp.withClient((client) => insertBuyer(client, { store: 'fi' }));
    const shopper = await loginToShop(testApp, buyer.email, buyer.password);
    const { rows } = await testApp.withClient((client) =>
      client.query<{ id: number }>('select id from product where active order by id limit 48'),
    );
    const ids = rows.map((row) => row.id);
    const one = await roundTrips(`/api/shop/prices?locale=fi&products=${ids[0]}`, shopper);
    const many = await roundTrips(`/api/shop/prices?locale=fi&products=${ids.join(',')}`, shopper);
    expect(one.body.prices).toHaveLength(1);
    expect(many.body.prices).toHaveLength(48);
    // The session with its accounts, companies and groups; the stores; then the prices' facts.
    expect(one.statements).toBe(3);
    expect(many.statements).toBe(one.statements);
    // The public page beside it costs a buyer what it costs a visitor: the cached read looks up no session.
    const { rows: slugs } = await testApp.withClient((client) =>
      client.query<{ slug: string }>(
        `select slug from product_translation where product_id = $1 and locale = 'fi'`,
        [ids[0]],
      ),
    );
    const page = `/api/shop/products/${slugs[0]!.slug}?locale=fi`;
    const asBuyer = await roundTrips(page, shopper);
    expect(asBuyer.body.id).toBe(ids[0]);
    expect(asBuyer.statements).toBe((await roundTrips(page)).statements);
  });
});
