import { CATEGORY_PAGE_SIZE, LOCALES } from '@tradeshop/shared';
import { Client } from 'pg';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Node {
  id: number;
  slug: string;
  name: string;
  productCount: number;
  children: Node[];
}

describe('storefront catalogue API', () => {
  let testApp: TestApp;
  let tree: Node[];
  let fullCategory: Node;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 160 });
    tree = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    fullCategory = [...tree].sort((a, b) => b.productCount - a.productCount)[0] as Node;
  });

  afterAll(() => testApp.close());

  it('lists the eight product groups with their subcategories and product counts', () => {
    expect(tree.map((node) => node.slug)).toHaveLength(8);
    const total = tree.reduce((sum, node) => sum + node.productCount, 0);
    expect(total).toBeGreaterThan(100);
    expect(tree.every((node) => node.children.length > 0)).toBe(true);
  });

  it('names categories in the requested language', async () => {
    const finnish: Node[] = (await testApp.http().get('/api/shop/categories?locale=fi').expect(200)).body;
    expect(finnish.map((node) => node.id)).toEqual(tree.map((node) => node.id));
    expect(finnish[0]?.name).not.toEqual(tree[0]?.name);
  });

  it('shows a category with breadcrumbs, children and the slug in every language', async () => {
    const child = fullCategory.children[0] as Node;
    const { body } = await testApp
      .http()
      .get(`/api/shop/categories/${encodeURIComponent(child.slug)}?locale=en`)
      .expect(200);
    expect(body.breadcrumbs.map((crumb: Node) => crumb.id)).toEqual([fullCategory.id, child.id]);
    expect(body.alternates.map((alternate: { locale: string }) => alternate.locale).sort()).toEqual(
      [...LOCALES].sort(),
    );
  });

  it('pages a category listing by 12 and includes products of subcategories', async () => {
    const first = await testApp
      .http()
      .get(`/api/shop/categories/${fullCategory.slug}/products?locale=en`)
      .expect(200);
    const second = await testApp
      .http()
      .get(`/api/shop/categories/${fullCategory.slug}/products?locale=en&page=2`)
      .expect(200);
    expect(first.body.items).toHaveLength(CATEGORY_PAGE_SIZE);
    expect(first.body.total).toBe(fullCategory.productCount);
    expect(first.body.pageCount).toBe(Math.ceil(fullCategory.productCount / CATEGORY_PAGE_SIZE));
    const firstIds = first.body.items.map((item: { id: number }) => item.id);
    const secondIds = second.body.items.map((item: { id: number }) => item.id);
    expect(secondIds.some((id: number) => firstIds.includes(id))).toBe(false);
  });

  it('prices products in the currency of the store', async () => {
    const norway = await testApp
      .http()
      .get(`/api/shop/categories/${fullCategory.slug}/products?locale=en&store=no`)
      .expect(200);
    expect(norway.body.items[0].price.currency).toBe('NOK');
    expect(Number.isInteger(norway.body.items[0].price.amountMinor)).toBe(true);
  });

  it('sorts by price, cheapest first', async () => {
    const { body } = await testApp
      .http()
      .get(`/api/shop/categories/${fullCategory.slug}/products?locale=en&sort=price_asc&perPage=50`)
      .expect(200);
    const prices = body.items.map((item: { price: { amountMinor: number } }) => item.price.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('shows a product page with the fields of the specification', async () => {
    const swedish: Node[] = (await testApp.http().get('/api/shop/categories?locale=sv').expect(200)).body;
    const swedishSlug = swedish.find((node) => node.id === fullCategory.id)?.slug;
    const listing = await testApp
      .http()
      .get(`/api/shop/categories/${swedishSlug}/products?locale=sv`)
      .expect(200);
    const slug = listing.body.items[0].slug;
    const { body } = await testApp.http().get(`/api/shop/products/${slug}?locale=sv`).expect(200);
    expect(body.sku).toBe(listing.body.items[0].sku);
    expect(body.eanNumber).toMatch(/^\d{13}$/);
    expect(body.attributes.length).toBeGreaterThan(0);
    expect(body.attributes[0]).toEqual(
      expect.objectContaining({ code: expect.any(String), label: expect.any(String) }),
    );
    expect(body.breadcrumbs[0].id).toBe(fullCategory.id);
    expect(body.price.currency).toBe('SEK');
    expect(body.salesUnit.identifier).toBe(listing.body.items[0].salesUnit);
    expect(body.salesUnit.label).toBe(listing.body.items[0].salesUnitLabel);
    expect(body.alternates).toHaveLength(LOCALES.length);
  });

  it("names the options of technical attributes in the shopper's language", async () => {
    const listing = await testApp.http().get(`/api/shop/categories/${fullCategory.slug}/products?locale=en`);
    const english = (await testApp.http().get(`/api/shop/products/${listing.body.items[0].slug}?locale=en`))
      .body;
    const finnishSlug = english.alternates.find(
      (alternate: { locale: string }) => alternate.locale === 'fi',
    ).slug;
    const finnish = (await testApp.http().get(`/api/shop/products/${finnishSlug}?locale=fi`).expect(200))
      .body;
    const valueOf = (page: { attributes: { code: string; value: string }[] }, code: string) =>
      page.attributes.find((attribute) => attribute.code === code)?.value;
    const enumCodes = (await queryEnumCodes(testApp.databaseUrl)).filter((code) => valueOf(english, code));
    expect(enumCodes.length).toBeGreaterThan(0);
    const translated = enumCodes.filter((code) => valueOf(english, code) !== valueOf(finnish, code));
    expect(translated.length).toBeGreaterThan(0);
  });

  it('answers a listing in at most four statements and a product page in one, whatever the page size', async () => {
    const listing = await testApp.countQueries(() =>
      testApp.http().get(`/api/shop/categories/${fullCategory.slug}/products?locale=en&perPage=48`),
    );
    const slug = listing.result.body.items[0].slug;
    const product = await testApp.countQueries(() =>
      testApp.http().get(`/api/shop/products/${slug}?locale=en`),
    );
    // Facet counts with the total and the page, plus (when the process has not cached them yet) the catalogue
    // version, categories and filterable attributes; the product page is one.
    expect(listing.queries).toBeLessThanOrEqual(5);
    expect(product.queries).toBe(1);
  });

  it('refuses an unknown language with the list of languages, not a stack trace', async () => {
    const { body } = await testApp.http().get('/api/shop/categories?locale=xx').expect(400);
    expect(body).toEqual({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      message: `locale must be one of ${LOCALES.join(', ')}`,
      details: [{ field: 'locale', reason: `locale must be one of ${LOCALES.join(', ')}` }],
      correlationId: expect.any(String),
    });
  });

  it.each(['abc', '0', '1.5', '-2'])('refuses page=%s with a clear message', async (page) => {
    const { body } = await testApp
      .http()
      .get(`/api/shop/categories/${fullCategory.slug}/products?locale=en&page=${page}`)
      .expect(400);
    expect(body.message).toBe('page must be a positive whole number');
  });

  it('answers 404 for a slug that does not exist in that language', async () => {
    const { body } = await testApp.http().get('/api/shop/products/no-such-thing?locale=en').expect(404);
    expect(body.error).toBe('PRODUCT_NOT_FOUND');
    await testApp.http().get(`/api/shop/categories/no-such-thing/products?locale=en`).expect(404);
  });

  it('carries the request id through to the error body', async () => {
    const response = await testApp
      .http()
      .get('/api/shop/categories?locale=xx')
      .set('X-Request-Id', 'trace-42');
    expect(response.headers['x-request-id']).toBe('trace-42');
    expect(response.body.correlationId).toBe('trace-42');
  });
});

async function queryEnumCodes(databaseUrl: string): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string }>(
      `select distinct code from family_attribute where data_type = 'enum' and option_labels <> '{}'`,
    );
    return rows.map((row) => row.code);
  } finally {
    await client.end();
  }
}
