import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('back-office catalogue API (react-admin simple REST)', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  const get = (url: string) => testApp.http().get(url).set('Cookie', agent.cookies);

  beforeAll(async () => {
    testApp = await startTestApp({ products: 80 });
    const { editor } = DEMO_ACCOUNTS;
    agent = await loginAsAdmin(testApp, editor.email, editor.password);
  });

  afterAll(() => testApp.close());

  it('answers a page of products with the Content-Range react-admin reads', async () => {
    const response = await get('/api/admin/products?range=[0,9]&sort=["id","ASC"]').expect(200);
    expect(response.body).toHaveLength(10);
    expect(response.headers['content-range']).toMatch(/^products 0-9\/\d+$/);
    const total = Number(response.headers['content-range'].split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(76);
  });

  it('sorts by SKU in both directions', async () => {
    const ascending = (await get('/api/admin/products?range=[0,19]&sort=["sku","ASC"]')).body.map(
      (p: { sku: string }) => p.sku,
    );
    const descending = (await get('/api/admin/products?range=[0,19]&sort=["sku","DESC"]')).body.map(
      (p: { sku: string }) => p.sku,
    );
    expect(ascending).toEqual([...ascending].sort());
    expect(descending[0] > ascending[0]).toBe(true);
  });

  const listed = async (filter: Record<string, unknown>) =>
    (
      await get(
        `/api/admin/products?range=[0,199]&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      ).expect(200)
    ).body as { id: number; sku: string; stockStatus: string }[];

  it('filters by a SKU prefix: every product whose SKU starts with it, and no other', async () => {
    const all = await listed({});
    // the product group's letters (as `BAT-`): a prefix several products share, and not all
    const prefix = `${all[0]!.sku.split('-')[0]!}-`;
    const starting = all.filter((product) => product.sku.startsWith(prefix)).map((product) => product.id);
    expect(starting.length).toBeGreaterThan(2);
    expect(starting.length).toBeLessThan(all.length);

    const byPrefix = await listed({ q: prefix.toLowerCase() });
    expect(byPrefix.map((product) => product.id).sort((a, b) => a - b)).toEqual(
      starting.sort((a, b) => a - b),
    );
  });

  it('filters by stock status', async () => {
    const all = await listed({});
    const outOfStock = all.filter((product) => product.stockStatus === 'out_of_stock').map((p) => p.id);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(outOfStock.length).toBeLessThan(all.length);

    const filtered = await listed({ stockStatus: 'out_of_stock' });
    expect(filtered.map((product) => product.id).sort((a, b) => a - b)).toEqual(
      outOfStock.sort((a, b) => a - b),
    );
  });

  it('answers getMany for several product and category ids, as reference fields ask', async () => {
    const products = (await get('/api/admin/products?range=[0,2]&sort=["id","ASC"]')).body;
    const ids = products.map((p: { id: number }) => p.id);
    const many = await get(`/api/admin/products?filter=${encodeURIComponent(JSON.stringify({ id: ids }))}`);
    expect(many.status).toBe(200);
    expect(many.body.map((p: { id: number }) => p.id).sort()).toEqual([...ids].sort());
    const one = await get(`/api/admin/categories?filter=${encodeURIComponent(JSON.stringify({ id: [1] }))}`);
    expect(one.status).toBe(200);
    expect(one.body.map((c: { id: number }) => c.id)).toEqual([1]);
  });

  it('shows one product with translations in seven languages and a price per store', async () => {
    const [first] = (await get('/api/admin/products?range=[0,0]')).body;
    const { body } = await get(`/api/admin/products/${first.id}`).expect(200);
    expect(body.sku).toBe(first.sku);
    expect(body.translations).toHaveLength(7);
    expect(body.prices.map((price: { store: string }) => price.store)).toEqual(
      expect.arrayContaining(['fi', 'no', 'se', 'dk', 'fr', 'it', 'int']),
    );
  });

  it('lists categories with their parents', async () => {
    const response = await get('/api/admin/categories?range=[0,99]&sort=["id","ASC"]').expect(200);
    expect(response.headers['content-range']).toMatch(/^categories 0-\d+\/\d+$/);
    const child = response.body.find((category: { parentId: number | null }) => category.parentId !== null);
    expect(child.parentName).toEqual(expect.any(String));
    const { body } = await get(`/api/admin/categories/${child.parentId}`).expect(200);
    expect(body.children.map((c: { id: number }) => c.id)).toContain(child.id);
  });

  it('refuses a sort field that is not offered', async () => {
    const { body } = await get('/api/admin/products?sort=["password_hash","ASC"]').expect(400);
    expect(body.message).toMatch(/sort must be/);
  });

  it('answers 404 for an id that is not digits, without touching the database', async () => {
    const { body } = await get('/api/admin/products/12abc').expect(404);
    expect(body.error).toBe('NOT_FOUND');
  });
});
