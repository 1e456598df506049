import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { insertBuyer, orderableProducts, ordersOf } from '../factories/orders.factory';
import { CheckoutClient } from '../e2e/checkout/checkout-client';
import type { HttpTarget } from '../support/admin-session';
import { loginToShop } from '../support/shop-session';
import { startPrivatePostgres, type PrivatePostgres, privateServerEnv } from '../support/private-services';
import { startServer, type ServerProcess } from '../support/server-process';
import { withClientOf } from '../support/test-database';
import { recordRecovery, timeUntil } from './recovery-times';

/**
 * An API process killed (`kill -9`) or told to stop (SIGTERM, as a deploy or a scale-down does) in the middle
 * of a shopper's checkout. The order is held mid-way by a lock of this test on the order table.
 */
describe('an API process ended in the middle of a checkout', () => {
  let postgres: PrivatePostgres;
  let databaseUrl: string;
  let env: NodeJS.ProcessEnv;
  let holder: pg.Client;
  /** Two instances behind one load balancer: the first is killed, the second then stopped. */
  let doomed: ServerProcess;
  let survivor: ServerProcess;

  const withClient = <T>(work: (client: pg.Client) => Promise<T>) => withClientOf(databaseUrl, work);

  const target = (server: ServerProcess): HttpTarget & { withClient: typeof withClient } => ({
    http: () => request(server.baseUrl),
    withClient,
  });

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    databaseUrl = await postgres.createDatabase('tradeshop_faults');
    env = privateServerEnv(databaseUrl, { SEED_PRODUCTS: '8' });
    // Started side by side on the empty database: one migrates and seeds while the other waits for it.
    [doomed, survivor] = await Promise.all([startServer(env), startServer(env)]);
    holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
  }, 180_000);

  afterAll(async () => {
    await holder?.end();
    for (const server of [doomed, survivor]) server?.child.kill('SIGKILL');
    await postgres?.destroy();
  });

  /** A buyer on `server` with a cart, every checkout step done: the next press places the order. */
  async function buyerAtSummary(server: ServerProcess) {
    const products = await withClient((client) => orderableProducts(client, 2));
    const buyer = await withClient((client) =>
      insertBuyer(client, { cart: products.map((productId) => ({ productId, quantity: '1' })) }),
    );
    const checkout = new CheckoutClient(
      target(server),
      await loginToShop(target(server), buyer.email, buyer.password),
    );
    await checkout.completeSteps();
    return { buyer, checkout };
  }

  /** Blocks new orders (inserts into sales_order wait) until released; reads go on. */
  async function holdOrders(): Promise<() => Promise<void>> {
    await holder.query('begin');
    await holder.query('lock table sales_order in share mode');
    return async () => {
      await holder.query('rollback');
    };
  }

  const orderIsWaiting = async () =>
    withClient(
      async (client) =>
        (
          await client.query(
            `select count(*)::int as waiting from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and query ilike '%sales_order%'`,
          )
        ).rows[0].waiting > 0,
    );

  it('lets the shopper’s retry with the same idempotency key find the one order after the API is killed with kill -9', async () => {
    const { buyer, checkout } = await buyerAtSummary(doomed);
    const key = randomUUID();
    const release = await holdOrders();
    const pressed = checkout.place(key).then(
      (response) => response.status,
      () => 'connection lost',
    );
    await timeUntil(orderIsWaiting, Boolean);
    doomed.child.kill('SIGKILL');
    await doomed.stop();
    const killedAt = Date.now();
    expect(await pressed).toBe('connection lost');
    await release();

    // The shopper's page retries with the same key; the load balancer sends it to the other instance.
    const retrying = new CheckoutClient(target(survivor), checkout.agent);
    retrying.shown = checkout.shown;
    const { value: retried, ms } = await timeUntil(
      () => retrying.place(key).then((response) => response),
      (response) => response.status === 200,
    );
    const again = await retrying.place(key).expect(200);
    expect(again.body.order.number).toBe(retried.body.order.number);
    expect(await withClient((client) => ordersOf(client, buyer.id))).toEqual([retried.body.order.number]);
    recordRecovery({
      fault: 'API process killed with kill -9 mid-checkout',
      recoveryMs: ms,
      untilOrderConfirmedMs: Date.now() - killedAt,
    });
  });

  it('finishes the requests in flight when told to stop with SIGTERM, then exits', async () => {
    const stopping = survivor;
    const { buyer, checkout } = await buyerAtSummary(stopping);
    const release = await holdOrders();
    const pressed = checkout.place(randomUUID()).then(
      (response) => ({ status: response.status, number: response.body?.order?.number as string | undefined }),
      (error: Error) => ({ status: 0, number: error.message }),
    );
    await timeUntil(orderIsWaiting, Boolean);
    const stopAt = Date.now();
    stopping.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([stopping.child.exitCode, stopping.child.signalCode]).toEqual([null, null]);
    await release();

    const answer = await pressed;
    expect(answer.status).toBe(200);
    // Closed, it ends on the signal it was given (Nest's shutdown hooks), or with 0.
    const code = await stopping.stop();
    expect([code, stopping.child.signalCode]).toEqual(code === 0 ? [0, null] : [null, 'SIGTERM']);
    const drainMs = Date.now() - stopAt;
    expect(await withClient((client) => ordersOf(client, buyer.id))).toEqual([answer.number]);
    recordRecovery({
      fault: 'SIGTERM with an order in flight',
      recoveryMs: drainMs,
      inFlightAnswered: answer.status,
    });
  });
});
