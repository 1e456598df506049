import { LOCALES } from '@tradeshop/shared';
import { insertBuyer } from '../../factories/orders.factory';
import { loginToShop, visitShop, withCookies, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertOrderableProduct } from '../checkout/checkout-client';

const LOCALE_REFUSED = `locale must be one of ${LOCALES.join(', ')}`;

/**
 * The shop context the cart, checkout, quick order, fire-safety guide and reorder routes resolve once per request:
 * the store follows the shopper's language or their company, and a language the shop does not have is refused
 * as the routes' DTOs always refused it.
 */
describe('shop context of the cart routes', () => {
  let testApp: TestApp;
  let product: number;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 2 });
    product = await testApp.withClient((client) => insertOrderableProduct(client));
  });

  afterAll(async () => {
    await testApp.close();
  });

  function send(agent: ShopAgent, method: 'get' | 'post' | 'put' | 'delete', path: string, body?: object) {
    const call = testApp.http()[method](path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
    return body ? call.send(body) : call;
  }

  /** The store code of the open cart of a visitor's token or of a customer. */
  async function storeOfCart(owner: { token: string } | { customerId: number }): Promise<string[]> {
    const { rows } = await testApp.withClient((client) =>
      client.query<{ code: string }>(
        `select s.code from cart c join store s on s.id = c.store_id
         where c.status = 'open' and ${'token' in owner ? 'c.token = $1' : 'c.customer_id = $1'}`,
        ['token' in owner ? owner.token : owner.customerId],
      ),
    );
    return rows.map((row) => row.code);
  }

  it("moves a visitor's cart to the store of the language they switch to", async () => {
    let visitor = await visitShop(testApp);
    const added = await send(visitor, 'post', '/api/shop/cart/items?locale=en', {
      productId: product,
      quantity: '1',
    }).expect(200);
    visitor = withCookies(visitor, added.headers['set-cookie']);
    const token = visitor.cookies.find((cookie) => cookie.startsWith('cart_token='))!.split('=')[1]!;
    expect(await storeOfCart({ token })).toEqual(['int']);

    const finnish = await send(visitor, 'get', '/api/shop/cart?locale=fi').expect(200);
    expect(finnish.body.lines).toHaveLength(1);
    expect(await storeOfCart({ token })).toEqual(['fi']);
  });

  it("keeps a company's buyer in the company's store whatever language they read", async () => {
    const buyer = await testApp.withClient((client) =>
      insertBuyer(client, { cart: [{ productId: product, quantity: '1' }] }),
    );
    const agent = await loginToShop(testApp, buyer.email, buyer.password);
    for (const locale of ['en', 'sv']) {
      const cart = await send(agent, 'get', `/api/shop/cart?locale=${locale}`).expect(200);
      expect(cart.body.lines).toHaveLength(1);
      const checkout = await send(agent, 'get', `/api/shop/checkout?locale=${locale}`).expect(200);
      expect({ locale, storeCode: checkout.body.storeCode }).toEqual({ locale, storeCode: 'fi' });
    }
    expect(await storeOfCart({ customerId: buyer.id })).toEqual(['fi']);
  });

  it('refuses a language the shop does not have on the cart, the checkout and quick order alike', async () => {
    const buyer = await testApp.withClient((client) =>
      insertBuyer(client, { cart: [{ productId: product, quantity: '1' }] }),
    );
    const agent = await loginToShop(testApp, buyer.email, buyer.password);
    const refusals = [
      send(agent, 'get', '/api/shop/cart?locale=xx'),
      send(agent, 'get', '/api/shop/cart/summary'),
      send(agent, 'get', '/api/shop/checkout?locale=xx'),
      send(agent, 'put', '/api/shop/checkout/shipping?locale=xx', { carrierId: 1 }),
      send(agent, 'post', '/api/shop/quick-order/add', {
        locale: 'xx',
        lines: [{ sku: 'X', quantity: '1' }],
      }),
    ];
    for (const refusal of refusals) {
      const { body } = await refusal.expect(400);
      expect(body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: LOCALE_REFUSED,
        details: [{ field: 'locale', reason: LOCALE_REFUSED }],
      });
    }
  });

  it('names every problem of a request whose language is wrong too', async () => {
    const visitor = await visitShop(testApp);
    const { body } = await send(
      visitor,
      'delete',
      `/api/shop/cart/items/1?locale=xx&token=${'t'.repeat(101)}`,
    ).expect(400);
    expect(body.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['locale', 'token']);
  });
});
