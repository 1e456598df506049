import pg from 'pg';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('slugs of another language and expected dates (storefront API)', () => {
  let testApp: TestApp;
  let database: pg.Client;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 20 });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  it("answers a product's Finnish slug for its English slug, and 404 for a slug no product has", async () => {
    const { rows } = await database.query(
      `select en.slug as en, fi.slug as fi, sv.slug as sv
       from product p
       join product_translation en on en.product_id = p.id and en.locale = 'en'
       join product_translation fi on fi.product_id = p.id and fi.locale = 'fi'
       join product_translation sv on sv.product_id = p.id and sv.locale = 'sv'
       where p.active and en.slug <> fi.slug order by p.id limit 1`,
    );
    const product = rows[0];
    expect(product).toBeDefined();
    const http = testApp.http();
    expect((await http.get(`/api/shop/slugs/products/${product.en}?locale=fi`).expect(200)).body).toEqual({
      slug: product.fi,
    });
    expect((await http.get(`/api/shop/slugs/products/${product.sv}?locale=fi`).expect(200)).body).toEqual({
      slug: product.fi,
    });
    await http.get(`/api/shop/slugs/products/no-such-product-anywhere?locale=fi`).expect(404);
    await http.get(`/api/shop/slugs/products/${product.en}?locale=xx`).expect(400);
  });

  it('does not lead to a product that is no longer sold', async () => {
    const { rows } = await database.query(
      `select p.id, en.slug from product p join product_translation en on en.product_id = p.id and en.locale = 'en'
       where p.active order by p.id desc limit 1`,
    );
    await database.query('update product set active = false where id = $1', [rows[0].id]);
    await testApp.http().get(`/api/shop/slugs/products/${rows[0].slug}?locale=fi`).expect(404);
  });

  it("answers a category's slug in the asked language for its slug in another", async () => {
    const { rows } = await database.query(
      `select en.slug as en, fi.slug as fi from category_translation en
       join category_translation fi on fi.category_id = en.category_id and fi.locale = 'fi'
       where en.locale = 'en' and en.slug <> fi.slug order by en.category_id limit 1`,
    );
    const { body } = await testApp
      .http()
      .get(`/api/shop/slugs/categories/${rows[0].en}?locale=fi`)
      .expect(200);
    expect(body).toEqual({ slug: rows[0].fi });
  });

  it("gives each store's expected date of out-of-stock items on one of its delivery days, after the lead time", async () => {
    const { body } = await testApp.http().get('/api/shop/preliminary-delivery-dates').expect(200);
    const finland = body.find((store: { storeCode: string }) => store.storeCode === 'fi');
    expect(finland.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Finland delivers on Tuesdays and Fridays, at least 14 days ahead unless configured otherwise
    expect([2, 5]).toContain(new Date(`${finland.date}T00:00:00Z`).getUTCDay());
    expect(new Date(`${finland.date}T00:00:00Z`).getTime() - Date.now()).toBeGreaterThan(12 * 86_400_000);
  });
});
