import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { Job } from '../../../src/jobs/job.entity';
import { JOB_QUEUE, type JobQueue } from '../../../src/jobs/job-queue';
import { JobRegistry } from '../../../src/jobs/job-registry';
import { REBUILD_SEARCH_INDEX_JOB } from '../../../src/modules/search/search.jobs';
import { fetchCsrf, loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop } from '../../support/shop-session';
import { TEST_REDIS_URL } from '../../support/test-database';
import { startTestApp, type TestApp } from '../../support/test-app';

const FLAKY = 'test.flaky';
const BROKEN = 'test.broken';
const GATED = 'test.gated';

interface JobRow {
  id: string;
  type: string;
  status: string;
  error: string | null;
  attempts: number;
}

interface Receiver {
  id: string;
  name: string;
  queued: number;
  running: number;
  done: number;
  failed: number;
  cancelled: number;
  total: number;
}

describe.each([
  ['in-process', {}],
  ['BullMQ on Redis', { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: `test-${randomBytes(4).toString('hex')}` }],
])('the messenger in the back office (%s)', (_adapter, env) => {
  let testApp: TestApp;
  let queue: JobQueue;
  let admin: AdminAgent;
  let editor: AdminAgent;
  let flakyWorks = false;
  let flakyRuns = 0;
  let openGate: () => void = () => {};

  const as = (agent: AdminAgent) => ({
    get: (url: string) => testApp.http().get(url).set('Cookie', agent.cookies),
    post: (url: string) =>
      testApp.http().post(url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf),
    delete: (url: string) =>
      testApp.http().delete(url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf),
  });

  async function waitForJob(id: string, until: (job: Job) => boolean): Promise<Job> {
    const em = testApp.app.get(MikroORM).em.fork();
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const job = await em.findOne(Job, { id }, { refresh: true });
      if (job && until(job)) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${id} did not get there`);
  }

  const failedJob = async (type: string): Promise<Job> => {
    const job = await queue.enqueue(type);
    return waitForJob(job.id, (stored) => stored.status === 'failed');
  };

  const statusOf = async (id: string): Promise<string | undefined> =>
    (await testApp.app.get(MikroORM).em.fork().findOne(Job, { id }))?.status;

  /** The audit entries of messenger actions that name the job. */
  const auditedActions = (jobId: string): Promise<string[]> =>
    testApp.withClient(async (client) => {
      const { rows } = await client.query<{ action: string }>(
        `select action from audit_log
         where subject_type = 'job' and (details->>'jobId' = $1 or details->'jobIds' @> to_jsonb($1::text))
         order by id`,
        [jobId],
      );
      return rows.map((row) => row.action);
    });

  const receivers = async (): Promise<Receiver[]> =>
    (await as(admin).get('/admin/messenger/receivers').expect(200)).body;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0, env });
    queue = testApp.app.get(JOB_QUEUE);
    const registry = testApp.app.get(JobRegistry);
    registry.register(FLAKY, async () => {
      flakyRuns += 1;
      if (!flakyWorks) throw new Error('the printer is on fire');
      return { printed: true };
    });
    registry.register(BROKEN, async () => {
      throw new Error('no paper');
    });
    registry.register(GATED, () => new Promise((resolve) => (openGate = () => resolve({ opened: true }))));
    admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
  });

  afterAll(() => testApp.close());

  it('lists the failed jobs of a receiver with their error and attempts, and counts them per receiver', async () => {
    const first = await failedJob(FLAKY);
    const second = await failedJob(FLAKY);
    const failed: JobRow[] = (await as(admin).get(`/admin/messenger/${FLAKY}/failed`).expect(200)).body;
    expect(failed.map((job) => job.id).sort()).toEqual([first.id, second.id].sort());
    for (const job of failed) {
      expect(job).toMatchObject({
        type: FLAKY,
        status: 'failed',
        error: 'the printer is on fire',
        attempts: 3,
      });
    }

    const all = await receivers();
    expect(all.find((receiver) => receiver.name === FLAKY)).toMatchObject({ failed: 2, done: 0, total: 2 });
    // A receiver with no jobs yet is listed too: every registered job type is one.
    expect(all.find((receiver) => receiver.name === REBUILD_SEARCH_INDEX_JOB)).toMatchObject({
      name: REBUILD_SEARCH_INDEX_JOB,
    });
    const count = (await as(admin).get('/admin/messenger/count').expect(200)).body;
    expect(count.failed).toBe(all.reduce((sum, receiver) => sum + receiver.failed, 0));
    expect(count.total).toBe(all.reduce((sum, receiver) => sum + receiver.total, 0));
    expect(count.failed).toBeGreaterThanOrEqual(2);
  });

  it('answers 404 to a receiver named by digits or unknown and to a job it does not have, changing nothing', async () => {
    const [failed] = (await as(admin).get(`/admin/messenger/${FLAKY}/failed`).expect(200)).body as JobRow[];
    const before = await as(admin).get('/admin/messenger/count').expect(200);
    const refused = [
      as(admin).get('/admin/messenger/12345/list'),
      as(admin).get('/admin/messenger/no.such-receiver/failed'),
      as(admin).post('/admin/messenger/12345/retry').send({}),
      as(admin).post('/admin/messenger/no.such-receiver/retry').send({}),
      as(admin).post(`/admin/messenger/${REBUILD_SEARCH_INDEX_JOB}/retry`).send({ id: failed?.id }),
      as(admin).post(`/admin/messenger/${FLAKY}/retry`).send({ id: '12345' }),
      as(admin).delete(`/admin/messenger/${FLAKY}/12345`),
      as(admin).delete(`/admin/messenger/${FLAKY}/${randomUUID()}`),
      as(admin).delete(`/admin/messenger/${BROKEN}/${failed?.id}`),
      as(admin).get('/api/admin/messenger/12345'),
    ];
    for (const request of refused) {
      const response = await request;
      expect(response.status).toBe(404);
      expect(response.body.message).toMatch(/receiver|job/);
    }
    expect((await as(admin).get('/admin/messenger/count').expect(200)).body).toEqual(before.body);
    expect(await statusOf(failed?.id as string)).toBe('failed');
  });

  it('retries one failed job by its id, leaving the receiver’s other failed jobs as they are', async () => {
    const failed: JobRow[] = (await as(admin).get(`/admin/messenger/${FLAKY}/failed`).expect(200)).body;
    const [chosen, other] = failed as [JobRow, JobRow];
    flakyWorks = true;
    const answer = await as(admin)
      .post(`/admin/messenger/${FLAKY}/retry`)
      .send({ id: chosen.id })
      .expect(200);
    expect(answer.body).toMatchObject({ retried: [{ id: chosen.id, status: 'queued' }], skipped: 0 });
    const done = await waitForJob(chosen.id, (job) => job.status === 'done');
    expect(done.result).toEqual({ printed: true });
    expect(await statusOf(other.id)).toBe('failed');
    expect(await auditedActions(chosen.id)).toEqual(['messenger.retry']);

    const again = await as(admin).post(`/admin/messenger/${FLAKY}/retry`).send({ id: chosen.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/has not failed/);
  });

  it('retries every failed job of one receiver and no other receiver’s', async () => {
    const brokenJob = await failedJob(BROKEN);
    flakyWorks = false;
    const third = await failedJob(FLAKY);
    flakyWorks = true;
    const runsBefore = flakyRuns;
    const answer = await as(admin).post(`/admin/messenger/${FLAKY}/retry`).send({}).expect(200);
    const retried = (answer.body.retried as JobRow[]).map((job) => job.id);
    expect(retried).toHaveLength(2);
    expect(retried).toContain(third.id);
    for (const id of retried) await waitForJob(id, (job) => job.status === 'done');
    // Each retried job ran once more, and only once.
    expect(flakyRuns - runsBefore).toBe(2);
    expect((await as(admin).get(`/admin/messenger/${FLAKY}/failed`).expect(200)).body).toEqual([]);
    expect(await statusOf(brokenJob.id)).toBe('failed');
    expect((await receivers()).find((receiver) => receiver.name === FLAKY)).toMatchObject({
      failed: 0,
      done: 3,
    });
  });

  it('deletes a job, but not while a worker runs it', async () => {
    const gated = await queue.enqueue(GATED);
    await waitForJob(gated.id, (job) => job.status === 'running');
    const refused = await as(admin).delete(`/admin/messenger/${GATED}/${gated.id}`);
    expect(refused.status).toBe(409);
    expect(await statusOf(gated.id)).toBe('running');
    openGate();
    await waitForJob(gated.id, (job) => job.status === 'done');

    const deleted = await as(admin).delete(`/admin/messenger/${GATED}/${gated.id}`).expect(200);
    expect(deleted.body).toMatchObject({ id: gated.id, type: GATED });
    expect(await statusOf(gated.id)).toBeUndefined();
    expect(await auditedActions(gated.id)).toEqual(['messenger.delete']);
    await as(admin).get(`/api/admin/jobs/${gated.id}`).expect(404);
    expect((await as(admin).get(`/admin/messenger/${GATED}/list`).expect(200)).body).toEqual([]);
  });

  it('serves react-admin the same messenger: receivers, a receiver’s failed jobs, retry and delete', async () => {
    const brokenJob = await failedJob(BROKEN);
    const list = await as(admin).get('/api/admin/messenger').expect(200);
    expect(list.headers['content-range']).toMatch(/^messenger 0-\d+\/\d+$/);
    expect((list.body as Receiver[]).find((receiver) => receiver.id === BROKEN)).toMatchObject({ failed: 2 });
    const one = await as(admin).get(`/api/admin/messenger/${BROKEN}`).expect(200);
    expect(one.body).toMatchObject({ id: BROKEN, failed: 2, total: 2 });

    const failed = await as(admin)
      .get(`/api/admin/messenger/${BROKEN}/jobs`)
      .query({ filter: JSON.stringify({ status: 'failed' }), range: '[0,0]' })
      .expect(200);
    expect(failed.headers['content-range']).toBe('jobs 0-0/2');
    expect(failed.body[0]).toMatchObject({ id: brokenJob.id, error: 'no paper', attempts: 3 });

    const retried = await as(admin)
      .post(`/api/admin/messenger/${BROKEN}/retry`)
      .send({ id: brokenJob.id })
      .expect(200);
    expect(retried.body.retried).toHaveLength(1);
    const again = await waitForJob(brokenJob.id, (job) => job.status === 'failed' && job.attempts === 6);
    expect(again.error).toBe('no paper');

    await as(admin).delete(`/api/admin/messenger/${BROKEN}/jobs/${brokenJob.id}`).expect(200);
    expect(await statusOf(brokenJob.id)).toBeUndefined();
  });

  it('lets a reader look but not retry or delete, and refuses shoppers, strangers and forged requests', async () => {
    const brokenJob = await failedJob(BROKEN);
    await as(editor).get('/admin/messenger/count').expect(200);
    await as(editor).get(`/admin/messenger/${BROKEN}/failed`).expect(200);
    expect((await as(editor).post(`/admin/messenger/${BROKEN}/retry`).send({})).status).toBe(403);
    expect((await as(editor).delete(`/admin/messenger/${BROKEN}/${brokenJob.id}`)).status).toBe(403);
    expect((await as(editor).post(`/api/admin/messenger/${BROKEN}/retry`).send({})).status).toBe(403);

    const shopper = await loginToShop(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    expect((await as(shopper).get('/admin/messenger/receivers')).status).toBe(403);
    const stranger = await fetchCsrf(testApp);
    expect((await as(stranger).get('/admin/messenger/count')).status).toBe(401);
    const forged = await testApp
      .http()
      .post(`/admin/messenger/${BROKEN}/retry`)
      .set('Cookie', admin.cookies)
      .send({});
    expect(forged.status).toBe(403);
    expect(await statusOf(brokenJob.id)).toBe('failed');
  });
});
