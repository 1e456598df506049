import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Job } from '../../../src/jobs/job.entity';
import { DomainEvents } from '../../../src/modules/events/domain-events.service';
import { startTestApp, type TestApp } from '../../support/test-app';

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('immediate event subscribers', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });

  afterAll(() => testApp.close());

  const rows = <T>(text: string): Promise<T[]> =>
    testApp.withClient(async (client) => (await client.query(text)).rows as T[]);

  /** Records `catalogue.products_changed` for these ids in a committed transaction, then publishes. */
  async function change(productIds: number[]): Promise<void> {
    const events = testApp.app.get(DomainEvents);
    const em = testApp.app.get(EntityManager).fork();
    await em.transactional(async (tx) => events.record(tx, 'catalogue.products_changed', { productIds }));
    await events.publish();
  }

  it('has its effect before publish returns, once, and with no job queued for it', async () => {
    const seen: number[][] = [];
    testApp.app.get(DomainEvents).subscribe({
      name: 'test.immediate-projection',
      on: ['catalogue.products_changed'],
      immediate: true,
      accepts: ({ payload }) => payload.productIds.includes(9001),
      handle: async (_em, { payload }) => {
        seen.push(payload.productIds);
      },
    });
    await change([9001, 9002]);
    expect(seen).toEqual([[9001, 9002]]);
    const jobs = await rows(`select 1 from job where type = 'test.immediate-projection'`);
    expect(jobs).toEqual([]);
    const [delivery] = await rows<{ count: number }>(
      `select count(*)::int as count from event_delivery where subscriber = 'test.immediate-projection'`,
    );
    expect(delivery!.count).toBe(1);
  });

  it('hands a failing immediate delivery to a job, which tries it again until it succeeds', async () => {
    let runs = 0;
    const effects: number[][] = [];
    testApp.app.get(DomainEvents).subscribe({
      name: 'test.immediate-flaky',
      on: ['catalogue.products_changed'],
      immediate: true,
      accepts: ({ payload }) => payload.productIds.includes(9100),
      handle: async (_em, { payload }) => {
        runs += 1;
        if (runs === 1) throw new Error('the index is locked');
        effects.push(payload.productIds);
      },
    });
    await change([9100]);
    expect(effects).toEqual([]);
    const em = testApp.app.get(MikroORM).em.fork();
    const finished = async () => {
      const job = await em.findOne(Job, { type: 'test.immediate-flaky' }, { refresh: true });
      return job?.status === 'done' || job?.status === 'failed' ? job : null;
    };
    let job = await finished();
    for (let attempt = 0; attempt < 100 && !job; attempt += 1) {
      await pause(100);
      job = await finished();
    }
    expect(job?.status).toBe('done');
    expect(effects).toEqual([[9100]]);
  });
});
