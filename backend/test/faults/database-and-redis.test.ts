import { randomUUID } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../src/database/seeders/demo-accounts';
import { insertBuyer, orderableProducts, ordersOf, type Buyer } from '../factories/orders.factory';
import { CheckoutClient } from '../e2e/checkout/checkout-client';
import { loginAsAdmin, type HttpTarget } from '../support/admin-session';
import { attemptShopLogin, loginToShop, visitShop, type ShopAgent } from '../support/shop-session';
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
  privateServerEnv,
} from '../support/private-services';
import { startServer, type ServerProcess } from '../support/server-process';
import { withClientOf } from '../support/test-database';
import { recordRecovery, timeUntil } from './recovery-times';

/** Longer than this, an answer during an outage counts as hanging. */
const CLEAN_FAILURE_MS = 5_000;

interface Answer {
  status: number;
  message?: string;
  ms: number;
  at: number;
}

/**
 * The shop on PostgreSQL and Redis servers of its own, restarted under it while shoppers browse, log in and
 * place orders. The API runs as `npm start` runs it, with its job worker inside.
 */
describe('the shop through PostgreSQL and Redis restarts', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let api: ServerProcess;
  let target: HttpTarget & { withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> };
  let databaseUrl: string;

  /** A connection of its own per call: the test's own connections are cut by the restarts too. */
  const withClient = <T>(work: (client: pg.Client) => Promise<T>) => withClientOf(databaseUrl, work);

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis({ appendOnly: true })]);
    databaseUrl = await postgres.createDatabase('tradeshop_faults');
    api = await startServer(
      privateServerEnv(databaseUrl, {
        DATABASE_POOL_SIZE: '6',
        REDIS_URL: redis.url,
        // The usual start path migrates the empty database and seeds the demo shop.
        SEED_PRODUCTS: '24',
        JOB_STALLED_SECONDS: '2',
      }),
    );
    target = { http: () => request(api.baseUrl), withClient };
  }, 180_000);

  afterAll(async () => {
    const stopping = api?.stop();
    const killer = setTimeout(() => api?.child.kill('SIGKILL'), 20_000);
    await stopping;
    clearTimeout(killer);
    await Promise.all([postgres?.destroy(), redis?.destroy()]);
  });

  /** Sends `call` and notes how it ended and how long it took; a hanging answer is cut off and noted as 0. */
  async function timed(call: () => request.Test): Promise<Answer> {
    const started = Date.now();
    try {
      const response = await call().timeout(CLEAN_FAILURE_MS * 3);
      return {
        status: response.status,
        message: response.body?.message,
        ms: Date.now() - started,
        at: started,
      };
    } catch {
      return { status: 0, ms: Date.now() - started, at: started };
    }
  }

  async function buyerReadyToPlace(products: number[]): Promise<{ buyer: Buyer; checkout: CheckoutClient }> {
    const buyer = await withClient((client) =>
      insertBuyer(client, { cart: products.map((productId) => ({ productId, quantity: '1' })) }),
    );
    const checkout = new CheckoutClient(target, await loginToShop(target, buyer.email, buyer.password));
    await checkout.completeSteps();
    return { buyer, checkout };
  }

  /** Places the order, and again with the same key after every failure, as the summary page's retry does. */
  async function placeUntilPlaced(checkout: CheckoutClient, answers: Answer[]): Promise<string> {
    const key = randomUUID();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const started = Date.now();
      const response = await checkout
        .place(key)
        .timeout(CLEAN_FAILURE_MS * 3)
        .catch(() => undefined);
      answers.push({
        status: response?.status ?? 0,
        message: response?.body?.message,
        ms: Date.now() - started,
        at: started,
      });
      if (response?.status === 200) return response.body.order.number as string;
      if (Date.now() > deadline) throw new Error(`no order after 60 s: ${JSON.stringify(answers.at(-1))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Every answer was whole, or a quick 503 that says what is wrong: never a 500, never hanging. */
  function expectCleanFailures(answers: Answer[]): void {
    const unclean = answers.filter(
      (answer) =>
        answer.status !== 200 && (answer.status !== 503 || !answer.message || answer.ms > CLEAN_FAILURE_MS),
    );
    expect(unclean).toEqual([]);
  }

  it('answers 503 with a message while PostgreSQL is down, recovers by itself, and loses or doubles no order', async () => {
    const products = await withClient((client) => orderableProducts(client, 3));
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => buyerReadyToPlace(products)));
    const reader = shoppers[0]!.checkout.agent;
    const product = await withClient(
      async (client) =>
        (
          await client.query<{ slug: string }>(
            `select slug from product_translation where locale = 'en' and product_id = $1`,
            [products[0]],
          )
        ).rows[0]!.slug,
    );

    let browsing = true;
    const browsed: Answer[] = [];
    const browse = async (agent: ShopAgent) => {
      while (browsing) {
        // The session is read from the database on every request; the product page may come from the cache.
        browsed.push(await timed(() => target.http().get('/api/shop/session').set('Cookie', agent.cookies)));
        browsed.push(await timed(() => target.http().get(`/api/shop/products/${product}?locale=en`)));
        browsed.push(
          await timed(() =>
            target.http().get(`/api/shop/search?term=battery&locale=en`).set('Cookie', agent.cookies),
          ),
        );
      }
    };
    const browsers = [browse(reader), browse(shoppers[1]!.checkout.agent)];

    let down = 0;
    let up = 0;
    let recoveryMs = 0;
    let numbers: string[] = [];
    const placed: Answer[] = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      down = Date.now();
      await postgres.stop();
      // Two shoppers press "place order" while the database is away, two as it comes back.
      const placing = shoppers.slice(0, 2).map(({ checkout }) => placeUntilPlaced(checkout, placed));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await postgres.start();
      up = Date.now();
      placing.push(...shoppers.slice(2).map(({ checkout }) => placeUntilPlaced(checkout, placed)));
      numbers = await Promise.all(placing);
      ({ ms: recoveryMs } = await timeUntil(
        () => timed(() => target.http().get('/api/shop/session').set('Cookie', reader.cookies)),
        (answer) => answer.status === 200,
      ));
    } finally {
      browsing = false;
      await Promise.all(browsers);
    }

    const duringOutage = browsed.filter((answer) => answer.at >= down && answer.at < up);
    expect(duringOutage.some((answer) => answer.status === 503)).toBe(true);
    expect(duringOutage.find((answer) => answer.status === 503)?.message).toMatch(/database/i);
    expectCleanFailures([...browsed, ...placed]);
    const firstWholeAfter = placed
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.at + answer.ms);
    recordRecovery({
      fault: 'PostgreSQL stopped for 1.5 s and started again',
      recoveryMs,
      lastOrderPlacedMsAfterRestart: Math.max(...firstWholeAfter) - up,
      refusedWith503: [...browsed, ...placed].filter((answer) => answer.status === 503).length,
      slowestRefusalMs: Math.max(
        0,
        ...[...browsed, ...placed].filter((a) => a.status === 503).map((a) => a.ms),
      ),
    });

    // Each shopper has exactly the one order their key names, whatever their presses met.
    for (const [index, { buyer }] of shoppers.entries()) {
      expect(await withClient((client) => ordersOf(client, buyer.id))).toEqual([numbers[index]]);
    }
  });

  it('keeps sessions, queued jobs and login limits through a Redis crash', async () => {
    const buyer = await withClient((client) => insertBuyer(client));
    const agent = await loginToShop(target, buyer.email, buyer.password);
    const editor = await loginAsAdmin(target, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    const victim = await withClient((client) => insertBuyer(client));
    const guesser = await visitShop(target);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await attemptShopLogin(target, guesser, victim.email, `wrong-${attempt}`).expect(401);
    }

    await redis.kill();
    // While Redis is away: logins answer at once that the shop is unavailable, the session still works.
    const duringOutage = await timed(() =>
      attemptShopLogin(target, guesser, victim.email, 'wrong-during-outage'),
    );
    expect(duringOutage).toMatchObject({ status: 503, message: expect.stringMatching(/try again/i) });
    expect(duringOutage.ms).toBeLessThan(CLEAN_FAILURE_MS);
    const session = await target.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
    expect(session.body.customer.email).toBe(buyer.email);
    const queued = await timed(() =>
      target
        .http()
        .post('/api/admin/categories/recount')
        .set('Cookie', editor.cookies)
        .set('X-CSRF-Token', editor.csrf),
    );
    // The job is stored, and handed to Redis once it is back.
    expect(queued.status).toBe(202);
    expect(queued.ms).toBeLessThan(CLEAN_FAILURE_MS);

    await redis.start();
    const { ms: recoveryMs } = await timeUntil(
      () => timed(() => target.http().get('/health')),
      (answer) => answer.status === 200,
    );
    // The failures counted before the crash still count: two more and the account is closed.
    for (let attempt = 3; attempt < 5; attempt += 1) {
      await attemptShopLogin(target, guesser, victim.email, `wrong-${attempt}`).expect(401);
    }
    await attemptShopLogin(target, guesser, victim.email, victim.password).expect(429);
    await target.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
    // A job queued before the crash or after it runs once the worker finds Redis again.
    const job = (
      await target
        .http()
        .post('/api/admin/categories/recount')
        .set('Cookie', editor.cookies)
        .set('X-CSRF-Token', editor.csrf)
        .expect(202)
    ).body as { id: string };
    const { ms: jobMs } = await timeUntil(
      () =>
        withClient(
          async (client) => (await client.query('select status from job where id = $1', [job.id])).rows[0],
        ),
      (row) => row?.status === 'done',
    );
    recordRecovery({
      fault: 'Redis killed and started again',
      recoveryMs,
      firstJobDoneMs: recoveryMs + jobMs,
    });
  });
});
