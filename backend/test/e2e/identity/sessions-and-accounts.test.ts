import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { IDENTITY_LIMITS } from '@tradeshop/shared';
import type { OneTimeTokenPurpose } from '../../../src/modules/identity/entities/one-time-token.entity';
import { OneTimeTokenService } from '../../../src/modules/identity/one-time-token.service';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { attemptLogin, fetchCsrf, sessionCookie } from '../../support/admin-session';
import { get, passwordStep, send } from '../../support/admin-two-factor';
import {
  attemptShopLogin,
  loginToShop,
  visitShop,
  withCookies,
  type ShopAgent,
} from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * Sessions and accounts across both doors (ASVS V2 and V3), where the feature files leave a gap. Covered there
 * and not repeated here: a password change or reset ending every other session (account.test.ts,
 * admin-password-reset.test.ts, users.test.ts), reset links used once and refused once expired (the same), a
 * TOTP code refused when replayed within its window (two-factor.test.ts), a new session id at every login and
 * impersonation (shop-login.test.ts, admin-login.test.ts, impersonation.test.ts), logout ending the session
 * (the same), and the limits shared by two API processes through Redis (platform/two-instances.test.ts).
 */
describe('sessions and accounts', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const shopSession = (agent: ShopAgent) =>
    testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
  const shopPost = (agent: ShopAgent, path: string, body?: object) =>
    testApp.http().post(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf).send(body);
  const issueToken = (purpose: OneTimeTokenPurpose, subjectId: number, ttlMs = 60_000) =>
    testApp.app
      .get(OneTimeTokenService)
      .issue(purpose, subjectId, ttlMs, testApp.app.get(MikroORM).em.fork());
  const expireTokensOf = (purpose: OneTimeTokenPurpose, subjectId: number) =>
    testApp.withClient((client) =>
      client.query(
        `update one_time_token set expires_at = now() - interval '1 second' where purpose = $1 and subject_id = $2`,
        [purpose, subjectId],
      ),
    );
  /** A documentation address (RFC 5737) of its own for each use, as a proxy in front of the shop reports it. */
  let lastAddress = 0;
  const address = () => `203.0.113.${(lastAddress += 1)}`;

  describe('an invitation link', () => {
    it('sets a customer’s first password once: the second use is refused and the first password stays', async () => {
      const customer = await testApp.withClient((client) => insertCustomer(client));
      const { token } = await issueToken('customer_invitation', customer.id);
      const visitor = await visitShop(testApp);
      const choose = (password: string) =>
        shopPost(visitor, `/api/shop/account/password-reset/${token}`, {
          password,
          passwordRepeat: password,
        });
      await choose('first-own-password').expect(200);
      const again = await choose('attackers-password').expect(400);
      expect(again.body).toMatchObject({
        error: 'TOKEN_INVALID',
        message: expect.stringMatching(/already been used/),
      });
      await loginToShop(testApp, customer.email, 'first-own-password');
      await attemptShopLogin(testApp, await visitShop(testApp), customer.email, 'attackers-password').expect(
        401,
      );
    });

    it('is refused once expired, for a customer and for a back-office user', async () => {
      const customer = await testApp.withClient((client) => insertCustomer(client));
      const user = await testApp.withClient((client) => insertAdminUser(client));
      const shopToken = (await issueToken('customer_invitation', customer.id)).token;
      const adminToken = (await issueToken('admin_invitation', user.id)).token;
      await expireTokensOf('customer_invitation', customer.id);
      await expireTokensOf('admin_invitation', user.id);

      const visitor = await visitShop(testApp);
      const shop = await shopPost(visitor, `/api/shop/account/password-reset/${shopToken}`, {
        password: 'late-password-2026',
        passwordRepeat: 'late-password-2026',
      }).expect(400);
      expect(shop.body.error).toBe('TOKEN_INVALID');
      const backOfficeVisitor = await fetchCsrf(testApp);
      const admin = await send(testApp, backOfficeVisitor, 'post', '/admin/login/reset-password', {
        token: adminToken,
        password: 'late-password-2026',
        passwordRepeat: 'late-password-2026',
      }).expect(400);
      expect(admin.body.message).toMatch(/expired or has already been used/);
      await attemptLogin(testApp, backOfficeVisitor, {
        username: user.email,
        password: 'late-password-2026',
      }).expect(401);
    });
  });

  describe('session fixation', () => {
    it('never adopts a shop session id planted before the login', async () => {
      const customer = await testApp.withClient((client) => insertCustomer(client));
      const planted = `shop_session=${randomBytes(32).toString('base64url')}`;
      const visitor = await visitShop(testApp);
      const victim = { ...visitor, cookies: [...visitor.cookies, planted] };
      const login = await attemptShopLogin(testApp, victim, customer.email, customer.password).expect(200);
      const loggedIn = withCookies(victim, login.headers['set-cookie']);
      expect(loggedIn.cookies).not.toContain(planted);
      expect((await shopSession(loggedIn)).body.customer.email).toBe(customer.email);
      const attacker = { ...visitor, cookies: [...visitor.cookies, planted] };
      expect((await shopSession(attacker)).body.customer).toBeNull();
    });

    it('never adopts a back-office session id planted before the login', async () => {
      const user = await testApp.withClient((client) => insertAdminUser(client));
      const planted = `admin_session=${randomBytes(32).toString('base64url')}`;
      const visitor = await fetchCsrf(testApp);
      const victim = { ...visitor, cookies: [...visitor.cookies, planted] };
      const { agent } = await passwordStep(testApp, user, victim);
      expect(sessionCookie(agent.cookies)).not.toBe(planted);
      await get(testApp, agent, '/admin/user/get-current-user').expect(200);
      await get(testApp, victim, '/admin/user/get-current-user').expect(401);
    });
  });

  it('ends a salesrep’s impersonation session at logout: its cookie replayed later is refused', async () => {
    const customer = await testApp.withClient((client) =>
      insertCustomer(client, { company: { name: 'Acted Oy', organizationNumber: `FI${Date.now()}` } }),
    );
    const salesrep = await testApp.withClient((client) =>
      insertCustomer(client, { kind: 'salesrep', impersonatesAll: true }),
    );
    const rep = await loginToShop(testApp, salesrep.email, salesrep.password);
    const started = await shopPost(rep, '/api/shop/impersonation', { email: customer.email }).expect(200);
    const acting = withCookies(rep, started.headers['set-cookie']);
    expect((await shopSession(acting)).body.customer.email).toBe(customer.email);

    await shopPost(acting, '/api/shop/account/logout').expect(204);
    const replayed = await shopSession(acting);
    expect(replayed.body).toMatchObject({ customer: null, salesrep: null });
    await testApp.http().get('/api/shop/account/profile').set('Cookie', acting.cookies).expect(401);
  });

  describe('login limits per address', () => {
    it(`refuses the shop login from an address after ${IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow} failures on many accounts, and only from there`, async () => {
      const customer = await testApp.withClient((client) => insertCustomer(client));
      const from = address();
      const visitor = await visitShop(testApp);
      const attempt = (email: string, password: string, ip: string) =>
        attemptShopLogin(testApp, visitor, email, password).set('X-Forwarded-For', ip);
      // A password tried on many accounts: no single account reaches its own limit.
      const sprayed = await Promise.all(
        Array.from({ length: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow }, (_, index) =>
          attempt(`sprayed-${index}-${randomBytes(3).toString('hex')}@example.test`, 'Summer2026!', from),
        ),
      );
      expect(sprayed.map((response) => response.status)).toEqual(sprayed.map(() => 401));

      const blocked = await attempt(customer.email, customer.password, from).expect(429);
      expect(blocked.body.message).toMatch(/Too many attempts/);
      await attempt(customer.email, customer.password, address()).expect(200);
    });

    it(`refuses the back-office login from an address after ${IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow} failures on many accounts, and only from there`, async () => {
      const user = await testApp.withClient((client) => insertAdminUser(client));
      const from = address();
      const visitor = await fetchCsrf(testApp);
      const attempt = (username: string, password: string, ip: string) =>
        attemptLogin(testApp, visitor, { username, password }).set('X-Forwarded-For', ip);
      const sprayed = await Promise.all(
        Array.from({ length: IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow }, (_, index) =>
          attempt(`sprayed-${index}-${randomBytes(3).toString('hex')}@tradeshop.test`, 'Summer2026!', from),
        ),
      );
      expect(sprayed.map((response) => response.status)).toEqual(sprayed.map(() => 401));

      const blocked = await attempt(user.email, user.password, from).expect(429);
      expect(blocked.body.message).toMatch(/Too many attempts/);
      await attempt(user.email, user.password, address()).expect(200);
    });
  });
});
