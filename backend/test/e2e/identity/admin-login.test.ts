import { Client } from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { attemptLogin, fetchCsrf, loginAsAdmin, sessionCookie } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const { administrator } = DEMO_ACCOUNTS;
const credentials = { username: administrator.email, password: administrator.password };

describe('back-office login', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
  });

  afterAll(() => testApp.close());

  it('logs in with e-mail and password and answers who is logged in', async () => {
    const agent = await loginAsAdmin(testApp, administrator.email, administrator.password);
    const { body } = await testApp
      .http()
      .get('/admin/user/get-current-user')
      .set('Cookie', agent.cookies)
      .expect(200);
    expect(body).toMatchObject({
      id: expect.any(Number),
      email: administrator.email,
      name: expect.any(String),
      roleName: 'Administrator',
      twoFactorEnabled: false,
    });
    expect(body.permissions).toEqual(expect.arrayContaining(['users.write', 'system_settings.write']));
  });

  it('answers that the user is logged in when no second factor is needed', async () => {
    const agent = await fetchCsrf(testApp);
    const { body } = await attemptLogin(testApp, agent, credentials).expect(200);
    expect(body).toMatchObject({ status: 'logged-in', user: { email: administrator.email } });
  });

  it('sets the session cookie httpOnly and SameSite', async () => {
    const agent = await fetchCsrf(testApp);
    const response = await attemptLogin(testApp, agent, credentials).expect(200);
    const session = ([] as string[])
      .concat(response.headers['set-cookie'])
      .find((c) => c.startsWith('admin_session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it('refuses a wrong password with the same message as an unknown e-mail', async () => {
    const agent = await fetchCsrf(testApp);
    const attempt = (username: string) =>
      attemptLogin(testApp, agent, { username, password: 'not-the-password' }).expect(401);
    const wrongPassword = await attempt(administrator.email);
    const unknownUser = await attempt('nobody@tradeshop.test');
    expect(wrongPassword.body.message).toBe('Invalid e-mail or password');
    expect(unknownUser.body.message).toBe('Invalid e-mail or password');
    expect(sessionCookie(wrongPassword.headers['set-cookie'])).toBeUndefined();
  });

  it('refuses a login without the CSRF token', async () => {
    const { body } = await attemptLogin(testApp, { cookies: [], csrf: '' }, credentials).expect(403);
    expect(body.error).toBe('CSRF_TOKEN_INVALID');
  });

  it('gives a new session id at every login and ends the old one', async () => {
    const first = await loginAsAdmin(testApp, administrator.email, administrator.password);
    const oldSession = sessionCookie(first.cookies) as string;
    const response = await attemptLogin(testApp, first, credentials).expect(200);
    const newSession = sessionCookie(response.headers['set-cookie']);
    expect(newSession).toBeDefined();
    expect(newSession).not.toBe(oldSession);
    const csrfCookie = first.cookies.find((c) => c.startsWith('csrf_token=')) as string;
    await testApp
      .http()
      .get('/admin/user/get-current-user')
      .set('Cookie', [csrfCookie, oldSession])
      .expect(401);
  });

  it('clears expired sessions when someone logs in', async () => {
    const client = new Client({ connectionString: testApp.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `insert into session (id, realm, subject_id, expires_at) values ('expired-1', 'admin', 1, now() - interval '1 minute')`,
      );
      await loginAsAdmin(testApp, administrator.email, administrator.password);
      const { rowCount } = await client.query(`select 1 from session where id = 'expired-1'`);
      expect(rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('ends the session at logout', async () => {
    const agent = await loginAsAdmin(testApp, administrator.email, administrator.password);
    await testApp
      .http()
      .post('/admin/logout')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .expect(204);
    await testApp.http().get('/admin/user/get-current-user').set('Cookie', agent.cookies).expect(401);
  });
});
