import { insertAdminUser } from '../../factories/account.factory';
import { fetchCsrf, sessionCookie } from '../../support/admin-session';
import {
  get,
  loginWithNewTwoFactor,
  passwordStep,
  send,
  totpCode,
  withSetCookies,
} from '../../support/admin-two-factor';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('back-office two-factor login', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
  });

  afterAll(() => testApp.close());

  const newUser = (input: { role?: 'administrator' | 'editor' } = {}) =>
    testApp.withClient((client) => insertAdminUser(client, { role: input.role ?? 'administrator' }));

  const requireTwoFactor = (id: number) =>
    testApp.withClient((client) =>
      client.query('update admin_user set two_factor_required = true where id = $1', [id]),
    );

  it('makes no new secret for a request without the CSRF token, such as a link on another site', async () => {
    const user = await newUser();
    const { agent } = await passwordStep(testApp, user);
    const response = await testApp
      .http()
      .get('/admin/login/2fa-setup')
      .set('Cookie', agent.cookies)
      .expect(403);
    expect(response.body.error).toBe('CSRF_TOKEN_INVALID');
    const stored = await testApp.withClient((client) =>
      client.query<{ totp_secret: string | null }>('select totp_secret from admin_user where email = $1', [
        user.email,
      ]),
    );
    expect(stored.rows[0].totp_secret).toBeNull();
  });

  it('shows a new secret with its QR code for the authenticator app', async () => {
    const user = await newUser();
    const { agent, status } = await passwordStep(testApp, user);
    expect(status).toBe('logged-in');

    const { body } = await get(testApp, agent, '/admin/login/2fa-setup').expect(200);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/TradeShop:/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.otpauthUrl).toContain(encodeURIComponent(user.email));
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
    // Not in force before a code confirms it.
    const current = await get(testApp, agent, '/admin/user/get-current-user').expect(200);
    expect(current.body.twoFactorEnabled).toBe(false);
  });

  it('turns two-factor login on once a code from the app confirms the secret, not with a wrong code', async () => {
    const user = await newUser();
    const { agent } = await passwordStep(testApp, user);
    const { body: setup } = await get(testApp, agent, '/admin/login/2fa-setup').expect(200);

    const wrong = await send(testApp, agent, 'post', '/admin/login/2fa-verify', { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('TWO_FACTOR_CODE_INVALID');

    await send(testApp, agent, 'post', '/admin/login/2fa-verify', {
      code: await totpCode(setup.secret),
    }).expect(200);
    const { body } = await get(testApp, agent, '/admin/user/get-current-user').expect(200);
    expect(body.twoFactorEnabled).toBe(true);
  });

  it('refuses a code that is not six digits with a message', async () => {
    const user = await newUser();
    const { agent } = await passwordStep(testApp, user);
    const { body } = await send(testApp, agent, 'post', '/admin/login/2fa-verify', { code: 'abc' }).expect(
      400,
    );
    expect(body.details).toEqual([
      { field: 'code', reason: 'code must be the 6-digit code from your authenticator app' },
    ]);
  });

  it('asks for the code after the password, and the half-logged-in session reaches nothing else', async () => {
    const user = await newUser();
    await loginWithNewTwoFactor(testApp, user);

    const { agent, status } = await passwordStep(testApp, user);
    expect(status).toBe('two-factor-required');
    for (const path of ['/admin/user/get-current-user', '/api/admin/products']) {
      const { body } = await get(testApp, agent, path).expect(401);
      expect(body.error).toBe('TWO_FACTOR_REQUIRED');
    }
  });

  it('logs in with the right code under a new session id and ends the half-logged-in one', async () => {
    const user = await newUser();
    const { secret } = await loginWithNewTwoFactor(testApp, user);
    const { agent: pending } = await passwordStep(testApp, user);

    const response = await send(testApp, pending, 'post', '/admin/login/2fa', {
      code: await totpCode(secret, 1),
    }).expect(200);
    expect(response.body).toMatchObject({ status: 'logged-in', user: { email: user.email } });
    const loggedIn = withSetCookies(pending, response.headers['set-cookie']);
    expect(sessionCookie(loggedIn.cookies)).not.toBe(sessionCookie(pending.cookies));

    await get(testApp, loggedIn, '/admin/user/get-current-user').expect(200);
    await get(testApp, pending, '/admin/user/get-current-user').expect(401);
  });

  it('refuses a code that was already used, even at a new login', async () => {
    const user = await newUser();
    const { secret } = await loginWithNewTwoFactor(testApp, user);
    const code = await totpCode(secret, 1);
    const first = await passwordStep(testApp, user);
    await send(testApp, first.agent, 'post', '/admin/login/2fa', { code }).expect(200);

    const second = await passwordStep(testApp, user);
    const { body } = await send(testApp, second.agent, 'post', '/admin/login/2fa', { code }).expect(401);
    expect(body.error).toBe('TWO_FACTOR_CODE_INVALID');
    expect(body.message).toMatch(/already been used/);
    await get(testApp, second.agent, '/admin/user/get-current-user').expect(401);
  });

  it('refuses the right code too after five wrong ones, and says when to try again', async () => {
    const user = await newUser();
    const { secret } = await loginWithNewTwoFactor(testApp, user);
    const { agent } = await passwordStep(testApp, user);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await send(testApp, agent, 'post', '/admin/login/2fa', { code: '000000' }).expect(401);
    }
    const response = await send(testApp, agent, 'post', '/admin/login/2fa', {
      code: await totpCode(secret, 1),
    }).expect(429);
    expect(response.body.error).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records failed codes and logins in the audit log', async () => {
    const user = await newUser();
    const { secret } = await loginWithNewTwoFactor(testApp, user);
    const { agent } = await passwordStep(testApp, user);
    await send(testApp, agent, 'post', '/admin/login/2fa', { code: '000000' }).expect(401);
    await send(testApp, agent, 'post', '/admin/login/2fa', { code: await totpCode(secret, 1) }).expect(200);
    const { rows } = await testApp.withClient((client) =>
      client.query<{ action: string }>(
        `select action from audit_log where subject_type = 'admin_user' and subject_id = $1 order by id`,
        [user.id],
      ),
    );
    expect(rows.map((row) => row.action)).toEqual([
      'admin.login',
      'admin.two_factor_enabled',
      'admin.login_password_accepted',
      'admin.two_factor_failed',
      'admin.login',
    ]);
  });

  it('refuses the code step without the CSRF token', async () => {
    const user = await newUser();
    const { secret } = await loginWithNewTwoFactor(testApp, user);
    const { agent } = await passwordStep(testApp, user);
    const { body } = await testApp
      .http()
      .post('/admin/login/2fa')
      .set(
        'Cookie',
        agent.cookies.filter((cookie) => !cookie.startsWith('csrf_token=')),
      )
      .send({ code: await totpCode(secret, 1) })
      .expect(403);
    expect(body.error).toBe('CSRF_TOKEN_INVALID');
  });

  it('makes a user who must use two-factor login set it up before anything else', async () => {
    const user = await newUser({ role: 'editor' });
    await requireTwoFactor(user.id);
    const { agent, status } = await passwordStep(testApp, user);
    expect(status).toBe('two-factor-setup-required');
    await get(testApp, agent, '/admin/user/get-current-user').expect(401);

    const { body: setup } = await get(testApp, agent, '/admin/login/2fa-setup').expect(200);
    const verified = await send(testApp, agent, 'post', '/admin/login/2fa-verify', {
      code: await totpCode(setup.secret),
    }).expect(200);
    expect(verified.body).toMatchObject({ status: 'logged-in', user: { twoFactorEnabled: true } });
    const loggedIn = withSetCookies(agent, verified.headers['set-cookie']);
    expect(sessionCookie(loggedIn.cookies)).not.toBe(sessionCookie(agent.cookies));
    await get(testApp, loggedIn, '/admin/user/get-current-user').expect(200);
  });

  it('refuses to set up a second secret while two-factor login is on', async () => {
    const user = await newUser();
    const { agent } = await loginWithNewTwoFactor(testApp, user);
    const { body } = await get(testApp, agent, '/admin/login/2fa-setup').expect(409);
    expect(body.message).toMatch(/Reset the two-factor secret first/);
  });

  describe('resets by an administrator', () => {
    it('resets a user’s secret so that they set it up again at the next login', async () => {
      const admin = await newUser();
      const user = await newUser({ role: 'editor' });
      await loginWithNewTwoFactor(testApp, user);
      const { agent } = await passwordStep(testApp, admin);
      await send(testApp, agent, 'put', `/admin/user/reset-2fa-secret?id=${user.id}`).expect(204);
      const next = await passwordStep(testApp, user);
      expect(next.status).toBe('two-factor-setup-required');
    });

    it('disables a user’s two-factor login so that the password is enough', async () => {
      const admin = await newUser();
      const user = await newUser({ role: 'editor' });
      await loginWithNewTwoFactor(testApp, user);
      const { agent } = await passwordStep(testApp, admin);
      await send(testApp, agent, 'delete', `/admin/user/disable-2fa?id=${user.id}`).expect(204);
      const next = await passwordStep(testApp, user);
      expect(next.status).toBe('logged-in');
    });

    it('lets only users who may edit users do it', async () => {
      const editor = await newUser({ role: 'editor' });
      const user = await newUser({ role: 'editor' });
      const { agent } = await passwordStep(testApp, editor);
      const { body } = await send(testApp, agent, 'put', `/admin/user/reset-2fa-secret?id=${user.id}`).expect(
        403,
      );
      expect(body.error).toBe('FORBIDDEN');
      await send(testApp, agent, 'delete', `/admin/user/disable-2fa?id=${user.id}`).expect(403);
    });

    it('answers 404 for a user that does not exist', async () => {
      const admin = await newUser();
      const { agent } = await passwordStep(testApp, admin);
      const { body } = await send(testApp, agent, 'put', '/admin/user/reset-2fa-secret?id=999999').expect(
        404,
      );
      expect(body.error).toBe('USER_NOT_FOUND');
    });
  });

  describe('resetting one’s own secret', () => {
    it('asks for the password, and refuses a wrong one', async () => {
      const user = await newUser({ role: 'editor' });
      const { agent } = await loginWithNewTwoFactor(testApp, user);
      const wrong = await send(testApp, agent, 'put', '/admin/user/reset-my-2fa-secret', {
        password: 'not-my-password',
      }).expect(400);
      expect(wrong.body.details).toEqual([{ field: 'password', reason: 'The password is not correct' }]);

      await send(testApp, agent, 'put', '/admin/user/reset-my-2fa-secret', {
        password: user.password,
      }).expect(204);
      const { body } = await get(testApp, agent, '/admin/user/get-current-user').expect(200);
      expect(body.twoFactorEnabled).toBe(false);
      // A new phone can be set up at once.
      await get(testApp, agent, '/admin/login/2fa-setup').expect(200);
    });

    it('accepts a current code instead of the password', async () => {
      const user = await newUser({ role: 'editor' });
      const { agent, secret } = await loginWithNewTwoFactor(testApp, user);
      await send(testApp, agent, 'put', '/admin/user/reset-my-2fa-secret', {
        code: await totpCode(secret, 1),
      }).expect(204);
    });

    it('refuses without the password or a code', async () => {
      const user = await newUser({ role: 'editor' });
      const { agent } = await loginWithNewTwoFactor(testApp, user);
      const { body } = await send(testApp, agent, 'put', '/admin/user/reset-my-2fa-secret', {}).expect(400);
      expect(body.message).toMatch(/password or the current code/);
    });
  });

  it('counts a half-logged-in session out at logout', async () => {
    const user = await newUser();
    await loginWithNewTwoFactor(testApp, user);
    const { agent } = await passwordStep(testApp, user);
    await send(testApp, agent, 'post', '/admin/logout').expect(204);
    const { body } = await get(testApp, agent, '/admin/login/2fa-setup').expect(401);
    expect(body.error).toBe('AUTHENTICATION_REQUIRED');
    // A fresh visitor gets nowhere either.
    const visitor = await fetchCsrf(testApp);
    await send(testApp, visitor, 'post', '/admin/login/2fa', { code: '123456' }).expect(401);
  });
});
