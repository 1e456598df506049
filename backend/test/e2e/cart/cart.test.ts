import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CartService } from '../../../src/modules/cart/cart.service';
import { insertCustomer } from '../../factories/account.factory';
import { cartItems, insertCart } from '../../factories/cart.factory';
import { insertProduct } from '../../factories/catalogue.factory';
import {
  attemptShopLogin,
  shopContextOf,
  visitShop,
  withCookies,
  type ShopAgent,
} from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const CART = '/api/shop/cart';

describe('shop cart', () => {
  let testApp: TestApp;
  /** Sold one by one. */
  let single: number;
  /** Sold only in boxes of 12. */
  let boxOfTwelve: number;
  let inactive: number;
  let outOfStock: number;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 3 });
    await testApp.withClient(async (client) => {
      single = (await insertProduct(client, { minimumOrderQuantity: '1', minimumOrderOverride: false })).id;
      boxOfTwelve = (await insertProduct(client, { minimumOrderQuantity: '12', minimumOrderOverride: false }))
        .id;
      inactive = (await insertProduct(client, { active: false })).id;
      outOfStock = (
        await insertProduct(client, {
          minimumOrderQuantity: '1',
          minimumOrderOverride: false,
          stockStatus: 'out_of_stock',
          stockQuantity: 0,
        })
      ).id;
    });
  });

  afterAll(() => testApp.close());

  function send(
    agent: ShopAgent,
    method: 'get' | 'post' | 'patch' | 'put' | 'delete',
    path = '',
    body?: object,
  ) {
    const call = testApp.http()[method](`${CART}${path}?locale=fi`).set('Cookie', agent.cookies);
    return method === 'get' ? call : call.set('X-CSRF-Token', agent.csrf).send(body);
  }

  /** Sends a change and keeps the cart cookie it sets, as a browser would. */
  async function change(
    agent: ShopAgent,
    method: 'post' | 'patch' | 'put' | 'delete',
    path: string,
    body: object | undefined,
    status: number,
  ) {
    const response = await send(agent, method, path, body).expect(status);
    return { response, agent: withCookies(agent, response.headers['set-cookie']) };
  }

  /** A new visitor who has added one product. */
  function visitorWith(productId: number, quantity: string) {
    return visitShop(testApp).then((visitor) =>
      change(visitor, 'post', '/items', { productId, quantity }, 200),
    );
  }

  /** A buyer of a company in the Finnish store, with an open cart of `items` when there are any. */
  function finnishCustomer(items: { productId: number; quantity: string }[] = []) {
    return testApp.withClient(async (client) => {
      const created = await insertCustomer(client, {
        company: { name: 'Test Oy', organizationNumber: `org-${randomUUID()}`, storeId: 1 },
      });
      if (items.length > 0) await insertCart(client, { customerId: created.id, storeId: 1, items });
      return created;
    });
  }

  function cartTokenOf(agent: ShopAgent): string | undefined {
    return agent.cookies.find((cookie) => cookie.startsWith('cart_token='))?.split('=')[1];
  }

  async function cartIdOf(token: string): Promise<number> {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>('select id from cart where token = $1', [token]);
      return rows[0]!.id;
    });
  }

  it('shows a visitor an empty cart without creating one', async () => {
    const visitor = await visitShop(testApp);
    const response = await send(visitor, 'get').expect(200);
    expect(response.body).toMatchObject({ lines: [], itemCount: 0, changed: false, currency: 'EUR' });
    expect(response.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^cart_token=[0-9a-f-]{36}/)]),
    );
  });

  it("creates a visitor's cart on the first add and keeps it by an httpOnly cookie", async () => {
    const { response, agent } = await visitorWith(single, '3');
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((value) =>
      value.startsWith('cart_token='),
    );
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const cart = await send(agent, 'get').expect(200);
    expect(cart.body.lines).toHaveLength(1);
    expect(cart.body.lines[0]).toMatchObject({ productId: single, quantity: '3', isGift: false });
    expect(cart.body.lines[0].name).not.toBe('');
    expect(cart.body.lines[0].unitPriceNetMinor).toBeGreaterThan(0);
    expect(cart.body.totals.totalGrossMinor).toBeGreaterThan(cart.body.lines[0].totalNetMinor);

    const summary = await send(agent, 'get', '/summary').expect(200);
    expect(summary.body).toMatchObject({ itemCount: 1, currency: 'EUR' });
    expect(summary.body.lines[0]).toMatchObject({ productId: single, quantity: '3' });
  });

  it('adds the same product to its one line', async () => {
    let { agent } = await visitorWith(single, '2');
    ({ agent } = await change(agent, 'post', '/items', { productId: single, quantity: '5' }, 200));
    const cart = await send(agent, 'get').expect(200);
    expect(cart.body.lines.map((line: { quantity: string }) => line.quantity)).toEqual(['7']);
  });

  it('ends two adds of the same product at the same moment in one line with both quantities', async () => {
    const { agent } = await visitorWith(single, '1');
    await Promise.all(
      Array.from({ length: 8 }, () =>
        send(agent, 'post', '/items', { productId: single, quantity: '1' }).expect(200),
      ),
    );
    const items = await testApp.withClient(async (client) =>
      cartItems(client, await cartIdOf(cartTokenOf(agent)!)),
    );
    expect(items).toEqual([{ productId: single, quantity: '9.000' }]);
  });

  it('refuses a quantity that is not a multiple of the minimum order quantity and stores nothing', async () => {
    const visitor = await visitShop(testApp);
    const response = await send(visitor, 'post', '/items', { productId: boxOfTwelve, quantity: '13' }).expect(
      400,
    );
    expect(response.body.message).toBe('You can only add in increments of 12');
    expect(response.body.error).toBe('QUANTITY_INVALID');
    expect(response.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^cart_token=[0-9a-f-]{36}/)]),
    );
    await change(visitor, 'post', '/items', { productId: boxOfTwelve, quantity: '24' }, 200);
  });

  it("answers 'no product found' for an unknown or inactive product", async () => {
    const visitor = await visitShop(testApp);
    for (const productId of [999_999, inactive]) {
      const response = await send(visitor, 'post', '/items', { productId, quantity: '1' }).expect(404);
      expect(response.body.message).toBe('no product found');
    }
  });

  it('refuses a change without the CSRF token', async () => {
    const visitor = await visitShop(testApp);
    await testApp
      .http()
      .post(`${CART}/items?locale=fi`)
      .set('Cookie', visitor.cookies)
      .send({ productId: single, quantity: '1' })
      .expect(403);
  });

  it('changes a quantity by the same rules and never below 1', async () => {
    const { response, agent } = await visitorWith(boxOfTwelve, '12');
    const itemId = response.body.lines[0].id;
    const updated = await send(agent, 'patch', `/items/${itemId}`, { quantity: '36' }).expect(200);
    expect(updated.body.lines[0].quantity).toBe('36');

    const notMultiple = await send(agent, 'patch', `/items/${itemId}`, { quantity: '30' }).expect(400);
    expect(notMultiple.body.message).toBe('You can only add in increments of 12');
    const zero = await send(agent, 'patch', `/items/${itemId}`, { quantity: '0' }).expect(400);
    expect(zero.body.error).toBe('QUANTITY_INVALID');
    const cart = await send(agent, 'get').expect(200);
    expect(cart.body.lines[0].quantity).toBe('36');
  });

  it("removes an item with its line's token, and cannot touch another shopper's item", async () => {
    const first = await visitorWith(single, '1');
    const { id: itemId, removeToken } = first.response.body.lines[0];
    const stranger = await visitorWith(single, '1');
    await send(stranger.agent, 'delete', `/items/${itemId}`).query({ token: removeToken }).expect(404);
    await send(stranger.agent, 'patch', `/items/${itemId}`, { quantity: '2' }).expect(404);

    const summary = await send(first.agent, 'get', '/summary').expect(200);
    expect(summary.body.lines[0].removeToken).toBe(removeToken);
    const removed = await send(first.agent, 'delete', `/items/${itemId}`)
      .query({ token: removeToken })
      .expect(200);
    expect(removed.body.lines).toEqual([]);
  });

  it('refuses to remove a line without its own token and keeps the line', async () => {
    const { response, agent } = await visitorWith(single, '1');
    const [line] = response.body.lines;
    const { agent: withSecond, response: both } = await change(
      agent,
      'post',
      '/items',
      { productId: boxOfTwelve, quantity: '12' },
      200,
    );
    const other = both.body.lines.find((candidate: { id: number }) => candidate.id !== line.id);

    const wrongLine = await send(withSecond, 'delete', `/items/${line.id}`).query({
      token: other.removeToken,
    });
    expect(wrongLine.status).toBe(403);
    expect(wrongLine.body.error).toBe('CART_LINE_TOKEN_INVALID');
    await send(withSecond, 'delete', `/items/${line.id}`).query({ token: 'forged' }).expect(403);
    const missing = await send(withSecond, 'delete', `/items/${line.id}`).expect(400);
    expect(missing.body.error).toBe('VALIDATION_FAILED');

    const cart = await send(withSecond, 'get').expect(200);
    expect(cart.body.lines.map((kept: { id: number }) => kept.id)).toEqual([line.id, other.id]);
  });

  it('says the cart has changed when a product went away, once, and drops its line', async () => {
    const extra = await testApp.withClient((client) => insertProduct(client, { minimumOrderQuantity: '1' }));
    let { agent } = await visitorWith(extra.id, '1');
    ({ agent } = await change(agent, 'post', '/items', { productId: single, quantity: '1' }, 200));
    await testApp.withClient((client) =>
      client.query('update product set active = false where id = $1', [extra.id]),
    );

    const changed = await send(agent, 'get').expect(200);
    expect(changed.body.changed).toBe(true);
    expect(changed.body.removedProducts).toEqual([{ sku: extra.sku }]);
    expect(changed.body.lines.map((line: { productId: number }) => line.productId)).toEqual([single]);

    const again = await send(agent, 'get').expect(200);
    expect(again.body.changed).toBe(false);
  });

  it('warns of an out-of-stock item with its preliminary delivery date and keeps the complete-delivery choice', async () => {
    const { response, agent } = await visitorWith(outOfStock, '1');
    expect(response.body.hasOutOfStockItems).toBe(true);
    expect(response.body.lines[0].preliminaryDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(response.body.completeDelivery).toBe(false);

    const chosen = await send(agent, 'put', '/complete-delivery', { completeDelivery: true }).expect(200);
    expect(chosen.body.completeDelivery).toBe(true);
  });

  describe('vouchers', () => {
    it("answers 'voucher not found' for a code that does not exist", async () => {
      const { agent } = await visitorWith(single, '1');
      const response = await send(agent, 'post', '/vouchers', { code: 'NO-SUCH-CODE' }).expect(404);
      expect(response.body.message).toBe('voucher not found');
    });

    it("answers 'voucher invalid' for a code whose rule does not apply", async () => {
      await testApp.withClient(async (client) => {
        const { rows } = await client.query<{ id: number }>(
          `insert into cart_price_rule (name, active, is_voucher_rule, actions)
           values ('Retired campaign', false, true, '[{"type":"discount_percent","percent":"5"}]') returning id`,
        );
        await client.query(`insert into voucher_code (cart_price_rule_id, code) values ($1, 'RETIRED5')`, [
          rows[0]!.id,
        ]);
      });
      const { agent } = await visitorWith(single, '1');
      const response = await send(agent, 'post', '/vouchers', { code: 'retired5' }).expect(422);
      expect(response.body.message).toBe('voucher invalid');
      const cart = await send(agent, 'get').expect(200);
      expect(cart.body.vouchers).toEqual([]);
    });

    it('applies WELCOME10 as a discount with its label, in any letter case, and takes it off again', async () => {
      const { agent } = await visitorWith(single, '4');
      const before = await send(agent, 'get').expect(200);
      const applied = await send(agent, 'post', '/vouchers', { code: 'welcome10' }).expect(200);
      expect(applied.body.vouchers).toEqual([{ code: 'WELCOME10', problem: null }]);
      expect(applied.body.totals.discountNetMinor).toBeGreaterThan(0);
      expect(applied.body.appliedRules).toHaveLength(1);
      expect(applied.body.appliedRules[0].label).not.toBe('');
      expect(applied.body.totals.totalGrossMinor).toBeLessThan(before.body.totals.totalGrossMinor);

      const removed = await send(agent, 'delete', '/vouchers/WELCOME10').expect(200);
      expect(removed.body.vouchers).toEqual([]);
      expect(removed.body.totals.totalGrossMinor).toBe(before.body.totals.totalGrossMinor);
    });
  });

  describe('shipping calculator', () => {
    it('answers the carriers for a Finnish postcode and prices the cart with them', async () => {
      const { agent } = await visitorWith(single, '1');
      const response = await send(agent, 'post', '/shipping-estimate', {
        country: 'FI',
        zip: '00100',
      }).expect(200);
      expect(response.body).toMatchObject({ country: 'FI', zip: '00100', currency: 'EUR' });
      expect(response.body.carriers.length).toBeGreaterThan(0);
      expect(response.body.carriers[0].label).not.toBe('');
      const cart = await send(agent, 'get').expect(200);
      expect(cart.body).toMatchObject({ shippingCountry: 'FI', shippingPostcode: '00100' });
    });

    it("answers 'no valid carrier found' and keeps nothing when no carrier goes there", async () => {
      const { agent } = await visitorWith(single, '1');
      await testApp.withClient((client) => client.query('update carrier set active = false'));
      try {
        const response = await send(agent, 'post', '/shipping-estimate', {
          country: 'SE',
          zip: '11122',
        }).expect(422);
        expect(response.body.message).toBe('no valid carrier found');
      } finally {
        await testApp.withClient((client) => client.query('update carrier set active = true'));
      }
      const cart = await send(agent, 'get').expect(200);
      expect(cart.body.shippingCountry).toBeNull();
    });

    it('refuses an unknown country or an empty postcode', async () => {
      const visitor = await visitShop(testApp);
      await send(visitor, 'post', '/shipping-estimate', { country: 'XX', zip: '00100' }).expect(400);
      await send(visitor, 'post', '/shipping-estimate', { country: 'FI', zip: ' ' }).expect(400);
    });
  });

  describe('on login', () => {
    it("merges the visitor's cart into the customer's, adding quantities up by the product's rules", async () => {
      const customer = await finnishCustomer([{ productId: boxOfTwelve, quantity: '24' }]);
      let { agent } = await visitorWith(boxOfTwelve, '12');
      ({ agent } = await change(agent, 'post', '/items', { productId: single, quantity: '2' }, 200));
      const visitorToken = cartTokenOf(agent)!;

      const login = await attemptShopLogin(testApp, agent, customer.email, customer.password).expect(200);
      agent = withCookies(agent, login.headers['set-cookie']);
      const merged = await send(agent, 'get').expect(200);
      expect(
        merged.body.lines.map((line: { productId: number; quantity: string }) => [
          line.productId,
          line.quantity,
        ]),
      ).toEqual([
        [boxOfTwelve, '36'],
        [single, '2'],
      ]);
      expect(merged.headers['set-cookie']).toEqual(
        expect.arrayContaining([expect.stringMatching(/^cart_token=;/)]),
      );

      const status = await testApp.withClient((client) =>
        client.query<{ status: string }>('select status from cart where token = $1', [visitorToken]),
      );
      expect(status.rows[0]!.status).toBe('abandoned');
    });
  });

  describe('for quick order', () => {
    it('adds many lines at once, each added or refused with its reason', async () => {
      const customer = await finnishCustomer();
      const carts = testApp.app.get(CartService);
      const owner = { shop: await shopContextOf(testApp, customer.id, 'fi'), cartToken: null };
      const { body } = await RequestContext.create(testApp.app.get(EntityManager).fork(), () =>
        carts.addItems(owner, [
          { productId: single, quantity: '2,0' },
          { productId: boxOfTwelve, quantity: '5' },
          { productId: 999_999, quantity: '1' },
          { productId: boxOfTwelve, quantity: '24' },
        ]),
      );
      expect(body).toEqual([
        { productId: single, status: 'added', quantity: '2' },
        {
          productId: boxOfTwelve,
          status: 'refused',
          code: 'QUANTITY_INVALID',
          reason: 'You can only add in increments of 12',
        },
        { productId: 999_999, status: 'refused', code: 'PRODUCT_NOT_FOUND', reason: 'no product found' },
        { productId: boxOfTwelve, status: 'added', quantity: '24' },
      ]);
    });
  });

  describe('for many lines from a visitor without a cart', () => {
    it('puts all of them into one new cart', async () => {
      const carts = testApp.app.get(CartService);
      const owner = { shop: await shopContextOf(testApp, null, 'fi'), cartToken: null };
      const { cartToken } = await RequestContext.create(testApp.app.get(EntityManager).fork(), () =>
        carts.addItems(owner, [
          { productId: single, quantity: '1' },
          { productId: boxOfTwelve, quantity: '12' },
        ]),
      );
      const lines = await testApp.withClient((client) =>
        client.query<{ product_id: number }>(
          'select i.product_id from cart_item i join cart c on c.id = i.cart_id where c.token = $1 order by i.id',
          [cartToken],
        ),
      );
      expect(lines.rows.map((row) => row.product_id)).toEqual([single, boxOfTwelve]);
    });
  });

  describe('for the checkout', () => {
    it('locks the open cart with its pricing context, and an ordered cart is no longer open', async () => {
      const customer = await finnishCustomer([{ productId: single, quantity: '2' }]);
      const carts = testApp.app.get(CartService);
      const em = testApp.app.get(EntityManager).fork();
      const owner = { shop: await shopContextOf(testApp, customer.id, 'fi'), cartToken: null };

      const locked = await em.transactional(async (tx) => {
        const cart = await carts.lockOpenCart(tx, owner);
        await carts.markOrdered(tx, cart!.cartId);
        return cart;
      });
      expect(locked).toMatchObject({ storeId: 1, currency: 'EUR', changed: false, status: 'open' });
      expect(locked!.lines).toEqual([expect.objectContaining({ productId: single, quantity: '2' })]);
      expect(locked!.pricingContext).toMatchObject({ storeId: 1, customerId: customer.id, voucherCodes: [] });
      expect(await em.fork().transactional((tx) => carts.lockOpenCart(tx, owner))).toBeNull();
    });
  });
});
