import pg from 'pg';
import request, { type Response } from 'supertest';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { cookiePairs, type AdminAgent } from '../../support/admin-session';
import { totpCode, withSetCookies } from '../../support/admin-two-factor';
import { MailCatcher } from '../../support/mail-catcher';
import { environmentWithout, type ServerProcess, startServer } from '../../support/server-process';
import { createTestDatabase } from '../../support/test-database';

type Method = 'get' | 'post' | 'put';

/** Where a secret may be kept as it is: the TOTP secret must be read back to check a code. */
const ALLOWED_PLACES: Record<string, string[]> = { 'TOTP secret': ['admin_user.totp_secret'] };

/**
 * Secrets seeded through the real flows (logins, a password reset, two-factor setup) must not show in the app's
 * log lines (pino, at debug level), in any table (audit entries, outbox and job payloads included; hashes are
 * fine), nor in an error answer (OWASP ASVS V7.1, V8.3).
 */
describe('secrets stay out of logs, tables and error answers', () => {
  const catcher = new MailCatcher();
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ServerProcess;
  const secrets = new Map<string, string>();
  const errorAnswers: Response[] = [];

  function call(agent: AdminAgent, method: Method, path: string, body?: object) {
    const sent = request(server.baseUrl)
      [method](path)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf);
    return (body ? sent.send(body) : sent).then((response) => {
      if (response.status >= 400) errorAnswers.push(response);
      return response;
    });
  }

  function cookieValue(response: Response, name: string): string {
    const pair = cookiePairs(response.headers['set-cookie']).find((cookie) => cookie.startsWith(`${name}=`));
    if (!pair) throw new Error(`no ${name} cookie in the answer`);
    return decodeURIComponent(pair.slice(name.length + 1));
  }

  async function seedShopSecrets(): Promise<void> {
    const customer = await withClient((client) =>
      insertCustomer(client, { password: 'Shop-Password-Secret-7716' }),
    );
    secrets.set('shop password', customer.password);
    const session = await request(server.baseUrl).get('/api/shop/session').expect(200);
    let visitor: AdminAgent = {
      cookies: cookiePairs(session.headers['set-cookie']),
      csrf: session.body.csrfToken,
    };
    const wrongPassword = 'Mistyped-Password-Secret-5309';
    secrets.set('mistyped password', wrongPassword);
    expect(
      (
        await call(visitor, 'post', '/api/shop/account/login', {
          email: customer.email,
          password: wrongPassword,
        })
      ).status,
    ).toBe(401);
    const login = await call(visitor, 'post', '/api/shop/account/login', customer);
    expect(login.status).toBe(200);
    secrets.set('shop session id', cookieValue(login, 'shop_session'));
    visitor = withSetCookies(visitor, login.headers['set-cookie']);

    await call(visitor, 'post', '/api/shop/account/password-forgotten', {
      email: customer.email,
      locale: 'en',
    });
    const mail = await catcher.waitFor(customer.email);
    const link = /https?:\/\/\S+\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text);
    const token = link?.[1];
    if (!link || !token) throw new Error(`no reset link in the mail:\n${mail.text}`);
    secrets.set('reset token', token);
    // The shopper opens the link: the storefront's page, served by the backend and logged with its address.
    expect((await call(visitor, 'get', new URL(link[0]).pathname)).status).toBe(200);
    const newPassword = 'Reset-Password-Secret-4471';
    secrets.set('new password', newPassword);
    expect((await call(visitor, 'get', `/api/shop/account/password-reset/${token}`)).status).toBe(200);
    const reset = await call(visitor, 'post', `/api/shop/account/password-reset/${token}`, {
      password: newPassword,
      passwordRepeat: newPassword,
    });
    expect(reset.status).toBe(200);
    secrets.set('shop session id after the reset', cookieValue(reset, 'shop_session'));
    // The used link again: refused, and the refusal does not echo it.
    expect(
      (
        await call(visitor, 'post', `/api/shop/account/password-reset/${token}`, {
          password: newPassword,
          passwordRepeat: newPassword,
        })
      ).status,
    ).toBeGreaterThanOrEqual(400);
  }

  async function seedBackOfficeSecrets(): Promise<void> {
    const user = await withClient((client) =>
      insertAdminUser(client, { role: 'administrator', password: 'Admin-Password-Secret-9902' }),
    );
    secrets.set('back-office password', user.password);
    const csrf = await request(server.baseUrl).get('/admin/login/csrf-token').expect(200);
    let agent: AdminAgent = { cookies: cookiePairs(csrf.headers['set-cookie']), csrf: csrf.body.token };
    const login = await call(agent, 'post', '/admin/login', {
      username: user.email,
      password: user.password,
    });
    expect(login.status).toBe(200);
    secrets.set('back-office session id', cookieValue(login, 'admin_session'));
    agent = withSetCookies(agent, login.headers['set-cookie']);
    const setup = await call(agent, 'get', '/admin/login/2fa-setup');
    expect(setup.status).toBe(200);
    const totpSecret = setup.body.secret as string;
    secrets.set('TOTP secret', totpSecret);
    const wrongCode = String((Number(await totpCode(totpSecret)) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (await call(agent, 'post', '/admin/login/2fa-verify', { code: wrongCode })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await call(agent, 'post', '/admin/login/2fa-verify', { code: await totpCode(totpSecret) })).status,
    ).toBe(200);
  }

  function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: database.url });
    return client.connect().then(() => work(client).finally(() => client.end()));
  }

  /** Every value of every column of every table, as `table.column` and its text. */
  async function everyStoredValue(): Promise<{ place: string; text: string }[]> {
    return withClient(async (client) => {
      const { rows: tables } = await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const values: { place: string; text: string }[] = [];
      for (const { name } of tables) {
        const { rows } = await client.query<{ row: Record<string, unknown> }>(
          `select to_jsonb(t) as row from "${name}" t`,
        );
        for (const { row } of rows) {
          for (const [column, value] of Object.entries(row)) {
            if (value !== null) values.push({ place: `${name}.${column}`, text: JSON.stringify(value) });
          }
        }
      }
      return values;
    });
  }

  beforeAll(async () => {
    await catcher.start();
    database = await createTestDatabase();
    server = await startServer({
      ...environmentWithout('DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'NODE_ENV', 'PUBLIC_URL'),
      DATABASE_URL: database.url,
      SEED_PRODUCTS: '0',
      // Everything the app can log, requests and jobs included.
      LOG_LEVEL: 'debug',
      SERVE_FRONTENDS: 'true',
      SMTP_URL: catcher.smtpUrl,
    });
    await Promise.all([seedShopSecrets(), seedBackOfficeSecrets()]);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await catcher.stop();
  });

  it('seeded every secret through the flows, with the log and the tables captured', async () => {
    expect([...secrets.keys()].sort()).toEqual([
      'TOTP secret',
      'back-office password',
      'back-office session id',
      'mistyped password',
      'new password',
      'reset token',
      'shop password',
      'shop session id',
      'shop session id after the reset',
    ]);
    // The capture sees the requests of the flows (with the token in the address redacted).
    expect(server.output()).toMatch(/account\/password-reset\/\[redacted\]/);
    expect(errorAnswers.length).toBeGreaterThanOrEqual(3);
  });

  it('writes none of them to the log', () => {
    const log = server.output();
    const logged = [...secrets].filter(([, secret]) => log.includes(secret)).map(([name]) => name);
    expect(logged).toEqual([]);
  });

  it('stores none of them in any table, audit entries and job payloads included, except where they are needed', async () => {
    const stored = await everyStoredValue();
    const found = [...secrets].flatMap(([name, secret]) =>
      stored
        .filter(({ place, text }) => text.includes(secret) && !(ALLOWED_PLACES[name] ?? []).includes(place))
        .map(({ place }) => `${name} in ${place}`),
    );
    expect(found).toEqual([]);
    // The one secret kept as it is really is where the check allows it, so the search reads the tables.
    expect(
      stored.some(
        ({ place, text }) => place === 'admin_user.totp_secret' && text.includes(secrets.get('TOTP secret')!),
      ),
    ).toBe(true);
  });

  it('echoes none of them in an error answer', () => {
    const echoed = errorAnswers.flatMap((answer) => {
      const text = `${JSON.stringify(answer.headers)} ${answer.text}`;
      return [...secrets]
        .filter(([, secret]) => text.includes(secret))
        .map(([name]) => `${name} in ${answer.status}`);
    });
    expect(echoed).toEqual([]);
  });
});
