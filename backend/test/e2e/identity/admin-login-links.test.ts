import { insertAdminUser } from '../../factories/account.factory';
import { fetchCsrf, sessionCookie, type AdminAgent } from '../../support/admin-session';
import {
  get,
  loginWithNewTwoFactor,
  passwordStep,
  send,
  withSetCookies,
} from '../../support/admin-two-factor';
import { linkIn, MailCatcher } from '../../support/mail-catcher';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'http://shop.test';

describe('back-office login links', () => {
  const catcher = new MailCatcher();
  let testApp: TestApp;
  let administrator: AdminAgent;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 0, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    const admin = await newUser('administrator');
    administrator = (await passwordStep(testApp, admin)).agent;
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  function newUser(role: 'administrator' | 'editor' = 'editor') {
    return testApp.withClient((client) => insertAdminUser(client, { role }));
  }

  /** The path and query of a link made for `PUBLIC_URL`, to call on the test app. */
  const pathOf = (link: string) => link.slice(PUBLIC_URL.length);

  describe('deeplink', () => {
    it('sends a logged-in user straight to the screen', async () => {
      const response = await get(testApp, administrator, '/admin/login/deeplink?target=products/12/show');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/admin/#/products/12/show');
    });

    it('sends a visitor to the login, which leads to the screen afterwards', async () => {
      const visitor = await fetchCsrf(testApp);
      const response = await get(testApp, visitor, '/admin/login/deeplink?target=%2Fproducts%2F12');
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe('/admin/#/login?redirect=products%2F12');
    });

    it.each(['//evil.test/admin', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)'])(
      'never leads out of the back office (%s)',
      async (target) => {
        const response = await get(
          testApp,
          administrator,
          `/admin/login/deeplink?target=${encodeURIComponent(target)}`,
        );
        expect(response.status).toBe(302);
        expect(response.headers.location).toBe('/admin/');
      },
    );
  });

  describe('token login link', () => {
    it('logs the user in once with a fresh session', async () => {
      const user = await newUser();
      const { body } = await get(
        testApp,
        administrator,
        `/admin/user/get-token-login-link?id=${user.id}`,
      ).expect(200);
      expect(body.link).toMatch(/^http:\/\/shop\.test\/admin\/login\/token\?token=/);
      expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

      const visitor = await fetchCsrf(testApp);
      const first = await get(testApp, visitor, pathOf(body.link)).expect(302);
      expect(first.headers.location).toBe('/admin/');
      const loggedIn = withSetCookies(visitor, first.headers['set-cookie']);
      const { body: current } = await get(testApp, loggedIn, '/admin/user/get-current-user').expect(200);
      expect(current.email).toBe(user.email);

      const again = await get(testApp, visitor, pathOf(body.link)).expect(302);
      expect(again.headers.location).toBe('/admin/#/login?error=link-invalid');
      expect(sessionCookie(again.headers['set-cookie'])).toBeUndefined();
    });

    it('still asks for the second factor of a user who has one', async () => {
      const user = await newUser();
      await loginWithNewTwoFactor(testApp, user);
      const { body } = await get(
        testApp,
        administrator,
        `/admin/user/get-token-login-link?id=${user.id}`,
      ).expect(200);
      const visitor = await fetchCsrf(testApp);
      const response = await get(testApp, visitor, pathOf(body.link)).expect(302);
      expect(response.headers.location).toBe('/admin/#/login?step=two-factor-required');
      const pending = withSetCookies(visitor, response.headers['set-cookie']);
      const { body: refused } = await get(testApp, pending, '/admin/user/get-current-user').expect(401);
      expect(refused.error).toBe('TWO_FACTOR_REQUIRED');
    });

    it('refuses an expired link', async () => {
      const user = await newUser();
      const { body } = await get(
        testApp,
        administrator,
        `/admin/user/get-token-login-link?id=${user.id}`,
      ).expect(200);
      await testApp.withClient((client) =>
        client.query(
          `update one_time_token set expires_at = now() - interval '1 second'
            where purpose = 'admin_token_login' and subject_id = $1`,
          [user.id],
        ),
      );
      const response = await get(testApp, await fetchCsrf(testApp), pathOf(body.link)).expect(302);
      expect(response.headers.location).toBe('/admin/#/login?error=link-invalid');
    });

    it('is made only by users who may edit users, for users that exist', async () => {
      const editor = await newUser();
      const { agent } = await passwordStep(testApp, editor);
      await get(testApp, agent, `/admin/user/get-token-login-link?id=${editor.id}`).expect(403);
      await get(testApp, administrator, '/admin/user/get-token-login-link?id=999999').expect(404);
      await get(testApp, administrator, '/admin/user/get-token-login-link?id=abc').expect(404);
    });
  });

  describe('invitation link', () => {
    it('mails the user a link to choose a password, which works once', async () => {
      const user = await newUser();
      const { body } = await send(testApp, administrator, 'post', '/admin/user/invitationlink', {
        id: user.id,
      }).expect(200);
      const prefix = `${PUBLIC_URL}/admin/#/reset-password/`;
      expect(body.link.startsWith(prefix)).toBe(true);

      const mail = await catcher.waitFor(user.email);
      expect(mail.subject).toBe('Your TradeShop back-office account');
      expect(linkIn(mail, prefix)).toBe(body.link);
      const token = decodeURIComponent(body.link.slice(prefix.length));

      const visitor = await fetchCsrf(testApp);
      const { body: info } = await get(testApp, visitor, `/admin/login/reset-password?token=${token}`).expect(
        200,
      );
      expect(info).toEqual({ email: user.email, invitation: true });
      const choose = () =>
        send(testApp, visitor, 'post', '/admin/login/reset-password', {
          token,
          password: 'my-first-password',
          passwordRepeat: 'my-first-password',
        });
      await choose().expect(204);
      await choose().expect(400);
      const { status } = await passwordStep(testApp, { email: user.email, password: 'my-first-password' });
      expect(status).toBe('logged-in');
    });

    it('refuses a user id that is not a number with a message', async () => {
      const { body } = await send(testApp, administrator, 'post', '/admin/user/invitationlink', {
        id: 'x',
      }).expect(400);
      expect(body.details).toEqual([{ field: 'id', reason: 'id must be a whole number' }]);
    });

    it('records who made the links in the audit log', async () => {
      const user = await newUser();
      await send(testApp, administrator, 'post', '/admin/user/invitationlink', { id: user.id }).expect(200);
      await get(testApp, administrator, `/admin/user/get-token-login-link?id=${user.id}`).expect(200);
      const { rows } = await testApp.withClient((client) =>
        client.query<{ action: string }>(
          `select action from audit_log where subject_type = 'admin_user' and subject_id = $1 order by id`,
          [user.id],
        ),
      );
      expect(rows.map((row) => row.action)).toEqual([
        'admin.invitation_link_created',
        'admin.token_login_link_created',
      ]);
    });
  });
});
