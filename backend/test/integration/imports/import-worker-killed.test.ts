import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertCustomer } from '../../factories/account.factory';
import { loginAsAdmin } from '../../support/admin-session';
import { TEST_REDIS_URL } from '../../support/test-database';
import { TEST_SESSION_SECRET, startTestApp, type TestApp } from '../../support/test-app';

const WORKER_ENTRY = join(__dirname, '..', '..', '..', 'dist', 'worker.js');
const PRODUCTS = 40;
const BREAKS_PER_PRODUCT = 7500;

interface Worker {
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** The built worker (`npm run build` first), on the test's database and queue. */
async function startWorker(databaseUrl: string, queuePrefix: string): Promise<Worker> {
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: TEST_SESSION_SECRET,
      SEED_PRODUCTS: '0',
    },
    stdio: 'pipe',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (!output.includes('worker is running')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`worker did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, exited };
}

describe('a price import whose worker is killed with kill -9', () => {
  let testApp: TestApp;
  let db: pg.Client;
  const queuePrefix = `test-imports-${randomBytes(4).toString('hex')}`;
  const workers: Worker[] = [];

  beforeAll(async () => {
    // The API process only queues; the separate workers do the work.
    testApp = await startTestApp({
      products: PRODUCTS,
      env: { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: queuePrefix, RUN_WORKERS: 'false' },
    });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) {
        worker.child.kill('SIGTERM');
        await worker.exited;
      }
    }
    await db.end();
    await testApp.close();
  });

  it('resumes from its checkpoint in a new worker and ends with the table equal to the file', async () => {
    const { companyId } = await insertCustomer(db, {
      company: {
        name: 'Kill Nine Oy',
        organizationNumber: '9900990-9',
        storeId: 1,
        erpCustomerNumber: '990099',
      },
    });
    const products: { id: number; sku: string }[] = (
      await db.query('select id, sku from product order by id limit $1', [PRODUCTS])
    ).rows;
    const lines = ['type;sku;store;currency;customer;min_quantity;price'];
    const expected: string[] = [];
    for (const product of products) {
      for (let quantity = 1; quantity <= BREAKS_PER_PRODUCT; quantity += 1) {
        const priceMinor = 100_000 - quantity * 7 - (product.id % 97);
        lines.push(
          `customer;${product.sku};fi;EUR;990099;${quantity};${Math.floor(priceMinor / 100)},${String(priceMinor % 100).padStart(2, '0')}`,
        );
        expected.push(`${product.id}:${quantity}:${priceMinor}`);
      }
    }
    const fileChecksum = createHash('md5').update(expected.join(',')).digest('hex');

    const admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    const uploaded = await testApp
      .http()
      .post('/api/admin/imports/uploads')
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .field('kind', 'prices')
      .attach('file', Buffer.from(lines.join('\n')), 'prices.csv')
      .expect(201);
    const runId: number = uploaded.body.id;

    const first = await startWorker(testApp.databaseUrl, queuePrefix);
    workers.push(first);
    await testApp
      .http()
      .post(`/admin/import-csv-prices/${runId}`)
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);

    const runState = async () =>
      (
        await db.query('select status, checkpoint_line, rows_read, log from import_run where id = $1', [
          runId,
        ])
      ).rows[0] as { status: string; checkpoint_line: number; rows_read: number; log: string[] };
    // Killed as soon as the first chunks are committed, while the rest of the file is still being read.
    for (;;) {
      const state = await runState();
      if (state.status === 'staging' && state.checkpoint_line > 0) break;
      if (state.status === 'done' || state.status === 'failed')
        throw new Error('the import ended before the kill');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const killed = await runState();
    expect(killed.status).toBe('staging');
    expect(killed.checkpoint_line).toBeGreaterThan(1);
    expect(killed.checkpoint_line).toBeLessThan(lines.length);
    const applied = await db.query(
      'select count(*)::int as count from customer_price where company_id = $1',
      [companyId],
    );
    expect(applied.rows[0].count).toBe(0);

    workers.push(await startWorker(testApp.databaseUrl, queuePrefix));
    const deadline = Date.now() + 120_000;
    let state = await runState();
    while (state.status !== 'done' && state.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await runState();
    }
    expect(state.status).toBe('done');
    expect(state.rows_read).toBe(expected.length);
    expect(state.log.join('\n')).toContain(`Resuming after line ${killed.checkpoint_line}`);

    const stored = await db.query(
      `select count(*)::int as count,
              md5(string_agg(product_id || ':' || trim_scale(min_quantity) || ':' || price_minor, ','
                             order by product_id, min_quantity)) as checksum
       from customer_price where company_id = $1`,
      [companyId],
    );
    expect(stored.rows[0]).toEqual({ count: expected.length, checksum: fileChecksum });
    const staged = await db.query(
      'select count(*)::int as count from import_price_row where import_run_id = $1',
      [runId],
    );
    expect(staged.rows[0].count).toBe(0);
  });
});
