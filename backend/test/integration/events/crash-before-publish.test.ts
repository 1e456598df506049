import pg from 'pg';
import { seedDatabase } from '../../../src/database/seeders/seed';
import { MailCatcher } from '../../support/mail-catcher';
import { environmentWithout, freePort, startServer, type ServerProcess } from '../../support/server-process';
import { createTestDatabase } from '../../support/test-database';
import { TEST_SESSION_SECRET } from '../../support/test-app';

/** A storefront visitor talking to a server process: its cookie jar and CSRF token. */
async function visitor(baseUrl: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${baseUrl}/api/shop/session`);
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie, csrf: csrfToken };
}

describe('a crash between the commit and the publishing of its events', () => {
  const catcher = new MailCatcher();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    await catcher.start();
    database = await createTestDatabase();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await seedDatabase(client, { products: 0, supportsCopy: true });
    } finally {
      await client.end();
    }
    env = {
      ...environmentWithout('REDIS_URL', 'DATABASE_URL', 'SMTP_URL', 'NODE_ENV'),
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '4',
      SMTP_URL: catcher.smtpUrl,
      SESSION_SECRET: TEST_SESSION_SECRET,
      SERVE_FRONTENDS: 'false',
      SEED_PRODUCTS: '0',
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
    };
  });

  afterAll(async () => {
    await catcher.stop();
    await database.drop();
  });

  it('sends the mail once after the restart, from the event the commit left in the outbox', async () => {
    const email = 'crash.survivor@valojaturva.test';
    const dying = await startServer({ ...env, OUTBOX_EXIT_BEFORE_PUBLISH: 'true' });
    const exited = new Promise<number | null>((resolve) => dying.child.once('exit', resolve));
    const { cookie, csrf } = await visitor(dying.baseUrl);
    const answer = await fetch(`${dying.baseUrl}/api/shop/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': csrf },
      body: JSON.stringify({
        name: 'Matti Meikäläinen',
        company: 'Valo ja Turva Oy',
        email,
        phone: '+358 40 765 4321',
        subject: 'Emergency lights after a crash',
        message: 'When can you deliver 40 emergency lights to Tampere?',
        orderNumber: null,
        locale: 'fi',
      }),
    }).then(
      () => 'answered',
      () => 'connection lost',
    );
    expect(answer).toBe('connection lost'); // the process died before answering
    expect(await exited).toBe(75);
    expect(dying.output()).toContain('exiting before publishing committed events');

    const left = await withDatabase(database.url, (client) =>
      client.query<{ type: string }>(`select type from domain_event where dispatched_at is null`),
    );
    expect(left.rows.map((row) => row.type)).toEqual(['contact_message.received']);
    expect(catcher.to(email)).toHaveLength(0);

    let restarted: ServerProcess | undefined;
    try {
      restarted = await startServer(env);
      const confirmation = await catcher.waitFor(email, () => true, 20_000);
      expect(confirmation.subject).toMatch(/^Olemme vastaanottaneet viestisi/);
      await catcher.waitFor('sales.fi@tradeshop.test', (mail) => mail.text.includes('after a crash'));
      // Nothing more arrives: a second sweep finds every delivery made.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(catcher.to(email)).toHaveLength(1);
      const deliveries = await withDatabase(database.url, (client) =>
        client.query<{ subscriber: string }>(`select subscriber from event_delivery order by subscriber`),
      );
      expect(deliveries.rows.map((row) => row.subscriber)).toEqual([
        'mail.send',
        'mail.send',
        'service-requests.contact-message-mails',
      ]);
    } finally {
      await restarted?.stop();
    }
  });
});

async function withDatabase<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
