import { insertProduct } from '../../factories/catalogue.factory';
import { insertBuyer } from '../../factories/orders.factory';
import { insertCustomerPrice, setProductPrice } from '../../factories/shop-config.factory';
import { loginToShop, visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * A page's prices for the shopper (`GET /api/shop/prices`): a company's buyer sees the unit price and the quantity
 * breaks the cart then charges, in their company's store and currency whatever language they read; a visitor
 * sees the public price of the language's store, which the catalogue's own (cached) answers keep showing.
 */
describe('the prices a page shows', () => {
  let testApp: TestApp;
  let product: { id: number; slug: string; categorySlug: string };
  let other: number;
  let buyer: ShopAgent;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 2 });
    const ids = await testApp.withClient(async (client) => {
      const created = await insertProduct(client, {
        minimumOrderQuantity: '1',
        minimumOrderOverride: true,
        stockStatus: 'in_stock',
      });
      const second = await insertProduct(client, { minimumOrderQuantity: '1', stockStatus: 'in_stock' });
      await setProductPrice(client, { productId: created.id, storeCode: 'fi', priceMinor: 396 });
      await setProductPrice(client, { productId: created.id, storeCode: 'se', priceMinor: 4_500 });
      const company = await insertBuyer(client, { store: 'fi', groups: [] });
      await insertCustomerPrice(client, {
        productId: created.id,
        storeCode: 'fi',
        companyId: company.companyId,
        priceMinor: 337,
      });
      await insertCustomerPrice(client, {
        productId: created.id,
        storeCode: 'fi',
        companyId: company.companyId,
        priceMinor: 317,
        minQuantity: '10',
      });
      const { rows } = await client.query<{ slug: string; category: string }>(
        `select t.slug, ct.slug as category from product p
         join product_translation t on t.product_id = p.id and t.locale = 'fi'
         join category_translation ct on ct.category_id = p.category_id and ct.locale = 'fi'
         where p.id = $1`,
        [created.id],
      );
      return { id: created.id, second: second.id, company, ...rows[0]! };
    });
    product = { id: ids.id, slug: ids.slug, categorySlug: ids.category };
    other = ids.second;
    buyer = await loginToShop(testApp, ids.company.email, ids.company.password);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const prices = (agent: ShopAgent, locale: string, ids: number[]) =>
    testApp
      .http()
      .get(`/api/shop/prices?locale=${locale}&products=${ids.join(',')}`)
      .set('Cookie', agent.cookies);

  it('shows a Finnish company its agreed price and quantity break in euros, also on the Swedish pages', async () => {
    for (const locale of ['fi', 'sv']) {
      const { body, headers } = await prices(buyer, locale, [product.id]).expect(200);
      expect(headers['cache-control']).toBe('private, no-store');
      expect(body).toMatchObject({ customer: true, store: 'fi', currency: 'EUR', pricesIncludeTax: false });
      expect(body.prices).toEqual([
        expect.objectContaining({
          productId: product.id,
          unitPriceNetMinor: 337,
          listUnitPriceNetMinor: 396,
          tiers: [
            expect.objectContaining({ minQuantity: '1', unitPriceNetMinor: 337 }),
            expect.objectContaining({ minQuantity: '10', unitPriceNetMinor: 317 }),
          ],
        }),
      ]);
    }
  });

  it('charges in the cart exactly the prices the page showed, on the Swedish pages too', async () => {
    const send = (method: 'post' | 'patch', path: string, body: object) =>
      testApp
        .http()
        [method](`/api/shop/cart${path}?locale=sv`)
        .set('Cookie', buyer.cookies)
        .set('X-CSRF-Token', buyer.csrf)
        .send(body);
    const shown = (await prices(buyer, 'sv', [product.id]).expect(200)).body.prices[0];
    const added = await send('post', '/items', { productId: product.id, quantity: '1' }).expect(200);
    const line = added.body.lines.find(
      (candidate: { productId: number }) => candidate.productId === product.id,
    );
    expect({ currency: added.body.currency, unit: line.unitPriceNetMinor }).toEqual({
      currency: 'EUR',
      unit: shown.unitPriceNetMinor,
    });
    const ten = await send('patch', `/items/${line.id}`, { quantity: '10' }).expect(200);
    const tenLine = ten.body.lines.find(
      (candidate: { productId: number }) => candidate.productId === product.id,
    );
    expect(tenLine.unitPriceNetMinor).toBe(shown.tiers[1].unitPriceNetMinor);
  });

  it('shows a visitor the public price of the store of the language, as the catalogue pages do', async () => {
    const visitor = await visitShop(testApp);
    const finnish = await prices(visitor, 'fi', [product.id]).expect(200);
    expect(finnish.body).toMatchObject({ customer: false, store: 'fi', currency: 'EUR' });
    expect(finnish.body.prices[0]).toMatchObject({ unitPriceNetMinor: 396 });
    const swedish = await prices(visitor, 'sv', [product.id]).expect(200);
    expect(swedish.body).toMatchObject({ customer: false, store: 'se', currency: 'SEK' });
    expect(swedish.body.prices[0]).toMatchObject({ unitPriceNetMinor: 4_500 });

    const page = await testApp.http().get(`/api/shop/products/${product.slug}?locale=fi`).expect(200);
    expect(page.body.price).toEqual({ amountMinor: 396, currency: 'EUR' });
    const listing = await testApp
      .http()
      .get(`/api/shop/categories/${encodeURIComponent(product.categorySlug)}/products?locale=fi&perPage=96`)
      .set('Cookie', buyer.cookies)
      .expect(200);
    const card = listing.body.items.find((item: { id: number }) => item.id === product.id);
    expect(card.price).toEqual({ amountMinor: 396, currency: 'EUR' });
  });

  it("prices a page's products in one call of the same few statements however many there are", async () => {
    const one = await testApp.countQueries(() => prices(buyer, 'fi', [product.id]).expect(200));
    const two = await testApp.countQueries(() => prices(buyer, 'fi', [product.id, other]).expect(200));
    expect(two.queries).toBe(one.queries);
    expect(one.queries).toBeLessThanOrEqual(14);
  });

  it('refuses a list that is not product ids, or too long a one, and leaves out unknown products', async () => {
    const visitor = await visitShop(testApp);
    for (const products of ['abc', '', '1,-2', Array.from({ length: 201 }, (_, i) => i + 1).join(',')]) {
      const { body } = await testApp
        .http()
        .get(`/api/shop/prices?locale=fi&products=${products}`)
        .set('Cookie', visitor.cookies)
        .expect(400);
      expect(body.error).toBe('VALIDATION_FAILED');
    }
    const unknown = await prices(withCookies(visitor, []), 'fi', [999_999]).expect(200);
    expect(unknown.body.prices).toEqual([]);
  });
});
