import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import request from 'supertest';
import { seedDatabase } from '../../../src/database/seeders/seed';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { BULLMQ_QUEUE_NAME, JOB_ATTEMPTS } from '../../../src/jobs/job-queue';
import { redisOptionsFromUrl } from '../../../src/jobs/redis-connection';
import { ERP_STATUS_SYNC_JOB } from '../../../src/modules/orders/erp/erp-order-export.service';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { attemptLogin, fetchCsrf, loginAsAdmin, type HttpTarget } from '../../support/admin-session';
import { attemptShopLogin, loginToShop, visitShop } from '../../support/shop-session';
import { TEST_SESSION_SECRET } from '../../support/test-app';
import { createTestDatabase, TEST_REDIS_URL } from '../../support/test-database';
import { freePort, startServer, startWorker, type ServerProcess } from '../../support/server-process';

/**
 * The README's scaling recipe on loopback: two API processes and two job workers, as `npm run start` and
 * `npm run worker` run them, sharing one PostgreSQL database and one Redis and nothing else.
 */
const STOREFRONT_SERVER = join(__dirname, '..', '..', '..', '..', 'storefront', 'server.mjs');
const STALLED_SECONDS = 2;

type Worker = Awaited<ReturnType<typeof startWorker>>;

const remote = (server: ServerProcess): HttpTarget => ({ http: () => request(server.baseUrl) });

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two API instances and two workers on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: pg.Client;
  let queue: Queue;
  let first: ServerProcess;
  let second: ServerProcess;
  let workers: Worker[] = [];
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await seedDatabase(db, { products: 24, supportsCopy: true });
    const prefix = `test-two-${randomBytes(4).toString('hex')}`;
    env = {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SEED_PRODUCTS: '0',
      SERVE_FRONTENDS: 'false',
      RUN_WORKERS: 'false',
      READ_CACHE_MB: '16',
      JOB_STALLED_SECONDS: String(STALLED_SECONDS),
      LOG_LEVEL: 'warn',
    };
    [first, second, ...workers] = await Promise.all([
      startServer(env),
      startServer(env),
      startWorker(env),
      startWorker(env),
    ]);
    queue = new Queue(BULLMQ_QUEUE_NAME, { connection: redisOptionsFromUrl(TEST_REDIS_URL), prefix });
    // Four Nest processes booting at once on a busy two-core machine.
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first, second, ...workers].map((process) => process?.stop()));
    if (queue) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await db?.end();
    await database?.drop();
  });

  it('accepts on one instance the sessions made on the other, for the shop and the back office', async () => {
    const buyer = await loginToShop(
      remote(first),
      DEMO_ACCOUNTS.customer.email,
      DEMO_ACCOUNTS.customer.password,
    );
    const session = await request(second.baseUrl)
      .get('/api/shop/session')
      .set('Cookie', buyer.cookies)
      .expect(200);
    expect(session.body.customer).toMatchObject({ email: DEMO_ACCOUNTS.customer.email });

    // Logged in on the second, a CSRF-checked write through the first.
    const editor = await loginAsAdmin(
      remote(second),
      DEMO_ACCOUNTS.editor.email,
      DEMO_ACCOUNTS.editor.password,
    );
    await request(first.baseUrl)
      .post('/api/admin/categories/recount')
      .set('Cookie', editor.cookies)
      .set('X-CSRF-Token', editor.csrf)
      .expect(202);
  });

  it("empties the other instance's read cache when a product is unpublished through one", async () => {
    const { rows } = await db.query<{ id: number; slug: string }>(
      `select p.id, t.slug from product p join product_translation t on t.product_id = p.id and t.locale = 'en'
       where p.active order by p.id limit 1`,
    );
    const { id, slug } = rows[0]!;
    const page = () => request(second.baseUrl).get(`/api/shop/products/${slug}?locale=en`);
    // Read until an answer comes from memory: the recount queued by the test before may commit meanwhile and
    // empty both caches once.
    const cached = await eventually(page, (response) => response.headers['x-cache'] === 'hit', 5_000);
    expect(cached.headers['x-cache']).toBe('hit');

    const editor = await loginAsAdmin(
      remote(first),
      DEMO_ACCOUNTS.editor.email,
      DEMO_ACCOUNTS.editor.password,
    );
    await request(first.baseUrl)
      .post('/api/admin/products/bulk')
      .set('Cookie', editor.cookies)
      .set('X-CSRF-Token', editor.csrf)
      .send({ action: 'unpublish', ids: [id] })
      .expect(200);
    const after = await eventually(page, (response) => response.status === 404, 5_000);
    expect(after.status).toBe(404);
  });

  /** Stores `count` jobs (ERP status reads: quick, and safe to run side by side) as the app's adapter does. */
  async function storeJobs(count: number): Promise<string[]> {
    const { rows } = await db.query<{ id: string }>(
      `insert into job (type, status) select $1, 'queued' from generate_series(1, $2) returning id`,
      [ERP_STATUS_SYNC_JOB, count],
    );
    return rows.map((row) => row.id);
  }

  /** Hands stored jobs to BullMQ as the app's adapter does. */
  async function queueJobs(ids: string[]): Promise<void> {
    await queue.addBulk(
      ids.map((id) => ({
        name: ERP_STATUS_SYNC_JOB,
        data: { jobId: id },
        opts: { jobId: id, attempts: JOB_ATTEMPTS, removeOnComplete: 1000, removeOnFail: 5000 },
      })),
    );
  }

  const statuses = async (ids: string[]) =>
    (await db.query<{ status: string }>('select status from job where id = any($1::uuid[])', [ids])).rows.map(
      (row) => row.status,
    );
  const allDone = (list: string[]) => list.length > 0 && list.every((status) => status === 'done');

  it('spreads jobs over both workers', async () => {
    const ids = await storeJobs(40);
    await queueJobs(ids);
    expect(allDone(await eventually(() => statuses(ids), allDone))).toBe(true);
    const processedBy = new Set(
      (await Promise.all(ids.map((id) => queue.getJob(id)))).map((job) => job?.processedBy),
    );
    const names = workers.map((worker) => expect.stringMatching(new RegExp(`:${worker.child.pid}$`)));
    expect([...processedBy].sort()).toEqual(expect.arrayContaining(names));
    expect(processedBy.size).toBe(2);
  });

  it('loses no job when a worker is killed in the middle of its jobs', async () => {
    // The job table is locked while the jobs are handed out, so each worker holds two, blocked as it claims
    // them, when one worker dies.
    const ids = await storeJobs(8);
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table job in share mode');
    try {
      await queueJobs(ids);
      const inHand = await eventually(
        () => queue.getActiveCount(),
        (count) => count === 4,
      );
      expect(inHand).toBe(4);
      const [victim] = workers;
      victim!.child.kill('SIGKILL');
      await victim!.stop();
      await blocker.query('rollback');

      const finished = await eventually(() => statuses(ids), allDone, (STALLED_SECONDS * 2 + 10) * 1000);
      expect(finished).toEqual(ids.map(() => 'done'));
      const survivor = workers[1]!.child.pid;
      const lastRuns = await Promise.all(ids.map((id) => queue.getJob(id)));
      expect(
        lastRuns.filter((job) => job?.processedBy?.endsWith(`:${survivor}`)).length,
      ).toBeGreaterThanOrEqual(6);
    } finally {
      await blocker.end();
    }
  });

  // The failed-attempt counters live in Redis, so a guesser gains nothing by spreading over the instances. (Two
  // apps in one Jest process share their in-memory counters, so only separate processes prove this.)
  describe('failed-attempt limits', () => {
    it('refuses shop logins on one instance after failures on the other, for that account only', async () => {
      const account = await insertCustomer(db);
      const other = await insertCustomer(db);
      const onFirst = await visitShop(remote(first));
      for (let attempt = 0; attempt < IDENTITY_LIMITS.loginAttemptsPerWindow; attempt += 1) {
        await attemptShopLogin(remote(first), onFirst, account.email, `wrong-${attempt}`).expect(401);
      }
      const onSecond = await visitShop(remote(second));
      const blocked = await attemptShopLogin(
        remote(second),
        onSecond,
        account.email,
        account.password,
      ).expect(429);
      expect(blocked.body.message).toMatch(/Too many attempts/);
      await attemptShopLogin(remote(second), onSecond, other.email, other.password).expect(200);
    });

    it('refuses back-office logins on one instance after failures on the other', async () => {
      const user = await insertAdminUser(db);
      const onFirst = await fetchCsrf(remote(first));
      for (let attempt = 0; attempt < IDENTITY_LIMITS.loginAttemptsPerWindow; attempt += 1) {
        await attemptLogin(remote(first), onFirst, {
          username: user.email,
          password: `wrong-${attempt}`,
        }).expect(401);
      }
      const onSecond = await fetchCsrf(remote(second));
      const blocked = await attemptLogin(remote(second), onSecond, {
        username: user.email,
        password: user.password,
      }).expect(429);
      expect(blocked.body.message).toMatch(/Too many attempts/);
    });

    it('counts per address too: failures on many accounts through one instance block that address on the other', async () => {
      // A documentation address (RFC 5737), as the proxy in front of both instances reports it.
      const address = '198.51.100.19';
      const onFirst = await visitShop(remote(first));
      const sprayed = await Promise.all(
        Array.from({ length: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow }, (_, index) =>
          attemptShopLogin(remote(first), onFirst, `sprayed-${index}@example.test`, 'Summer2026!').set(
            'X-Forwarded-For',
            address,
          ),
        ),
      );
      expect(sprayed.map((response) => response.status)).toEqual(sprayed.map(() => 401));

      const { email, password } = await insertCustomer(db);
      const onSecond = await visitShop(remote(second));
      const login = () => attemptShopLogin(remote(second), onSecond, email, password);
      await login().set('X-Forwarded-For', address).expect(429);
      await login().expect(200);
    });
  });

  it('serves the storefront on its own, calling the API at API_URL', async () => {
    const port = await freePort();
    const storefront = spawn(process.execPath, [STOREFRONT_SERVER], {
      env: { PATH: process.env.PATH, API_URL: first.baseUrl, PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'pipe',
    });
    let output = '';
    storefront.stdout.on('data', (chunk) => (output += chunk));
    storefront.stderr.on('data', (chunk) => (output += chunk));
    try {
      await eventually(
        async () => output,
        (text) => text.includes('storefront is running') || storefront.exitCode !== null,
      );
      expect(output).toMatch(/Tradeshop storefront is running on port \d+, calling the API at http/);
      const { rows } = await db.query<{ name: string; slug: string }>(
        `select t.name, t.slug from product p join product_translation t on t.product_id = p.id and t.locale = 'en'
         where p.active order by p.id desc limit 1`,
      );
      const html = await fetch(`http://127.0.0.1:${port}/en/p/${rows[0]!.slug}`);
      expect(html.status).toBe(200);
      expect(await html.text()).toContain(rows[0]!.name.replace(/&/g, '&amp;'));
    } finally {
      storefront.kill('SIGTERM');
    }
  });
});
