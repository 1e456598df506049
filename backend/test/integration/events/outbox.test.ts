import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { JobRunner } from '../../../src/jobs/job-runner';
import { JobStore } from '../../../src/jobs/job-store';
import { Job } from '../../../src/jobs/job.entity';
import { DomainEvents } from '../../../src/modules/events/domain-events.service';
import { OutboxRelay, STALE_DELIVERY_MS } from '../../../src/modules/events/outbox-relay';
import { MailService, SEND_MAIL_JOB } from '../../../src/modules/mail/mail.service';
import { OutgoingMail } from '../../../src/modules/mail/outgoing-mail.entity';
import { MailCatcher } from '../../support/mail-catcher';
import { startTestApp, type TestApp } from '../../support/test-app';

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('the domain-event outbox', () => {
  const catcher = new MailCatcher();
  let testApp: TestApp;
  let serial = 0;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ env: { SMTP_URL: catcher.smtpUrl } });
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  /** Queues a mail in a committed transaction without publishing it: what a crash after the commit leaves. */
  async function queueUnpublished(): Promise<{ to: string; eventId: string }> {
    serial += 1;
    const to = `outbox.${serial}@example.test`;
    const em = testApp.app.get(EntityManager).fork();
    const mail = await em.transactional((tx) =>
      testApp.app
        .get(MailService)
        .queue(tx, { purpose: 'test.outbox', to, subject: `Outbox ${serial}`, text: 'hi' }),
    );
    const [event] = await rows<{ id: string }>(
      `select id from domain_event where type = 'mail.queued' and (payload->>'mailId')::int = ${mail.id}`,
    );
    return { to, eventId: event!.id };
  }

  async function rows<T>(text: string): Promise<T[]> {
    return testApp.withClient(async (client) => (await client.query(text)).rows as T[]);
  }

  async function waitForJob(id: string): Promise<Job> {
    const em = testApp.app.get(MikroORM).em.fork();
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const job = await em.findOneOrFail(Job, { id }, { refresh: true });
      if (job.status === 'done' || job.status === 'failed') return job;
      await pause(100);
    }
    throw new Error(`job ${id} did not finish`);
  }

  it('sends one mail when the delivery job of an event runs twice, even at the same time', async () => {
    const { to, eventId } = await queueUnpublished();
    const store = testApp.app.get(JobStore);
    const em = testApp.app.get(MikroORM).em.fork();
    // Two jobs for the same delivery, as BullMQ may run one twice (a stalled job, a lost lock).
    const first = await store.create(em, SEND_MAIL_JOB, { eventId });
    const second = await store.create(em, SEND_MAIL_JOB, { eventId });
    const runner = testApp.app.get(JobRunner);
    await Promise.all([runner.run(first.job.id), runner.run(second.job.id)]);
    await runner.run(first.job.id); // and once more, after both finished: nothing to claim

    await catcher.waitFor(to);
    await pause(500);
    expect(catcher.to(to)).toHaveLength(1);
    const deliveries = await rows(`select 1 from event_delivery where event_id = '${eventId}'`);
    expect(deliveries).toHaveLength(1);
    const results = await em.find(Job, { id: { $in: [first.job.id, second.job.id] } }, { refresh: true });
    expect(results.map((job) => job.result?.outcome).sort()).toEqual(['already delivered', 'delivered']);
  });

  it('retries a failing subscriber with a pause, and its effect happens once it succeeds', async () => {
    let runs = 0;
    const effects: number[] = [];
    const events = testApp.app.get(DomainEvents);
    events.subscribe({
      name: 'test.flaky-subscriber',
      on: ['customer_application.decided'],
      handle: async (_em, { payload }) => {
        runs += 1;
        if (runs < 3) throw new Error(`the ERP is down (run ${runs})`);
        effects.push(payload.applicationId);
      },
    });
    const em = testApp.app.get(EntityManager).fork();
    await em.transactional(async (tx) =>
      events.record(tx, 'customer_application.decided', { applicationId: 4711, status: 'rejected' }),
    );
    const startedAt = Date.now();
    await events.publish();
    const [job] = await rows<{ id: string }>(`select id from job where type = 'test.flaky-subscriber'`);
    const done = await waitForJob(job!.id);
    expect(done).toMatchObject({ status: 'done', attempts: 3 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3000); // 1 s, then 2 s between the tries
    expect(effects).toEqual([4711]);
  });

  it('the sweep publishes an event a crash left unpublished, and the mail goes once', async () => {
    const { to, eventId } = await queueUnpublished();
    await pause(300);
    expect(catcher.to(to)).toHaveLength(0);

    const swept = await testApp.app.get(OutboxRelay).sweep();
    expect(swept.relayed).toBeGreaterThanOrEqual(1);
    await catcher.waitFor(to);
    const again = await testApp.app.get(OutboxRelay).sweep();
    expect(again.relayed).toBe(0);
    await pause(500);
    expect(catcher.to(to)).toHaveLength(1);
    const [event] = await rows<{ dispatched: boolean }>(
      `select dispatched_at is not null as dispatched from domain_event where id = '${eventId}'`,
    );
    expect(event!.dispatched).toBe(true);
  });

  it('the sweep queues again a published delivery whose job was lost, and not one that was made', async () => {
    const { to, eventId } = await queueUnpublished();
    // Published long ago, but its job died with the process: no delivery was recorded.
    await rows(
      `update domain_event set dispatched_at = now() - interval '${STALE_DELIVERY_MS + 60_000} milliseconds'
       where id = '${eventId}'`,
    );
    const swept = await testApp.app.get(OutboxRelay).sweep();
    expect(swept.requeued).toBeGreaterThanOrEqual(1);
    await catcher.waitFor(to);
    const mail = await testApp.app.get(EntityManager).fork().findOneOrFail(OutgoingMail, { toAddress: to });
    for (let attempt = 0; attempt < 50 && mail.status !== 'sent'; attempt += 1) {
      await pause(100);
      await testApp.app.get(EntityManager).fork().refresh(mail);
    }
    expect(mail.status).toBe('sent');
    const after = await testApp.app.get(OutboxRelay).sweep();
    expect(after.requeued).toBe(0);
    await pause(500);
    expect(catcher.to(to)).toHaveLength(1);
  });
});
