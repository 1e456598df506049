import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Translation {
  locale: string;
  name: string;
}
interface ProductRow {
  id: number;
  sku: string;
  name: string;
  category: string;
}
interface CategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
}

/** The back office asks in its language (`?locale=fi`): names in it where translated, English otherwise. */
describe('back-office catalogue in the back-office language', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  const get = (url: string) => testApp.http().get(url).set('Cookie', agent.cookies);
  const nameIn = (translations: Translation[], locale: string) =>
    translations.find((translation) => translation.locale === locale)?.name;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 12 });
    const { editor } = DEMO_ACCOUNTS;
    agent = await loginAsAdmin(testApp, editor.email, editor.password);
  });

  afterAll(() => testApp.close());

  it('lists products and their categories in Finnish with ?locale=fi, in English without it', async () => {
    const english: ProductRow[] = (await get('/api/admin/products?range=[0,4]&sort=["id","ASC"]').expect(200))
      .body;
    const finnish: ProductRow[] = (
      await get('/api/admin/products?range=[0,4]&sort=["id","ASC"]&locale=fi').expect(200)
    ).body;
    expect(finnish.map((product) => product.id)).toEqual(english.map((product) => product.id));

    for (const [index, row] of finnish.entries()) {
      const detail = (await get(`/api/admin/products/${row.id}`).expect(200)).body;
      expect(row.name).toBe(nameIn(detail.translations, 'fi'));
      expect(english[index]!.name).toBe(nameIn(detail.translations, 'en'));
    }
    // The seeded Finnish names differ from the English ones, so the parameter changed what was answered.
    expect(finnish.map((product) => product.name)).not.toEqual(english.map((product) => product.name));
    expect(finnish.map((product) => product.category)).not.toEqual(
      english.map((product) => product.category),
    );
  });

  it('shows one product and finds it by its Swedish name with ?locale=sv', async () => {
    const [first]: ProductRow[] = (await get('/api/admin/products?range=[0,0]&sort=["id","ASC"]')).body;
    const swedish = (await get(`/api/admin/products/${first!.id}?locale=sv`).expect(200)).body;
    const swedishName = nameIn(swedish.translations, 'sv')!;
    const found: ProductRow[] = (
      await get(
        `/api/admin/products?locale=sv&filter=${encodeURIComponent(JSON.stringify({ q: swedishName }))}`,
      )
    ).body;
    expect(found.find((product) => product.id === first!.id)?.name).toBe(swedishName);
  });

  it('falls back to English for a product without a Danish name', async () => {
    const [first]: ProductRow[] = (await get('/api/admin/products?range=[0,0]&sort=["id","ASC"]')).body;
    await testApp.withClient((client) =>
      client.query(`delete from product_translation where product_id = $1 and locale = 'da'`, [first!.id]),
    );
    const [danish]: ProductRow[] = (
      await get('/api/admin/products?range=[0,0]&sort=["id","ASC"]&locale=da').expect(200)
    ).body;
    expect(danish!.name).toBe(first!.name);
  });

  it('lists categories with their parents in French, and shows one with its children in French', async () => {
    const rows: CategoryRow[] = (
      await get('/api/admin/categories?range=[0,199]&sort=["id","ASC"]&locale=fr').expect(200)
    ).body;
    const child = rows.find((category) => category.parentId !== null)!;
    const parent = (await get(`/api/admin/categories/${child.parentId}?locale=fr`).expect(200)).body;
    expect(child.parentName).toBe(nameIn(parent.translations, 'fr'));
    expect(parent.name).toBe(nameIn(parent.translations, 'fr'));
    const self = (await get(`/api/admin/categories/${child.id}`).expect(200)).body;
    expect(child.name).toBe(nameIn(self.translations, 'fr'));
    expect(parent.children.find((c: { id: number }) => c.id === child.id)?.name).toBe(
      nameIn(self.translations, 'fr'),
    );
    expect(nameIn(self.translations, 'fr')).not.toBe(nameIn(self.translations, 'en'));
  });

  it('refuses a language the shop does not have', async () => {
    const response = await get('/api/admin/products?locale=de').expect(400);
    expect(JSON.stringify(response.body)).toContain('locale must be one of');
  });
});
