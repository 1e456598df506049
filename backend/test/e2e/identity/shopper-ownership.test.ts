import type pg from 'pg';
import { insertCart } from '../../factories/cart.factory';
import type { AdminAgent } from '../../support/admin-session';
import { impersonatingSalesrep, insertShopCast, type ShopCast } from '../../support/principals';
import { loginToShop, visitShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertHistoryOrder } from '../order-history/history-orders';

/*
 * Every id a shopper can send names something of one customer or one company. Another company's buyer who
 * sends it hears "not found" (or "not allowed") and changes nothing. A colleague in the same company shares
 * what is the company's (its order history, its orders in the ERP, their documents) and nothing that is the
 * other person's own (addresses, cart, wishlist, and the placed order's thank-you, payment, parcel and invoice
 * pages, which fulfilment-shop.controller.ts keeps to the buyer).
 */

/** The tables a shopper's ids reach, compared whole before and after the attempts. */
const OWNED_TABLES = [
  'address',
  'cart',
  'cart_item',
  'wishlist_item',
  'sales_order',
  'sales_order_item',
  'order_payment',
  'customer',
  'customer_company',
  'warranty_registration',
  'contact_message',
  'tracking_request',
];

async function checksums(client: pg.ClientBase): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of OWNED_TABLES) {
    const { rows } = await client.query<{ sum: string; count: number }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum, count(*)::int as count
       from ${table} t`,
    );
    sums[table] = `${rows[0]!.count}:${rows[0]!.sum}`;
  }
  return sums;
}

interface Attempt {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: object;
}

/** The demo buyer's things: one of each kind a shopper can name by id. */
interface Owned {
  orderNumber: string;
  addressId: number;
  cartItemId: number;
  cartRemoveToken: string;
  wishlistProductId: number;
  remoteOrderNumber: string;
}

describe("a shopper's ids: another company's buyer gets nothing, a colleague gets what is the company's", () => {
  let testApp: TestApp;
  let cast: ShopCast;
  let owned: Owned;
  let buyer: AdminAgent;
  let otherCompany: AdminAgent;
  let colleague: AdminAgent;

  const send = (agent: AdminAgent, { method, path, body }: Attempt) => {
    const call = testApp.http()[method](path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
    return method === 'get' ? call : call.send(body ?? {});
  };

  /** The token the shopper's own wishlist button for the product carries. */
  const wishlistToken = async (agent: AdminAgent) => {
    const states = await send(agent, {
      method: 'get',
      path: `/api/shop/wishlist/states?productIds=${owned.wishlistProductId}`,
    }).expect(200);
    return (states.body as { token: string }[])[0]!.token;
  };

  const toggleWishlist = (agent: AdminAgent, productId: number, token: string) =>
    send(agent, { method: 'post', path: `/api/shop/wishlist/${productId}/toggle`, body: { token } });

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
    cast = await insertShopCast(testApp);
    const { customer } = cast;
    buyer = await loginToShop(testApp, customer.email, 'customer-demo-2026');
    owned = await testApp.withClient(async (client) => {
      const { rows: units } = await client.query<{ identifier: string }>(
        `select u.identifier from product p join unit_definition u on u.id = p.sales_unit_id where p.id = $1`,
        [cast.productId],
      );
      const orderNumber = await insertHistoryOrder(client, {
        customerId: customer.id,
        companyId: customer.companyId,
        lines: [{ productId: cast.productId, sku: 'OWNED-1', unit: units[0]!.identifier }],
      });
      const { rows } = await client.query<{ id: number }>(
        `insert into address (customer_id, type, firstname, lastname, street, postcode, city, country, company)
         values ($1, 'delivery', 'Aino', 'Virtanen', 'Mannerheimintie 12', '00100', 'Helsinki', 'FI',
           'Voltgrossisten Oy') returning id`,
        [customer.id],
      );
      const cart = await insertCart(client, {
        customerId: customer.id,
        items: [{ productId: cast.productId, quantity: '3' }],
      });
      return {
        orderNumber,
        addressId: rows[0]!.id,
        cartItemId: cart.itemIds[0]!,
        cartRemoveToken: '',
        wishlistProductId: cast.productId,
        remoteOrderNumber: '',
      };
    });
    await toggleWishlist(buyer, owned.wishlistProductId, await wishlistToken(buyer)).expect(200);
    const cart = await send(buyer, { method: 'get', path: '/api/shop/cart?locale=en' }).expect(200);
    owned.cartRemoveToken = (cart.body as { lines: { id: number; removeToken: string }[] }).lines.find(
      (item) => item.id === owned.cartItemId,
    )!.removeToken;
    const remote = await send(buyer, { method: 'get', path: '/api/shop/remote-orders?locale=en' }).expect(
      200,
    );
    owned.remoteOrderNumber = (remote.body as { items: { number: string }[] }).items[0]!.number;
    [otherCompany, colleague] = await Promise.all([
      loginToShop(testApp, cast.otherCompanyCustomer.email, 'test-password-2026'),
      loginToShop(testApp, cast.colleague.email, 'test-password-2026'),
    ]);
  });

  afterAll(() => testApp.close());

  /** What only the buyer themself may open or change: their own things and their placed order's pages. */
  const buyersOwn = (): Attempt[] => [
    { method: 'get', path: `/api/shop/account/addresses/${owned.addressId}` },
    {
      method: 'put',
      path: `/api/shop/account/addresses/${owned.addressId}`,
      body: {
        type: 'delivery',
        firstname: 'Mallory',
        lastname: 'Taken',
        street: 'Elsewhere 1',
        postcode: '00100',
        city: 'Helsinki',
        country: 'FI',
      },
    },
    { method: 'put', path: `/api/shop/account/addresses/${owned.addressId}/default-delivery` },
    { method: 'put', path: `/api/shop/account/addresses/${owned.addressId}/default-invoice` },
    { method: 'delete', path: `/api/shop/account/addresses/${owned.addressId}` },
    { method: 'patch', path: `/api/shop/cart/items/${owned.cartItemId}?locale=en`, body: { quantity: '99' } },
    // With the line's own remove token, as the buyer's cart shows it.
    {
      method: 'delete',
      path: `/api/shop/cart/items/${owned.cartItemId}?locale=en&token=${encodeURIComponent(owned.cartRemoveToken)}`,
    },
    {
      method: 'put',
      path: '/api/shop/cart/items?locale=en',
      body: { items: [{ id: owned.cartItemId, quantity: '99' }], remove: [] },
    },
    {
      method: 'put',
      path: '/api/shop/cart/items?locale=en',
      body: { items: [], remove: [owned.cartItemId] },
    },
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}?locale=en` },
    { method: 'post', path: `/api/shop/orders/${owned.orderNumber}/payment/retry?locale=en` },
    // Parcels, messages to the buyer and invoices are the buyer's too (fulfilment-shop.controller.ts).
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}/fulfilment?locale=en` },
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}/invoices/1.pdf?locale=en` },
    {
      method: 'put',
      path: `/api/shop/orders/${owned.orderNumber}/payment?locale=en`,
      body: { paymentProviderId: 1 },
    },
  ];

  /** What is the company's: its order history, the documents of its orders, its orders in the ERP. */
  const companyShared = (): Attempt[] => [
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}/details?locale=en` },
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}/download.pdf?locale=en` },
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}/download.csv?locale=en` },
    { method: 'get', path: `/api/shop/orders/${owned.orderNumber}/download.xlsx?locale=en` },
    { method: 'get', path: `/api/shop/remote-orders/${owned.remoteOrderNumber}?locale=en` },
  ];

  /** What a colleague may do with the company's orders (order again into their own cart, send to the ERP). */
  const companyActions = (): Attempt[] => [
    { method: 'post', path: `/api/shop/orders/${owned.orderNumber}/reorder?locale=en` },
    { method: 'post', path: `/api/shop/orders/${owned.orderNumber}/erp-conversion?locale=en` },
  ];

  it("answers another company's buyer 404 or 403 for every id of the buyer's, and changes nothing", async () => {
    const attempts = [...buyersOwn(), ...companyShared(), ...companyActions()];
    expect(attempts.length).toBeGreaterThanOrEqual(21);
    const before = await testApp.withClient(checksums);
    const answers = await Promise.all(
      attempts.map(async (attempt) => ({
        attempt: `${attempt.method.toUpperCase()} ${attempt.path}`,
        status: (await send(otherCompany, attempt)).status,
      })),
    );
    expect(answers.filter((answer) => ![403, 404].includes(answer.status))).toEqual([]);
    expect(await testApp.withClient(checksums)).toEqual(before);
  });

  it("lists nothing of the buyer's to another company's buyer", async () => {
    const [orders, remote, addresses, wishlist] = await Promise.all(
      [
        '/api/shop/orders?locale=en',
        '/api/shop/remote-orders?locale=en',
        '/api/shop/account/addresses',
        '/api/shop/wishlist?locale=en',
      ].map((path) => send(otherCompany, { method: 'get', path }).expect(200)),
    );
    const text = JSON.stringify([orders.body, addresses.body, wishlist.body]);
    expect(text).not.toContain(owned.orderNumber);
    expect(text).not.toContain('Mannerheimintie');
    expect(JSON.stringify(wishlist.body)).not.toContain(`"id":${owned.wishlistProductId}`);
    const otherRemote = (remote.body as { items: { number: string }[] }).items.map((item) => item.number);
    // Their own ERP orders are there (another ERP customer number), just not the buyer's.
    expect(otherRemote.length).toBeGreaterThanOrEqual(1);
    expect(otherRemote).not.toContain(owned.remoteOrderNumber);
  });

  it("keeps the buyer's wishlist when another company's buyer toggles the same product", async () => {
    const theirs = () =>
      testApp.withClient(async (client) => {
        const { rows } = await client.query<{ product_id: number }>(
          'select product_id from wishlist_item where customer_id = $1',
          [cast.customer.id],
        );
        return rows.map((row) => row.product_id);
      });
    expect(await theirs()).toEqual([owned.wishlistProductId]);
    // The buyer's button token is the buyer's: sent by someone else, it toggles nothing.
    const buyersToken = await wishlistToken(buyer);
    expect((await toggleWishlist(otherCompany, owned.wishlistProductId, buyersToken)).status).toBe(403);
    const ownToken = await wishlistToken(otherCompany);
    expect(ownToken).not.toBe(buyersToken);
    await toggleWishlist(otherCompany, owned.wishlistProductId, ownToken).expect(200);
    await toggleWishlist(otherCompany, owned.wishlistProductId, ownToken).expect(200);
    expect(await theirs()).toEqual([owned.wishlistProductId]);
  });

  it("shows a colleague the company's orders, their documents and its ERP orders", async () => {
    const list = await send(colleague, { method: 'get', path: '/api/shop/orders?locale=en' }).expect(200);
    expect(JSON.stringify(list.body)).toContain(owned.orderNumber);
    const answers = await Promise.all(
      companyShared().map(async (attempt) => ({
        attempt: attempt.path,
        status: (await send(colleague, attempt)).status,
      })),
    );
    expect(answers).toHaveLength(5);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const [theirs, ours] = await Promise.all(
      [colleague, buyer].map((agent) =>
        send(agent, { method: 'get', path: '/api/shop/remote-orders?locale=en' }),
      ),
    );
    expect((theirs!.body as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(1);
    expect(theirs!.body).toEqual(ours!.body);
  });

  it("lets a colleague order one of the company's orders again into their own cart, not the buyer's", async () => {
    const buyersCart = () =>
      testApp.withClient(async (client) => {
        const { rows } = await client.query<{ id: number; quantity: string }>(
          'select i.id, i.quantity::text from cart_item i join cart c on c.id = i.cart_id where c.customer_id = $1',
          [cast.customer.id],
        );
        return rows;
      });
    const before = await buyersCart();
    expect(before).toHaveLength(1);
    const [reorder] = companyActions();
    const reordered = await send(colleague, reorder!).expect(200);
    expect(reordered.body).toMatchObject({
      added: [expect.objectContaining({ sku: 'OWNED-1' })],
      skipped: [],
    });
    const colleagues = await send(colleague, { method: 'get', path: '/api/shop/cart?locale=en' }).expect(200);
    expect((colleagues.body as { lines: unknown[] }).lines).toHaveLength(1);
    expect(await buyersCart()).toEqual(before);
  });

  it("refuses a colleague the buyer's own addresses, cart, wishlist, order and invoice pages, and changes nothing", async () => {
    const before = await testApp.withClient(checksums);
    const answers = await Promise.all(
      buyersOwn().map(async (attempt) => ({
        attempt: `${attempt.method.toUpperCase()} ${attempt.path}`,
        status: (await send(colleague, attempt)).status,
      })),
    );
    expect(answers).toHaveLength(14);
    expect(answers.filter((answer) => ![403, 404].includes(answer.status))).toEqual([]);
    expect(await testApp.withClient(checksums)).toEqual(before);
    const wishlist = await send(colleague, { method: 'get', path: '/api/shop/wishlist?locale=en' }).expect(
      200,
    );
    expect(JSON.stringify(wishlist.body)).not.toContain(`"id":${owned.wishlistProductId}`);
  });

  it("answers a visitor 401 or 404 for the buyer's ids, and a salesrep acting for the buyer as the buyer", async () => {
    const visitor = await visitShop(testApp);
    const attempts = [...buyersOwn(), ...companyShared(), ...companyActions()];
    const before = await testApp.withClient(checksums);
    const visitorAnswers = await Promise.all(
      attempts.map(async (attempt) => ({
        attempt: attempt.path,
        status: (await send(visitor, attempt)).status,
      })),
    );
    expect(visitorAnswers.filter((answer) => ![401, 403, 404].includes(answer.status))).toEqual([]);
    expect(await testApp.withClient(checksums)).toEqual(before);

    const acting = await impersonatingSalesrep(testApp);
    const reads = [
      `/api/shop/account/addresses/${owned.addressId}`,
      `/api/shop/orders/${owned.orderNumber}?locale=en`,
      `/api/shop/orders/${owned.orderNumber}/details?locale=en`,
      `/api/shop/remote-orders/${owned.remoteOrderNumber}?locale=en`,
    ];
    const statuses = await Promise.all(
      reads.map(async (path) => (await send(acting, { method: 'get', path })).status),
    );
    expect(statuses).toEqual([200, 200, 200, 200]);
  });

  it('tracks a shipment only for the order number with its delivery postcode', async () => {
    const track = (postcode: string) =>
      send(otherCompany, {
        method: 'post',
        path: '/api/shop/tracking',
        body: { orderNumber: owned.orderNumber, postcode, locale: 'en' },
      });
    // Each lookup is recorded for the service desk (tracking_request); nothing else may change.
    const { tracking_request: _recorded, ...before } = await testApp.withClient(checksums);
    const answer = await track('99999');
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('OWNED-1');
    const { tracking_request: _recordedAfter, ...after } = await testApp.withClient(checksums);
    expect(after).toEqual(before);
  });
});
