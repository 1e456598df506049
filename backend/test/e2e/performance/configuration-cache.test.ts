import pg from 'pg';
import { ConfigurationCache } from '../../../src/read-cache/configuration-cache';
import { insertBuyer } from '../../factories/orders.factory';
import { loginToShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** Tables of the shop's configuration, which the process keeps (read-cache/configuration-cache.ts). */
const CONFIGURATION_TABLES =
  /\bfrom (store|cart_price_rule|product_price_rule|carrier|payment_provider|tax_rule|country|configuration|category)\b/;

/**
 * The buying path with the configuration cache on, as deployed: an add to cart reads the cart, its products and
 * the buyer's prices, not the shop's rules, carriers and tax rules again; the ERP's stock writes leave the kept
 * configuration in place; a configuration change made by another process applies once PostgreSQL has told this
 * one.
 */
describe('the shop configuration each API process keeps for the buying path', () => {
  let testApp: TestApp;
  let shopper: ShopAgent;
  let buyerId: number;
  let productIds: number[];
  const originalQuery = pg.Client.prototype.query;
  let sent: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 12, env: { CONFIGURATION_CACHE: 'on' } });
    const cache = testApp.app.get(ConfigurationCache);
    for (let waited = 0; !cache.keeping; waited += 50) {
      if (waited > 10_000) throw new Error('The change feed never became live');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const buyer = await testApp.withClient((client) => insertBuyer(client, { store: 'fi' }));
    buyerId = buyer.id;
    shopper = await loginToShop(testApp, buyer.email, buyer.password);
    const { rows } = await testApp.withClient((client) =>
      client.query<{ id: number }>(
        `select id from product where active and stock_status = 'in_stock' and minimum_order_quantity = 1
           and un_number is null order by id limit 3`,
      ),
    );
    productIds = rows.map((row) => row.id);
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [statement] = args as [string | { text?: string }];
      sent.push(typeof statement === 'string' ? statement : (statement?.text ?? ''));
      return (originalQuery as (...parameters: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  });

  afterAll(async () => {
    pg.Client.prototype.query = originalQuery;
    await testApp.close();
  });

  async function add(productId: number): Promise<{ statements: string[]; body: CartBody }> {
    sent = [];
    const response = await testApp
      .http()
      .post('/api/shop/cart/items?locale=fi')
      .set('Cookie', shopper.cookies)
      .set('X-CSRF-Token', shopper.csrf)
      .send({ productId, quantity: '1' })
      .expect(200);
    return { statements: sent, body: response.body as CartBody };
  }

  interface CartBody {
    totals: {
      taxes: { rate: string; netMinor: number; taxMinor: number }[];
      taxMinor: number;
      totalGrossMinor: number;
    };
  }

  async function cart(): Promise<CartBody> {
    return (await testApp.http().get('/api/shop/cart?locale=fi').set('Cookie', shopper.cookies).expect(200))
      .body as CartBody;
  }

  it("adds to a buyer's cart without reading the configuration again, even while the ERP writes stock", async () => {
    await add(productIds[0]!);
    const second = await add(productIds[1]!);
    expect(second.statements.filter((text) => CONFIGURATION_TABLES.test(text))).toEqual([]);
    // The session; the product; the cart and the line; the line written with the cart's version counted; the
    // lines and their products; vouchers; the company's invoice permission; prices and agreed prices.
    expect(second.statements.length).toBeLessThanOrEqual(11);

    // A stock write of the ERP notifies the products it changed, not a configuration change.
    await testApp.withClient((client) =>
      client.query('update product set stock_quantity = stock_quantity + 1 where id = $1', [productIds[2]]),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const third = await add(productIds[2]!);
    expect(third.statements.filter((text) => CONFIGURATION_TABLES.test(text))).toEqual([]);
    // Each add counted in the cart's version, which the checkout compares with what its summary showed.
    const { rows } = await testApp.withClient((client) =>
      client.query<{ version: number }>(
        `select version from cart where customer_id = $1 and status = 'open'`,
        [buyerId],
      ),
    );
    expect(rows[0]?.version).toBe(3);
  });

  it('prices the next request with a tax rate another process changed, once PostgreSQL has told this one', async () => {
    const before = await cart();
    expect(before.totals.taxMinor).toBeGreaterThan(0);
    await testApp.withClient((client) => client.query('update tax_rate set rate = rate + 10 where active'));
    try {
      let after = await cart();
      for (let waited = 0; after.totals.taxMinor === before.totals.taxMinor; waited += 50) {
        if (waited > 5_000) throw new Error('The tax change never reached the process');
        await new Promise((resolve) => setTimeout(resolve, 50));
        after = await cart();
      }
      // The same net amounts, each taxed at ten percentage points more.
      const net = (body: CartBody) => body.totals.totalGrossMinor - body.totals.taxMinor;
      expect(net(after)).toBe(net(before));
      expect(after.totals.taxes.map((tax) => [tax.netMinor, Number(tax.rate)])).toEqual(
        before.totals.taxes.map((tax) => [tax.netMinor, Number(tax.rate) + 10]),
      );
    } finally {
      await testApp.withClient((client) => client.query('update tax_rate set rate = rate - 10 where active'));
    }
  });
});
