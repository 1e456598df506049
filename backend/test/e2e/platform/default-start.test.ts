import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { environmentWithout, freePort, runFailingServer, startServer } from '../../support/server-process';
import { Client } from 'pg';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  TEST_SERVER_URL,
  withAdminClient,
} from '../../support/test-database';

const SERVICES = ['DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'NODE_ENV'];

interface Cookies {
  jar: string[];
}

async function call(
  baseUrl: string,
  path: string,
  cookies: Cookies,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), Cookie: cookies.jar.join('; ') },
  });
  for (const cookie of response.headers.getSetCookie()) cookies.jar.push(cookie.split(';')[0] as string);
  return response;
}

describe('the default start, with no database or Redis configured', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshop-embedded-'));
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = {
      ...environmentWithout(...SERVICES),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '48',
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
    };
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the API, the storefront and the back office from one origin, and keeps edits across a restart', async () => {
    const first = await startServer(env);
    let jobId: string;
    let activeProducts = 0;
    try {
      expect(first.output()).toMatch(/Seeding an empty database with 48 demo products/);
      const health = await (await fetch(`${first.baseUrl}/health`)).json();
      expect(health).toMatchObject({
        status: 'ok',
        database: { mode: 'embedded' },
        queue: { adapter: 'in-process' },
      });

      const categories = await (await fetch(`${first.baseUrl}/api/shop/categories?locale=en`)).json();
      expect(categories).toHaveLength(8);
      activeProducts = categories.reduce(
        (sum: number, node: { productCount: number }) => sum + node.productCount,
        0,
      );
      const home = await fetch(`${first.baseUrl}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain(categories[0].name);
      const categoryPage = await fetch(`${first.baseUrl}/en/c/${categories[0].slug}`);
      expect(categoryPage.status).toBe(200);
      const listing = await (
        await fetch(`${first.baseUrl}/api/shop/categories/${categories[0].slug}/products?locale=en`)
      ).json();
      const productPage = await fetch(`${first.baseUrl}/en/p/${listing.items[0].slug}`);
      expect(productPage.status).toBe(200);
      expect(await productPage.text()).toContain(listing.items[0].sku);
      const admin = await fetch(`${first.baseUrl}/admin/`);
      expect(admin.status).toBe(200);
      expect(await admin.text()).toMatch(/<div id="root"/);

      // An edit made through the back office: a background job, stored in the embedded database.
      const cookies: Cookies = { jar: [] };
      const { token } = await (await call(first.baseUrl, '/admin/login/csrf-token', cookies)).json();
      const headers = { 'Content-Type': 'application/json', 'X-CSRF-Token': token };
      const { administrator } = DEMO_ACCOUNTS;
      const login = await call(first.baseUrl, '/admin/login', cookies, {
        method: 'POST',
        headers,
        body: JSON.stringify({ username: administrator.email, password: administrator.password }),
      });
      expect(login.status).toBe(200);
      const recount = await call(first.baseUrl, '/api/admin/categories/recount', cookies, {
        method: 'POST',
        headers,
      });
      expect(recount.status).toBe(202);
      jobId = (await recount.json()).id;
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const second = await startServer(env);
    try {
      expect(second.output()).not.toMatch(/Seeding/);
      const cookies: Cookies = { jar: [] };
      const { token } = await (await call(second.baseUrl, '/admin/login/csrf-token', cookies)).json();
      const { administrator } = DEMO_ACCOUNTS;
      await call(second.baseUrl, '/admin/login', cookies, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
        body: JSON.stringify({ username: administrator.email, password: administrator.password }),
      });
      const job = await (await call(second.baseUrl, `/api/admin/jobs/${jobId}`, cookies)).json();
      expect(activeProducts).toBeGreaterThan(40);
      expect(job).toMatchObject({ id: jobId, status: 'done', result: { products: activeProducts } });
    } finally {
      await second.stop();
    }
  });

  it('uses the PostgreSQL and Redis servers when DATABASE_URL and REDIS_URL are set', async () => {
    const database = await createTestDatabase();
    const server = await startServer({
      ...env,
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `start-test-${process.pid}`,
      SEED_PRODUCTS: '24',
    });
    try {
      expect(server.output()).toMatch(/PostgreSQL server, BullMQ on Redis/);
      const health = await (await fetch(`${server.baseUrl}/health`)).json();
      expect(health).toMatchObject({
        status: 'ok',
        database: { mode: 'server' },
        queue: { adapter: 'bullmq' },
      });
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as products from product');
      await client.end();
      expect(rows[0].products).toBe(24);
    } finally {
      await server.stop();
      await database.drop();
    }
  });

  it('refuses a malformed DATABASE_URL with a clear message and no stack trace', async () => {
    const { code, output } = await runFailingServer({ ...env, DATABASE_URL: 'localhost:5432/shop' });
    expect(code).toBe(1);
    expect(output).toMatch(/DATABASE_URL must look like postgres:\/\/user:password@host:5432\/database/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('refuses to create a database that a mistyped DATABASE_URL names', async () => {
    const url = new URL(TEST_SERVER_URL);
    url.pathname = '/tradeshop_typo_that_does_not_exist';
    const { code, output } = await runFailingServer({ ...env, DATABASE_URL: url.toString() });
    expect(code).toBe(1);
    expect(output).toMatch(/tradeshop_typo_that_does_not_exist does not exist\. Create it first/);
    const exists = await withAdminClient((client) =>
      client.query(`select 1 from pg_database where datname = 'tradeshop_typo_that_does_not_exist'`),
    );
    expect(exists.rowCount).toBe(0);
  });

  it('says plainly when the configured database cannot be reached', async () => {
    const port = await freePort();
    const { code, output } = await runFailingServer({
      ...env,
      DATABASE_URL: `postgres://shop@127.0.0.1:${port}/shop`,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/Cannot reach the database at 127\.0\.0\.1:\d+\/shop \(ECONNREFUSED\)/);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
