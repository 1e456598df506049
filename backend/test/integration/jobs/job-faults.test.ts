import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { BullMqJobQueue } from '../../../src/jobs/bullmq-job-queue';
import { Job } from '../../../src/jobs/job.entity';
import { JOB_QUEUE, type JobQueue } from '../../../src/jobs/job-queue';
import { RECOUNT_CATEGORIES_JOB } from '../../../src/modules/catalogue/catalogue.jobs';
import { REBUILD_SEARCH_INDEX_JOB } from '../../../src/modules/search/search.jobs';
import { freePort } from '../../support/server-process';
import { startTestApp, TEST_SESSION_SECRET, type TestApp } from '../../support/test-app';

const WORKER_ENTRY = join(__dirname, '..', '..', '..', 'dist', 'worker.js');
/** BullMQ finds a killed worker's job by its expired lock: up to two 30-second intervals. */
const STALLED_JOB_PICKUP_MS = 120_000;

interface Process {
  child: ChildProcess;
  output(): string;
  /** The exit code, or the signal that ended it (Nest ends on the signal it was stopped with, once closed). */
  exited: Promise<number | string | null>;
}

/** Starts `command` and waits until its output says `ready`. */
async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: string,
): Promise<Process> {
  const child = spawn(command, args, { env, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes(ready)) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${command} did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, output: () => output, exited };
}

describe('background jobs through faults (BullMQ on a Redis server of this test)', () => {
  let redisPort: number;
  let redisDirectory: string;
  let redis: Process | undefined;
  let testApp: TestApp;
  let queue: JobQueue;
  let database: pg.Client;
  let workerEnv: NodeJS.ProcessEnv;
  const workers: Process[] = [];

  /** Redis as BullMQ wants it in production: every write appended to disk before it is acknowledged. */
  const startRedis = async () => {
    redis = await startProcess(
      'redis-server',
      [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--dir',
        redisDirectory,
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
        '--save',
        '',
        '--maxmemory-policy',
        'noeviction',
      ],
      process.env,
      'Ready to accept connections',
    );
  };

  const killRedis = async () => {
    redis?.child.kill('SIGKILL');
    await redis?.exited;
  };

  const startWorker = async () => {
    const worker = await startProcess(process.execPath, [WORKER_ENTRY], workerEnv, 'worker is running');
    workers.push(worker);
    return worker;
  };

  async function waitForJob(id: string, until: (job: Job) => boolean, timeoutMs = 60_000): Promise<Job> {
    const em = testApp.app.get(MikroORM).em.fork();
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await em.findOneOrFail(Job, { id }, { refresh: true });
      if (until(job)) return job;
      if (Date.now() > deadline) throw new Error(`job ${id} is ${job.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /** Holds the search index rebuild at its first statement while `work` runs, by a lock of this test. */
  async function holdingTheRebuild<T>(work: (release: () => Promise<void>) => Promise<T>): Promise<T> {
    const holder = new pg.Client({ connectionString: testApp.databaseUrl });
    await holder.connect();
    await holder.query('begin; lock table search_index_backlog in access exclusive mode');
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await holder.query('rollback');
      await holder.end();
    };
    try {
      return await work(release);
    } finally {
      await release();
    }
  }

  /** A search index rebuild whose worker is killed with kill -9 while the rebuild is mid-way. */
  async function rebuildWhoseWorkerIsKilled(): Promise<Job> {
    return holdingTheRebuild(async () => {
      const queued = await queue.enqueue(
        REBUILD_SEARCH_INDEX_JOB,
        {},
        { dedupeKey: REBUILD_SEARCH_INDEX_JOB },
      );
      const doomed = await startWorker();
      await waitForJob(queued.id, (stored) => stored.status === 'running');
      await until(rebuildIsWaiting, 'the rebuild waits for the lock');
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      return queued;
    });
  }

  /** Whether a connection of the rebuild is waiting for the test's lock: the job is mid-way. */
  const rebuildIsWaiting = async () =>
    (
      await database.query(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and query like '%search_index_backlog%'`,
      )
    ).rows[0].waiting > 0;

  async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 30_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const indexedProducts = async () =>
    (await database.query('select count(distinct product_id)::int as products from product_search')).rows[0]
      .products;
  const activeProducts = async () =>
    (await database.query('select count(*)::int as products from product where active')).rows[0].products;

  beforeAll(async () => {
    redisPort = await freePort();
    redisDirectory = await mkdtemp(join(tmpdir(), 'tradeshop-redis-'));
    await startRedis();
    const env = {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      QUEUE_PREFIX: `faults-${randomBytes(4).toString('hex')}`,
      // Jobs run only in the worker processes this test starts and kills.
      RUN_WORKERS: 'false',
    };
    testApp = await startTestApp({ products: 40, env });
    queue = testApp.app.get(JOB_QUEUE);
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
    workerEnv = {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      DATABASE_URL: testApp.databaseUrl,
      DATABASE_POOL_SIZE: '4',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '0',
      SERVE_FRONTENDS: 'false',
      SESSION_SECRET: TEST_SESSION_SECRET,
    };
  });

  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
  });

  afterAll(async () => {
    await database?.end();
    await testApp?.close();
    await killRedis();
    await rm(redisDirectory, { recursive: true, force: true });
  });

  it('keeps a queued job through a Redis restart and runs it once a worker comes', async () => {
    const waiting = await queue.enqueue(RECOUNT_CATEGORIES_JOB);
    await killRedis();
    await startRedis();
    await startWorker();
    const done = await waitForJob(waiting.id, (job) => job.status === 'done');
    expect(done.attempts).toBe(1);

    // The API's queue found Redis again too: work enqueued after the restart runs.
    const later = await queue.enqueue('search.rebuild-index');
    expect((await waitForJob(later.id, (job) => job.status === 'done')).attempts).toBe(1);
    const { body } = await testApp.http().get('/health').expect(200);
    expect(body.queue).toMatchObject({ adapter: 'bullmq', status: 'up' });
  });

  it('queues a job again when Redis comes back without its data, so it neither waits forever nor blocks its key', async () => {
    const lost = await queue.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
    await killRedis();
    await rm(redisDirectory, { recursive: true, force: true });
    await mkdir(redisDirectory);
    await startRedis();
    // Older than a job still being handed over; a starting worker looks for such jobs at once.
    await database.query(`update job set created_at = now() - interval '1 minute' where id = $1`, [lost.id]);
    await startWorker();
    const done = await waitForJob(lost.id, (job) => job.status === 'done');
    expect(done.attempts).toBe(1);
    const next = await queue.enqueue(REBUILD_SEARCH_INDEX_JOB, {}, { dedupeKey: REBUILD_SEARCH_INDEX_JOB });
    expect(next.id).not.toBe(lost.id);
    expect((await waitForJob(next.id, (job) => job.status === 'done')).attempts).toBe(1);
  });

  it(
    'leaves the job of a worker killed with kill -9 mid-way to another worker, which finishes it once',
    async () => {
      const job = await rebuildWhoseWorkerIsKilled();
      await database.query(
        `update product_translation set name = 'Xqzvbnm clamp' where product_id = (select min(id) from product where active) and locale = 'en'`,
      );
      await startWorker();
      const done = await waitForJob(
        job.id,
        (stored) => stored.status !== 'running' && stored.status !== 'queued',
        STALLED_JOB_PICKUP_MS,
      );
      expect(done).toMatchObject({ status: 'done', attempts: 2, error: null });
      expect(done.result).toMatchObject({ products: await activeProducts() });
      expect(await indexedProducts()).toBe(await activeProducts());
      expect(
        (await database.query(`select to_regclass('product_search_next') as shadow`)).rows[0].shadow,
      ).toBeNull();
      const found = await testApp
        .http()
        .get('/api/shop/search')
        .query({ term: 'xqzvbnm', locale: 'en' })
        .expect(200);
      expect(found.body.result.products).toHaveLength(1);
      // Finished once: nothing runs it again.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await waitForJob(job.id, () => true)).toMatchObject({ status: 'done', attempts: 2 });
    },
    STALLED_JOB_PICKUP_MS + 60_000,
  );

  it("queues a running job again once its heartbeat is quiet, when its worker and Redis's data were both lost", async () => {
    const job = await rebuildWhoseWorkerIsKilled();
    await killRedis();
    await rm(redisDirectory, { recursive: true, force: true });
    await mkdir(redisDirectory);
    await startRedis();
    const sweep = queue as BullMqJobQueue;
    // Its heartbeat is recent: the worker may only be slow, so the job is left to it.
    await sweep.requeueLost();
    expect(await waitForJob(job.id, () => true)).toMatchObject({ status: 'running', attempts: 1 });
    await database.query(
      `update job set heartbeat_at = now() - interval '5 minutes', started_at = now() - interval '5 minutes'
       where id = $1`,
      [job.id],
    );
    expect(await sweep.requeueLost()).toBeGreaterThanOrEqual(1);
    expect(await waitForJob(job.id, () => true)).toMatchObject({ status: 'queued' });
    await startWorker();
    const done = await waitForJob(job.id, (stored) => stored.status === 'done');
    expect(done).toMatchObject({ attempts: 2, error: null });
    expect(await indexedProducts()).toBe(await activeProducts());
  });

  it('lets a running job finish when its worker is told to stop with SIGTERM', async () => {
    const { job, worker } = await holdingTheRebuild(async (release) => {
      const queued = await queue.enqueue(
        REBUILD_SEARCH_INDEX_JOB,
        {},
        { dedupeKey: REBUILD_SEARCH_INDEX_JOB },
      );
      const stopping = await startWorker();
      await waitForJob(queued.id, (stored) => stored.status === 'running');
      await until(rebuildIsWaiting, 'the rebuild waits for the lock');
      stopping.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([stopping.child.exitCode, stopping.child.signalCode]).toEqual([null, null]);
      await release();
      return { job: queued, worker: stopping };
    });
    expect(await worker.exited).toBe('SIGTERM');
    // It stopped only once the job was done, and nothing had to run it again.
    const done = await waitForJob(job.id, () => true);
    expect(done).toMatchObject({ status: 'done', attempts: 1, error: null });
    expect(done.result).toMatchObject({ products: await activeProducts() });
  });
});
