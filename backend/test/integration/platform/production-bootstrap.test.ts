import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { buildAppConfig, type AppConfig } from '../../../src/config/app-config';
import { prepareDatabase } from '../../../src/database/database-handle';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { EXAMPLE_SESSION_SECRET } from '../../../src/config/env.schema';
import { attemptLogin, fetchCsrf, loginAsAdmin } from '../../support/admin-session';
import { runFailingServer } from '../../support/server-process';
import { startTestApp } from '../../support/test-app';
import { createTestDatabase } from '../../support/test-database';

const CREATE_ADMIN_CLI = join(
  __dirname,
  '..',
  '..',
  '..',
  'dist',
  'database',
  'seeders',
  'create-admin-cli.js',
);
const OWNER = { email: 'Owner@Shop.example', password: 'a long and secret passphrase', name: 'Shop Owner' };

function productionConfig(databaseUrl: string, overrides: Record<string, string> = {}): AppConfig {
  return buildAppConfig({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'p'.repeat(64),
    PUBLIC_URL: 'https://shop.example.com',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function counts(url: string) {
  const [row] = await query<Record<string, number>>(
    url,
    `select (select count(*) from store)::int as stores,
            (select count(*) from category)::int as categories,
            (select count(*) from carrier)::int as carriers,
            (select count(*) from payment_provider)::int as payment_providers,
            (select count(*) from product)::int as products,
            (select count(*) from customer)::int as customers,
            (select count(*) from customer_company)::int as companies,
            (select count(*) from admin_user)::int as admin_users,
            (select count(*) from voucher_code)::int as vouchers`,
  );
  return row;
}

function runCreateAdmin(
  env: NodeJS.ProcessEnv,
  args: string[],
  stdin: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CREATE_ADMIN_CLI, ...args], { env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the production bootstrap of a new database', () => {
  it('seeds the reference data without any demo account or voucher, and the first administrator once', async () => {
    const database = await createTestDatabase();
    try {
      const messages: string[] = [];
      const log = (message: string) => messages.push(message);
      // Two instances starting together against the new database: one seeds, the other waits and finds it done.
      const outcomes = await Promise.all([
        prepareDatabase(
          { url: database.url, mode: 'server', stop: async () => undefined },
          productionConfig(database.url, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }),
          log,
        ),
        prepareDatabase(
          { url: database.url, mode: 'server', stop: async () => undefined },
          productionConfig(database.url, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }),
          log,
        ),
      ]);
      expect(outcomes.map((outcome) => outcome.administrator?.created).sort()).toEqual([false, true]);

      const seeded = await counts(database.url);
      expect(seeded).toMatchObject({ products: 0, customers: 0, companies: 0, admin_users: 1, vouchers: 0 });
      expect(seeded.stores).toBeGreaterThan(0);
      expect(seeded.categories).toBeGreaterThan(0);
      expect(seeded.carriers).toBeGreaterThan(0);
      expect(seeded.payment_providers).toBeGreaterThan(0);
      expect(messages.filter((message) => /Seeding an empty database/.test(message))).toHaveLength(1);
      expect(messages.join('\n')).not.toContain(OWNER.password);

      const [admin] = await query<{ email: string; name: string; password_hash: string; role: string }>(
        database.url,
        `select u.email, u.name, u.password_hash, r.code as role
         from admin_user u join admin_role r on r.id = u.role_id`,
      );
      expect(admin).toMatchObject({
        email: 'owner@shop.example',
        name: 'Administrator',
        role: 'administrator',
      });
      expect(admin.password_hash).toMatch(/^\$argon2id\$/);

      const again = await prepareDatabase(
        { url: database.url, mode: 'server', stop: async () => undefined },
        productionConfig(database.url, {
          ADMIN_EMAIL: 'someone@else.example',
          ADMIN_PASSWORD: 'x'.repeat(12),
        }),
        log,
      );
      expect(again.administrator).toEqual({ created: false, reason: 'administrator-exists' });
      expect(await counts(database.url)).toEqual(seeded);
    } finally {
      await database.drop();
    }
  });

  it('leaves an empty development database empty when SEED_PRODUCTS is 0', async () => {
    const database = await createTestDatabase();
    try {
      await prepareDatabase(
        { url: database.url, mode: 'server', stop: async () => undefined },
        buildAppConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, SEED_PRODUCTS: '0' }),
        () => undefined,
      );
      expect(await counts(database.url)).toMatchObject({ stores: 0, admin_users: 0 });
    } finally {
      await database.drop();
    }
  });

  it('create-admin makes a first administrator who can log in, from a password it never prints', async () => {
    const testApp = await startTestApp();
    try {
      const env = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: testApp.databaseUrl,
        SESSION_SECRET: 'p'.repeat(64),
        PUBLIC_URL: 'https://shop.example.com',
        LOG_LEVEL: 'silent',
      };
      const first = await runCreateAdmin(
        env,
        ['--email', OWNER.email, '--name', OWNER.name],
        `${OWNER.password}\n`,
      );
      expect(first.output).toMatch(/Created the first administrator, owner@shop\.example\./);
      expect(first.output).not.toContain(OWNER.password);
      expect(first.code).toBe(0);
      expect(await counts(testApp.databaseUrl)).toMatchObject({ customers: 0, admin_users: 1, vouchers: 0 });

      await loginAsAdmin(testApp, OWNER.email, OWNER.password);
      const agent = await fetchCsrf(testApp);
      for (const demo of [DEMO_ACCOUNTS.administrator, DEMO_ACCOUNTS.editor]) {
        await attemptLogin(testApp, agent, { username: demo.email, password: demo.password }).expect(401);
      }

      const second = await runCreateAdmin(
        env,
        ['--email', 'intruder@shop.example'],
        'another long password\n',
      );
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/An active administrator exists already; nothing was changed/);
      expect(await counts(testApp.databaseUrl)).toMatchObject({ admin_users: 1 });

      const short = await runCreateAdmin({ ...env, ADMIN_PASSWORD: 'short' }, ['--email', 'a@b.example'], '');
      expect(short.code).toBe(1);
      expect(short.output).toMatch(/ADMIN_PASSWORD must be between 10 and 256 characters long/);
    } finally {
      await testApp.close();
    }
  });

  it('stops at once, with a message and exit code 1, when production runs on the example secret or without PUBLIC_URL', async () => {
    const { code, output } = await runFailingServer({
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop',
      SESSION_SECRET: EXAMPLE_SESSION_SECRET,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/SESSION_SECRET is still \.env\.example's placeholder/);
    expect(output).toMatch(/PUBLIC_URL is required in production/);
    // Refused before any connection is tried: the unreachable database is never mentioned.
    expect(output).not.toMatch(/Cannot reach the database/);
  });
});
