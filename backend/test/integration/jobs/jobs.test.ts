import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { InProcessJobQueue } from '../../../src/jobs/in-process-job-queue';
import { Job } from '../../../src/jobs/job.entity';
import { JOB_QUEUE, type JobQueue } from '../../../src/jobs/job-queue';
import { JobRegistry } from '../../../src/jobs/job-registry';
import { RECOUNT_CATEGORIES_JOB } from '../../../src/modules/catalogue/catalogue.jobs';
import { TEST_REDIS_URL } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';

async function waitForJob(testApp: TestApp, id: string, done: (job: Job) => boolean): Promise<Job> {
  const em = testApp.app.get(MikroORM).em.fork();
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const job = await em.findOneOrFail(Job, { id }, { refresh: true });
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

const finished = (job: Job) => job.status === 'done' || job.status === 'failed';

describe.each([
  ['in-process', {}],
  ['BullMQ on Redis', { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}` }],
])('background jobs (%s)', (adapter, env) => {
  let testApp: TestApp;
  let queue: JobQueue;
  let handlerRuns = 0;
  /** The `n` of each `test.record` job, as its handler starts and as it ends. */
  const recorded: string[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ products: 40, env });
    queue = testApp.app.get(JOB_QUEUE);
    const registry = testApp.app.get(JobRegistry);
    registry.register('test.always-fails', async () => {
      handlerRuns += 1;
      throw new Error('the printer is on fire');
    });
    registry.register('test.slow', async ({ reportProgress }) => {
      await reportProgress(50);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { slept: 300 };
    });
    // the earlier a job is queued, the longer it takes: run side by side, they would end in reverse order
    registry.register('test.record', async ({ payload }) => {
      const n = payload.n as number;
      recorded.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 40 * (4 - n)));
      recorded.push(`end ${n}`);
      return { n };
    });
  });

  afterAll(() => testApp.close());

  it('runs a queued job to done and stores its result where the back office reads it', async () => {
    const job = await queue.enqueue(RECOUNT_CATEGORIES_JOB);
    expect(job.status).toBe('queued');
    const done = await waitForJob(testApp, job.id, finished);
    expect(done.status).toBe('done');
    expect(done.progress).toBe(100);
    const tree: { productCount: number }[] = (await testApp.http().get('/api/shop/categories?locale=en'))
      .body;
    const activeProducts = tree.reduce((sum, node) => sum + node.productCount, 0);
    expect(done.result).toEqual({ categories: expect.any(Number), products: activeProducts });
    expect(activeProducts).toBeGreaterThan(30);
    expect(done.attempts).toBe(1);
  });

  it('returns the active job instead of queuing the same work twice', async () => {
    const first = await queue.enqueue('test.slow', {}, { dedupeKey: 'slow-once' });
    const second = await queue.enqueue('test.slow', {}, { dedupeKey: 'slow-once' });
    expect(second.id).toBe(first.id);
    const done = await waitForJob(testApp, first.id, finished);
    expect(done.result).toEqual({ slept: 300 });
    const third = await queue.enqueue('test.slow', {}, { dedupeKey: 'slow-once' });
    expect(third.id).not.toBe(first.id);
  });

  it('records a failing job as failed with its reason, after the adapter retries', async () => {
    handlerRuns = 0;
    const job = await queue.enqueue('test.always-fails');
    const failed = await waitForJob(testApp, job.id, (j) => j.status === 'failed');
    expect(failed.error).toBe('the printer is on fire');
    expect(failed.attempts).toBe(3);
    expect(handlerRuns).toBe(failed.attempts);
  });

  it('reports the queue in /health', async () => {
    const { body } = await testApp.http().get('/health').expect(200);
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'up', mode: 'server' },
      queue: { status: 'up', adapter: adapter === 'in-process' ? 'in-process' : 'bullmq' },
    });
  });

  if (adapter === 'in-process') {
    it('runs queued jobs one at a time in the order queued, and drain waits for the last', async () => {
      const inProcess = testApp.app.get(InProcessJobQueue);
      recorded.length = 0;
      const jobs = [];
      for (const n of [1, 2, 3]) jobs.push(await queue.enqueue('test.record', { n }));
      await inProcess.drain();

      expect(recorded).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
      const em = testApp.app.get(MikroORM).em.fork();
      const stored = await em.find(
        Job,
        { id: { $in: jobs.map((job) => job.id) } },
        { orderBy: { startedAt: 'asc' } },
      );
      expect(stored.map((job) => [job.id, job.status, job.result])).toEqual(
        jobs.map((job, index) => [job.id, 'done', { n: index + 1 }]),
      );
    });
  }
});
