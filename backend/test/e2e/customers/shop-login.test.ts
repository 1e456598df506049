import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { attemptShopLogin, loginToShop, visitShop, withCookies } from '../../support/shop-session';
import { insertCustomer } from '../../factories/account.factory';
import { startTestApp, type TestApp } from '../../support/test-app';

const { customer, salesrep } = DEMO_ACCOUNTS;

function sessionOf(cookies: string[]): string | undefined {
  return cookies.find((cookie) => cookie.startsWith('shop_session='));
}

describe('storefront login', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0 });
  });

  afterAll(() => testApp.close());

  it('gives a visitor a CSRF token and no customer', async () => {
    const agent = await visitShop(testApp);
    expect(agent.csrf).toMatch(/\./);
    const { body } = await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
    expect(body).toEqual({ csrfToken: agent.csrf, customer: null, salesrep: null });
  });

  it('logs a customer in with the e-mail as username, in any letter case', async () => {
    const agent = await loginToShop(testApp, customer.email.toUpperCase(), customer.password);
    const { body } = await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
    expect(body.customer).toMatchObject({
      email: customer.email,
      kind: 'customer',
      companyId: expect.any(Number),
    });
    expect(body.salesrep).toBeNull();
  });

  it('sets the session cookie httpOnly and SameSite, and a new one at every login', async () => {
    const visitor = await visitShop(testApp);
    const first = await attemptShopLogin(testApp, visitor, customer.email, customer.password).expect(200);
    const firstAgent = withCookies(visitor, first.headers['set-cookie']);
    const raw = ([] as string[])
      .concat(first.headers['set-cookie'])
      .find((c) => c.startsWith('shop_session='));
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);

    const second = await attemptShopLogin(testApp, firstAgent, customer.email, customer.password).expect(200);
    const secondAgent = withCookies(firstAgent, second.headers['set-cookie']);
    expect(sessionOf(secondAgent.cookies)).not.toEqual(sessionOf(firstAgent.cookies));
    // The session from before the second login no longer counts.
    const { body } = await testApp
      .http()
      .get('/api/shop/session')
      .set('Cookie', firstAgent.cookies)
      .expect(200);
    expect(body.customer).toBeNull();
  });

  it('refuses a wrong password with the same message as an unknown e-mail', async () => {
    const agent = await visitShop(testApp);
    const wrong = await attemptShopLogin(testApp, agent, salesrep.email, 'not-the-password').expect(401);
    const unknown = await attemptShopLogin(testApp, agent, 'nobody@example.test', 'whatever-it-is').expect(
      401,
    );
    expect(wrong.body.message).toBe('Invalid e-mail or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('refuses a login without the CSRF token of the visitor', async () => {
    const agent = await visitShop(testApp);
    const response = await testApp
      .http()
      .post('/api/shop/account/login')
      .set('Cookie', agent.cookies)
      .send({ email: customer.email, password: customer.password })
      .expect(403);
    expect(response.body.error).toBe('CSRF_TOKEN_INVALID');
  });

  it('stops guessing on an account after five wrong passwords, even with the right one', async () => {
    const { email, password } = await testApp.withClient((client) => insertCustomer(client));
    const agent = await visitShop(testApp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await attemptShopLogin(testApp, agent, email, `wrong-${attempt}`).expect(401);
    }
    const blocked = await attemptShopLogin(testApp, agent, email, password).expect(429);
    expect(blocked.body.error).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends the session at logout', async () => {
    const agent = await loginToShop(testApp, customer.email, customer.password);
    await testApp
      .http()
      .post('/api/shop/account/logout')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .expect(204);
    const { body } = await testApp.http().get('/api/shop/session').set('Cookie', agent.cookies).expect(200);
    expect(body.customer).toBeNull();
  });

  describe('behind https', () => {
    let secureApp: TestApp;

    beforeAll(async () => {
      secureApp = await startTestApp({ products: 0, env: { PUBLIC_URL: 'https://shop.example.test' } });
    });

    afterAll(() => secureApp.close());

    it('marks the session cookie Secure when the shop is served over https', async () => {
      const visitor = await visitShop(secureApp);
      const response = await attemptShopLogin(secureApp, visitor, salesrep.email, salesrep.password);
      const raw = ([] as string[])
        .concat(response.headers['set-cookie'])
        .find((cookie) => cookie.startsWith('shop_session='));
      expect(raw).toMatch(/;\s*Secure/i);
    });
  });
});
