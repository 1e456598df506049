import { insertAdminUser } from '../../factories/account.factory';
import { fetchCsrf, type AdminAgent } from '../../support/admin-session';
import { get, passwordStep, send } from '../../support/admin-two-factor';
import { linkIn, MailCatcher } from '../../support/mail-catcher';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'http://shop.test';
const RESET_LINK_PREFIX = `${PUBLIC_URL}/admin/#/reset-password/`;
const NEW_PASSWORD = 'a-new-password-2026';

describe('back-office lost password', () => {
  const catcher = new MailCatcher();
  let testApp: TestApp;
  let visitor: AdminAgent;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 0, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    visitor = await fetchCsrf(testApp);
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  const newUser = () => testApp.withClient((client) => insertAdminUser(client));

  /** Asks for a reset link and returns the token from the mail. */
  async function resetTokenFor(email: string): Promise<string> {
    const before = catcher.to(email).length;
    await send(testApp, visitor, 'post', '/admin/login/lostpassword', { email }).expect(202);
    const mail = await catcher.waitFor(email, () => catcher.to(email).length > before);
    return decodeURIComponent(linkIn(mail, RESET_LINK_PREFIX).slice(RESET_LINK_PREFIX.length));
  }

  const setPassword = (token: string, password = NEW_PASSWORD, passwordRepeat = password) =>
    send(testApp, visitor, 'post', '/admin/login/reset-password', { token, password, passwordRepeat });

  it('mails a link with which the user chooses a new password and then logs in with it', async () => {
    const user = await newUser();
    const before = catcher.to(user.email).length;
    await send(testApp, visitor, 'post', '/admin/login/lostpassword', { email: user.email }).expect(202);
    const mail = await catcher.waitFor(user.email, () => catcher.to(user.email).length > before);
    expect(mail.subject).toBe('Reset your TradeShop back-office password');
    expect(mail.text).toContain('within 60 minutes');
    const token = decodeURIComponent(linkIn(mail, RESET_LINK_PREFIX).slice(RESET_LINK_PREFIX.length));

    const { body: info } = await get(testApp, visitor, `/admin/login/reset-password?token=${token}`).expect(
      200,
    );
    expect(info).toEqual({ email: user.email, invitation: false });
    await setPassword(token).expect(204);

    const { status } = await passwordStep(testApp, { email: user.email, password: NEW_PASSWORD });
    expect(status).toBe('logged-in');
    const old = await send(testApp, visitor, 'post', '/admin/login', {
      username: user.email,
      password: user.password,
    }).expect(401);
    expect(old.body.error).toBe('INVALID_CREDENTIALS');
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const user = await newUser();
    const known = await send(testApp, visitor, 'post', '/admin/login/lostpassword', { email: user.email });
    const unknown = await send(testApp, visitor, 'post', '/admin/login/lostpassword', {
      email: 'nobody-here@tradeshop.test',
    });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    await catcher.waitFor(user.email);
    expect(catcher.to('nobody-here@tradeshop.test')).toEqual([]);
  });

  it('accepts a link only once', async () => {
    const user = await newUser();
    const token = await resetTokenFor(user.email);
    await setPassword(token).expect(204);
    const { body } = await setPassword(token, 'yet-another-password').expect(400);
    expect(body.error).toBe('TOKEN_INVALID');
    expect(body.message).toMatch(/expired or has already been used/);
  });

  it('refuses an expired link', async () => {
    const user = await newUser();
    const token = await resetTokenFor(user.email);
    await testApp.withClient((client) =>
      client.query(
        `update one_time_token set expires_at = now() - interval '1 second'
          where purpose = 'admin_password_reset' and subject_id = $1`,
        [user.id],
      ),
    );
    const { body } = await setPassword(token).expect(400);
    expect(body.error).toBe('TOKEN_INVALID');
    await get(testApp, visitor, `/admin/login/reset-password?token=${token}`).expect(400);
  });

  it('only the newest link works after asking twice', async () => {
    const user = await newUser();
    const first = await resetTokenFor(user.email);
    const second = await resetTokenFor(user.email);
    await setPassword(first).expect(400);
    await setPassword(second).expect(204);
  });

  it('ends every session of the user when the password is reset', async () => {
    const user = await newUser();
    const { agent } = await passwordStep(testApp, user);
    await get(testApp, agent, '/admin/user/get-current-user').expect(200);
    await setPassword(await resetTokenFor(user.email)).expect(204);
    await get(testApp, agent, '/admin/user/get-current-user').expect(401);
  });

  it('refuses passwords that do not match or are too short, and keeps the link usable', async () => {
    const user = await newUser();
    const token = await resetTokenFor(user.email);
    const mismatch = await setPassword(token, NEW_PASSWORD, 'something-else-2026').expect(400);
    expect(mismatch.body.details).toEqual([
      { field: 'passwordRepeat', reason: 'The two passwords do not match' },
    ]);
    const short = await setPassword(token, 'short').expect(400);
    expect(short.body.details).toEqual([
      { field: 'password', reason: 'password must be between 10 and 256 characters long' },
    ]);
    await setPassword(token).expect(204);
  });

  it('refuses a request without the CSRF token', async () => {
    const user = await newUser();
    const { body } = await testApp
      .http()
      .post('/admin/login/lostpassword')
      .set('Cookie', visitor.cookies)
      .send({ email: user.email })
      .expect(403);
    expect(body.error).toBe('CSRF_TOKEN_INVALID');
  });

  it('refuses a bad e-mail address with a message', async () => {
    const { body } = await send(testApp, visitor, 'post', '/admin/login/lostpassword', {
      email: 'not-an-address',
    }).expect(400);
    expect(body.details).toEqual([{ field: 'email', reason: 'email must be an e-mail address' }]);
  });

  it('limits reset requests per account', async () => {
    const user = await newUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await send(testApp, visitor, 'post', '/admin/login/lostpassword', { email: user.email }).expect(202);
    }
    const response = await send(testApp, visitor, 'post', '/admin/login/lostpassword', {
      email: user.email,
    }).expect(429);
    expect(response.body.error).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits failed logins per account', async () => {
    const user = await newUser();
    const attempt = (password: string) =>
      send(testApp, visitor, 'post', '/admin/login', { username: user.email, password });
    for (let count = 0; count < 5; count += 1) await attempt('wrong-password').expect(401);
    const { body } = await attempt(user.password).expect(429);
    expect(body.error).toBe('TOO_MANY_ATTEMPTS');
  });
});
