import { randomUUID } from 'node:crypto';
import { insertBuyer } from '../../factories/orders.factory';
import { buyerWithCart, CheckoutClient, insertOrderableProduct } from '../../e2e/checkout/checkout-client';
import { attemptShopLogin, visitShop, withCookies } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('placing orders at the same time', () => {
  // Fifty accounts are created and logged in first (password hashing is slow on purpose).
  let testApp: TestApp;
  let products: number[];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 1, env: { DATABASE_POOL_SIZE: '8' } });
    products = await testApp.withClient(async (client) => [
      await insertOrderableProduct(client),
      await insertOrderableProduct(client),
      await insertOrderableProduct(client),
    ]);
  });

  afterAll(() => testApp.close());

  const orderCount = (customerId: number) =>
    testApp.withClient(
      async (client) =>
        (
          await client.query('select count(*)::int as n from sales_order where customer_id = $1', [
            customerId,
          ])
        ).rows[0].n as number,
    );

  it('makes exactly one order from 20 simultaneous requests with one Idempotency-Key', async () => {
    const { buyer, checkout } = await buyerWithCart(testApp, products);
    await checkout.completeSteps();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout.place(key)));
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const numbers = new Set(responses.map((response) => response.body.order.number));
    expect(numbers.size).toBe(1);
    expect(await orderCount(buyer.id)).toBe(1);
  });

  it('turns 50 carts checked out at once into 50 orders with the totals of their quotes', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const buyer = await testApp.withClient((client) =>
          insertBuyer(client, {
            cart: products.slice(0, (index % products.length) + 1).map((productId, line) => ({
              productId,
              quantity: String(index + line + 1),
            })),
          }),
        );
        // Each from its own address: logins are limited per address.
        const visitor = await visitShop(testApp);
        const login = await attemptShopLogin(testApp, visitor, buyer.email, buyer.password)
          .set('X-Forwarded-For', `198.51.100.${index + 1}`)
          .expect(200);
        const checkout = new CheckoutClient(testApp, withCookies(visitor, login.headers['set-cookie']));
        await checkout.completeSteps();
        const { body } = await checkout.state().expect(200);
        return { buyer, checkout, totals: body.totals };
      }),
    );

    const placed = await Promise.all(shoppers.map(({ checkout }) => checkout.place()));
    expect(placed.map((response) => response.status)).toEqual(Array(50).fill(200));
    placed.forEach((response, index) => {
      const { totals } = shoppers[index]!;
      expect(response.body.order.totals).toMatchObject({
        itemsNetMinor: totals.itemsNetMinor,
        discountNetMinor: totals.discountNetMinor,
        shippingNetMinor: totals.shippingNetMinor,
        taxMinor: totals.taxMinor,
        totalGrossMinor: totals.totalGrossMinor,
      });
    });
    expect(new Set(placed.map((response) => response.body.order.number)).size).toBe(50);

    const stored = await testApp.withClient(
      async (client) =>
        (
          await client.query<{ customer_id: number; total_gross_minor: string; lines: number }>(
            `select o.customer_id, o.total_gross_minor::text,
                    (select count(*)::int from sales_order_item i where i.order_id = o.id) as lines
             from sales_order o where o.customer_id = any($1::int[])`,
            [shoppers.map(({ buyer }) => buyer.id)],
          )
        ).rows,
    );
    expect(stored).toHaveLength(50);
    for (const { buyer, totals } of shoppers) {
      const row = stored.find((candidate) => candidate.customer_id === buyer.id)!;
      expect(Number(row.total_gross_minor)).toBe(totals.totalGrossMinor);
    }
  }, 300_000);
});
