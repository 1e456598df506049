import { LOCALES, type Locale } from '@tradeshop/shared';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Options {
  brands: { id: number }[];
  families: {
    id: number;
    attributes: { code: string; dataType: string; options: string[] | null }[];
  }[];
  units: { id: number; identifier: string }[];
  stores: { id: number; code: string; currency: string }[];
}

/** A made-up word per language, so each language's search finds the product by its own name only. */
const word = (locale: Locale) => `Zyntrolux${locale}`;

describe('the back office product editor (API)', () => {
  let testApp: TestApp;
  let editor: AdminAgent;
  let database: pg.Client;
  let options: Options;
  let categoryId: number;

  const admin = (method: 'get' | 'post' | 'put' | 'delete', url: string) => {
    const call = testApp.http()[method](url).set('Cookie', editor.cookies);
    return method === 'get' ? call : call.set('X-CSRF-Token', editor.csrf);
  };
  const unit = (identifier: string) =>
    options.units.find((candidate) => candidate.identifier === identifier)!;
  const store = (code: string) => options.stores.find((candidate) => candidate.code === code)!;
  const family = () =>
    options.families.find(
      (candidate) =>
        candidate.attributes.some((attribute) => attribute.dataType === 'enum') &&
        candidate.attributes.some((attribute) => attribute.dataType === 'decimal'),
    )!;
  const attributeOf = (type: string) => family().attributes.find((attribute) => attribute.dataType === type)!;

  /** A pack of 10 sold by the pack and by the box of 20 packs, 5.00 € a pack, 4.00 € from 20 packs. */
  function newProduct(sku: string, overrides: Record<string, unknown> = {}) {
    return {
      sku,
      brandId: options.brands[0]!.id,
      categoryId,
      familyId: family().id,
      salesUnitId: unit('PK').id,
      stockStatus: 'in_stock',
      stockQuantity: 500,
      minimumOrderQuantity: '1',
      attributes: {
        [attributeOf('enum').code]: attributeOf('enum').options![0],
        [attributeOf('decimal').code]: 1.5,
      },
      translations: LOCALES.map((locale) => ({
        locale,
        name: `${word(locale)} ${sku} lamp`,
        description: `${locale} description`,
      })),
      units: [
        { unitId: unit('PK').id, conversionFactor: '10', isDefault: true },
        { unitId: unit('BOX').id, conversionFactor: '200', isDefault: false },
      ],
      prices: [
        { storeId: store('fi').id, priceMinor: 500, tiers: [{ minQuantity: '20', priceMinor: 400 }] },
        { storeId: store('int').id, priceMinor: 450 },
      ],
      ...overrides,
    };
  }

  async function cartWith(
    productId: number,
    quantity: string,
    unitCode?: string,
  ): Promise<ShopAgent & { lines: { unitPriceNetMinor: number; productId: number }[] }> {
    let agent = await visitShop(testApp);
    const added = await testApp
      .http()
      .post('/api/shop/cart/items?locale=fi')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ productId, quantity, ...(unitCode && { unit: unitCode }) })
      .expect(200);
    agent = withCookies(agent, added.headers['set-cookie']);
    const cart = await testApp
      .http()
      .get('/api/shop/cart?locale=fi')
      .set('Cookie', agent.cookies)
      .expect(200);
    return { ...agent, lines: cart.body.lines };
  }

  const searchSkus = async (locale: Locale, term: string): Promise<string[]> =>
    (
      await testApp
        .http()
        .get(`/api/shop/search?locale=${locale}&term=${encodeURIComponent(term)}`)
        .expect(200)
    ).body.result.products.map((product: { sku: string }) => product.sku);

  const productCount = async () =>
    Number((await database.query<{ count: string }>('select count(*) from product')).rows[0]!.count);

  beforeAll(async () => {
    testApp = await startTestApp({ products: 10 });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    options = (await admin('get', '/api/admin/product-editor-options').expect(200)).body;
    categoryId = (await admin('get', '/api/admin/categories?range=[0,0]').expect(200)).body[0].id;
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  it('creates a product in seven languages with two units and a price break, found by search in each language and priced by the break in the cart', async () => {
    const created = await admin('post', '/api/admin/products').send(newProduct('ZYN-1')).expect(201);
    const id: number = created.body.id;
    expect(created.body.missingLocales).toEqual([]);
    expect(created.body.units.map((row: { identifier: string }) => row.identifier).sort()).toEqual([
      'BOX',
      'PK',
    ]);
    expect(created.body.prices.find((price: { store: string }) => price.store === 'fi').tiers).toEqual([
      { minQuantity: '20', priceMinor: 400 },
    ]);
    // the slug is made from the name
    expect(created.body.translations.find((t: { locale: string }) => t.locale === 'fi').slug).toBe(
      'zyntroluxfi-zyn-1-lamp',
    );

    for (const locale of LOCALES) expect(await searchSkus(locale, word(locale))).toEqual(['ZYN-1']);

    const below = await cartWith(id, '19');
    expect(below.lines[0]).toMatchObject({ productId: id, unitPriceNetMinor: 500 });
    const above = await cartWith(id, '20');
    expect(above.lines[0]).toMatchObject({ productId: id, unitPriceNetMinor: 400 });
    // one box is 20 packs: the break is reached, and the box costs 20 × 4.00 €
    const box = await cartWith(id, '1', 'BOX');
    expect(box.lines[0]).toMatchObject({ productId: id, unitPriceNetMinor: 20 * 400 });

    const audit = await database.query(
      'select action from audit_log where subject_type = $1 and subject_id = $2',
      ['product', id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['product.created']);
  });

  it('refuses a taken SKU, a taken slug, an attribute of the wrong type, an enum value outside the options and a break off the minimum order quantity, storing nothing', async () => {
    await admin('post', '/api/admin/products').send(newProduct('ZYN-2')).expect(201);
    const before = await productCount();

    const sku = await admin('post', '/api/admin/products').send(newProduct('ZYN-2')).expect(409);
    expect(sku.body.message).toBe('Another product already has the SKU ZYN-2');

    const slug = await admin('post', '/api/admin/products')
      .send(
        newProduct('ZYN-3', {
          translations: [
            { locale: 'en', name: 'Other lamp' },
            { locale: 'fi', name: 'Toinen', slug: 'zyntroluxfi-zyn-2-lamp' },
          ],
        }),
      )
      .expect(409);
    expect(slug.body.message).toContain("'zyntroluxfi-zyn-2-lamp' in the language fi");

    const wrongType = await admin('post', '/api/admin/products')
      .send(newProduct('ZYN-4', { attributes: { [attributeOf('decimal').code]: 'bright' } }))
      .expect(422);
    expect(wrongType.body.message).toContain(`attributes.${attributeOf('decimal').code}: must be a number`);

    const notAnOption = await admin('post', '/api/admin/products')
      .send(newProduct('ZYN-5', { attributes: { [attributeOf('enum').code]: 'plutonium' } }))
      .expect(422);
    expect(notAnOption.body.message).toContain('must be one of');

    const offBreak = await admin('post', '/api/admin/products')
      .send(
        newProduct('ZYN-6', {
          minimumOrderQuantity: '5',
          prices: [
            { storeId: store('fi').id, priceMinor: 500, tiers: [{ minQuantity: '12', priceMinor: 400 }] },
          ],
        }),
      )
      .expect(422);
    expect(offBreak.body.message).toBe(
      'prices.0.tiers.0.minQuantity: must be a multiple of the minimum order quantity 5',
    );

    const badSku = await admin('post', '/api/admin/products').send(newProduct(' ')).expect(400);
    expect(JSON.stringify(badSku.body)).toContain('sku must be');

    expect(await productCount()).toBe(before);
  });

  it('archives instead of deleting a product that is in an open cart, and deletes one that is not', async () => {
    const inCart: number = (await admin('post', '/api/admin/products').send(newProduct('ZYN-7')).expect(201))
      .body.id;
    await cartWith(inCart, '1');
    const archived = await admin('delete', `/api/admin/products/${inCart}`).expect(200);
    expect(archived.body).toEqual({ id: inCart, outcome: 'archived', reason: '1 open carts' });
    const row = await database.query('select active, archived_at from product where id = $1', [inCart]);
    expect(row.rows[0]).toMatchObject({ active: false, archived_at: expect.any(Date) });
    expect(await searchSkus('en', 'ZYN-7')).not.toContain('ZYN-7');

    const unused: number = (await admin('post', '/api/admin/products').send(newProduct('ZYN-8')).expect(201))
      .body.id;
    expect((await admin('delete', `/api/admin/products/${unused}`).expect(200)).body.outcome).toBe('deleted');
    await admin('get', `/api/admin/products/${unused}`).expect(404);
  });

  it('takes an unpublished product out of the shop listing and the search at once, and back when published', async () => {
    const created = (await admin('post', '/api/admin/products').send(newProduct('ZYN-9')).expect(201)).body;
    const slug = created.translations.find((t: { locale: string }) => t.locale === 'en').slug;
    const category = (await admin('get', `/api/admin/categories/${categoryId}`).expect(200)).body;
    const enSlug = category.translations.find((t: { locale: string }) => t.locale === 'en').slug;
    const listed = async (): Promise<number> =>
      (await testApp.http().get(`/api/shop/categories/${enSlug}/products?locale=en`).expect(200)).body.total;
    const shown = await listed();
    expect(await searchSkus('en', 'ZYN-9')).toContain('ZYN-9');
    await testApp.http().get(`/api/shop/products/${slug}?locale=en`).expect(200);

    await admin('post', '/api/admin/products/bulk')
      .send({ action: 'unpublish', ids: [created.id] })
      .expect(200);
    expect(await searchSkus('en', 'ZYN-9')).not.toContain('ZYN-9');
    await testApp.http().get(`/api/shop/products/${slug}?locale=en`).expect(404);
    expect(await listed()).toBe(shown - 1);

    await admin('post', '/api/admin/products/bulk')
      .send({ action: 'publish', ids: [created.id] })
      .expect(200);
    expect(await searchSkus('en', 'ZYN-9')).toContain('ZYN-9');
    expect(await listed()).toBe(shown);
  });

  it('moves the selected products to another main category in one bulk action, and refuses a move to nowhere', async () => {
    const categories = (await admin('get', '/api/admin/categories?range=[0,49]').expect(200)).body as {
      id: number;
      parentId: number | null;
    }[];
    const targetId = categories.find(
      (category) => category.id !== categoryId && category.parentId === null,
    )!.id;
    const target = (await admin('get', `/api/admin/categories/${targetId}`).expect(200)).body;
    const targetSlug = target.translations.find((t: { locale: string }) => t.locale === 'en').slug;
    const ids: number[] = [];
    for (const sku of ['ZYN-MOVE-1', 'ZYN-MOVE-2']) {
      ids.push((await admin('post', '/api/admin/products').send(newProduct(sku)).expect(201)).body.id);
    }
    const listedSkus = async (): Promise<string[]> =>
      (
        await testApp
          .http()
          .get(`/api/shop/categories/${targetSlug}/products?locale=en&perPage=96`)
          .expect(200)
      ).body.items.map((product: { sku: string }) => product.sku);
    expect(await listedSkus()).not.toContain('ZYN-MOVE-1');

    const before = await productCount();
    const nowhere = await admin('post', '/api/admin/products/bulk').send({ action: 'set_category', ids });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.message).toMatch(/choose the category/);
    await admin('post', '/api/admin/products/bulk')
      .send({ action: 'set_category', ids, categoryId: 999999 })
      .expect(400);
    for (const id of ids) {
      expect((await admin('get', `/api/admin/products/${id}`).expect(200)).body.categoryId).toBe(categoryId);
    }

    await admin('post', '/api/admin/products/bulk')
      .send({ action: 'set_category', ids, categoryId: target.id })
      .expect(200);
    for (const id of ids) {
      expect((await admin('get', `/api/admin/products/${id}`).expect(200)).body.categoryId).toBe(target.id);
    }
    expect(await listedSkus()).toEqual(expect.arrayContaining(['ZYN-MOVE-1', 'ZYN-MOVE-2']));
    expect(await productCount()).toBe(before);
  });

  it('lists products missing a language and updates a product with an audit of what changed', async () => {
    const product = newProduct('ZYN-10', {
      translations: [{ locale: 'en', name: 'Only English lamp' }],
    });
    const { id } = (await admin('post', '/api/admin/products').send(product).expect(201)).body;
    const missingSv = await admin(
      'get',
      `/api/admin/products?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ missingLocale: 'sv' }))}`,
    ).expect(200);
    const row = missingSv.body.find((candidate: { id: number }) => candidate.id === id);
    expect(row.missingLocales).toEqual(['fi', 'nb', 'sv', 'fr', 'it', 'da']);
    expect(missingSv.body.some((candidate: { sku: string }) => candidate.sku === 'ZYN-1')).toBe(false);

    await admin('put', `/api/admin/products/${id}`)
      .send({
        ...product,
        stockQuantity: 7,
        translations: [...product.translations, { locale: 'sv', name: 'Lampa' }],
      })
      .expect(200);
    const audit = await database.query(
      `select details from audit_log where subject_type = 'product' and subject_id = $1 and action = 'product.updated'`,
      [id],
    );
    expect(audit.rows[0].details).toMatchObject({
      stockQuantity: { from: 500, to: 7 },
      translations: ['sv'],
    });
  });
});
