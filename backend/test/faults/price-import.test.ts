import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../src/database/seeders/demo-accounts';
import { insertCustomer } from '../factories/account.factory';
import { loginAsAdmin, type AdminAgent } from '../support/admin-session';
import {
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
  privateServerEnv,
} from '../support/private-services';
import { startServer, startWorker, type ServerProcess } from '../support/server-process';
import { withClientOf } from '../support/test-database';
import { recordRecovery, timeUntil } from './recovery-times';

const PRODUCTS = 40;
const BREAKS_PER_PRODUCT = 2_500;

interface RunState {
  status: string;
  checkpoint_line: number;
  rows_read: number;
}

/** A customer price import in a separate worker while PostgreSQL or Redis restarts under it (issue 15). */
describe('a price import through PostgreSQL and Redis restarts', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let databaseUrl: string;
  let api: ServerProcess;
  let worker: Awaited<ReturnType<typeof startWorker>>;
  let admin: AdminAgent;
  let env: NodeJS.ProcessEnv;

  const withClient = <T>(work: (client: pg.Client) => Promise<T>) => withClientOf(databaseUrl, work);

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis({ appendOnly: true })]);
    databaseUrl = await postgres.createDatabase('tradeshop_faults');
    env = privateServerEnv(databaseUrl, {
      REDIS_URL: redis.url,
      SEED_PRODUCTS: String(PRODUCTS),
      RUN_WORKERS: 'false',
      JOB_STALLED_SECONDS: '2',
    });
    api = await startServer(env);
    worker = await startWorker(env);
    admin = await loginAsAdmin(
      { http: () => request(api.baseUrl) },
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
  }, 180_000);

  afterAll(async () => {
    worker?.child.kill('SIGKILL');
    api?.child.kill('SIGKILL');
    await Promise.all([postgres?.destroy(), redis?.destroy()]);
  });

  /** A file of customer prices with quantity breaks for a new company, and the checksum of what it says. */
  async function priceFile(): Promise<{ companyId: number; csv: string; checksum: string; rows: number }> {
    const erpNumber = String(100_000 + Math.floor(Math.random() * 800_000));
    const { companyId } = await withClient((client) =>
      insertCustomer(client, {
        company: {
          name: 'Restart Oy',
          organizationNumber: randomBytes(5).toString('hex'),
          erpCustomerNumber: erpNumber,
        },
      }),
    );
    const products = await withClient(
      async (client) =>
        (
          await client.query<{ id: number; sku: string }>(
            'select id, sku from product order by id limit $1',
            [PRODUCTS],
          )
        ).rows,
    );
    const lines = ['type;sku;store;currency;customer;min_quantity;price'];
    const expected: string[] = [];
    for (const product of products) {
      for (let quantity = 1; quantity <= BREAKS_PER_PRODUCT; quantity += 1) {
        const priceMinor = 100_000 - quantity * 7 - (product.id % 97);
        lines.push(
          `customer;${product.sku};fi;EUR;${erpNumber};${quantity};${Math.floor(priceMinor / 100)},${String(priceMinor % 100).padStart(2, '0')}`,
        );
        expected.push(`${product.id}:${quantity}:${priceMinor}`);
      }
    }
    return {
      companyId: companyId!,
      csv: lines.join('\n'),
      checksum: createHash('md5').update(expected.join(',')).digest('hex'),
      rows: expected.length,
    };
  }

  async function startImport(csv: string): Promise<number> {
    const uploaded = await request(api.baseUrl)
      .post('/api/admin/imports/uploads')
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .field('kind', 'prices')
      .attach('file', Buffer.from(csv), 'prices.csv')
      .expect(201);
    await request(api.baseUrl)
      .post(`/admin/import-csv-prices/${uploaded.body.id}`)
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .expect(200);
    return uploaded.body.id as number;
  }

  const runState = (runId: number) =>
    withClient(
      async (client) =>
        (
          await client.query<RunState>(
            'select status, checkpoint_line, rows_read from import_run where id = $1',
            [runId],
          )
        ).rows[0]!,
    ).catch(() => ({ status: 'unreachable', checkpoint_line: 0, rows_read: 0 }));

  /** The company's prices as stored: how many, and the checksum in the file's order. */
  const storedPrices = (companyId: number) =>
    withClient(
      async (client) =>
        (
          await client.query(
            `select count(*)::int as rows,
                    md5(string_agg(product_id || ':' || trim_scale(min_quantity) || ':' || price_minor, ','
                                   order by product_id, min_quantity)) as checksum
             from customer_price where company_id = $1`,
            [companyId],
          )
        ).rows[0],
    );

  /** Waits until the run ends, which must be done with every row read and the company's prices equal to the file. */
  async function expectFinishedAsTheFile(
    runId: number,
    file: { companyId: number; checksum: string; rows: number },
  ): Promise<void> {
    const { value: finished } = await timeUntil(
      () => runState(runId),
      (state) => state.status === 'done' || state.status === 'failed',
      90_000,
    );
    expect(finished).toMatchObject({ status: 'done', rows_read: file.rows });
    expect(await storedPrices(file.companyId)).toEqual({ rows: file.rows, checksum: file.checksum });
  }

  it.each([
    ['PostgreSQL restarted', () => postgres.restart()],
    [
      'Redis killed and started again',
      async () => {
        await redis.kill();
        await redis.start();
      },
    ],
  ])('finishes the import with the table equal to the file when %s mid-way', async (fault, inject) => {
    const file = await priceFile();
    const runId = await startImport(file.csv);
    await timeUntil(
      () => runState(runId),
      (state) => state.checkpoint_line > 0 || state.status === 'done',
    );
    const interrupted = await runState(runId);
    expect(interrupted.status).not.toBe('done');
    await inject();
    const restarted = Date.now();
    await expectFinishedAsTheFile(runId, file);
    recordRecovery({
      fault: `${fault} during a price import of ${file.rows} rows`,
      recoveryMs: Date.now() - restarted,
      checkpointLineAtFault: interrupted.checkpoint_line,
    });
  });
  it('ends the chunk in hand when its worker is told to stop (SIGTERM), and another worker finishes the import', async () => {
    const file = await priceFile();
    const runId = await startImport(file.csv);
    await timeUntil(
      () => runState(runId),
      (state) => state.checkpoint_line > 0 || state.status === 'done',
    );
    const stopped = Date.now();
    const exit = await worker.stop();
    const stopMs = Date.now() - stopped;
    const left = await runState(runId);
    // It stopped after the chunk in hand, not at the end of the import, and said where it stopped.
    expect(exit === 0 || worker.child.signalCode === 'SIGTERM').toBe(true);
    expect(left.status).toBe('staging');
    expect(left.checkpoint_line).toBeGreaterThan(0);
    expect(left.checkpoint_line).toBeLessThan(file.rows);
    const log = await withClient(
      async (client) =>
        (await client.query<{ log: string[] }>('select log from import_run where id = $1', [runId])).rows[0]!
          .log,
    );
    expect(log.at(-1)).toContain(`Stopped by a shutdown after line ${left.checkpoint_line}`);
    worker = await startWorker(env);
    const restarted = Date.now();
    await expectFinishedAsTheFile(runId, file);
    recordRecovery({
      fault: `SIGTERM to the worker during a price import of ${file.rows} rows`,
      recoveryMs: Date.now() - restarted,
      workerStoppedMs: stopMs,
      checkpointLineAtStop: left.checkpoint_line,
    });
  });
});
