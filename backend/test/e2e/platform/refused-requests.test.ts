import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { attemptLogin, fetchCsrf, loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { attemptShopLogin, loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

type Method = 'get' | 'post' | 'put' | 'delete';

const MB = 1024 * 1024;

/**
 * Requests a visitor or attacker can send that the shop once answered with 500: each now gets the 4xx that
 * says what is wrong, at the edge, before any guard or query sees it.
 */
describe('requests refused at the edge', () => {
  let testApp: TestApp;
  let customer: ShopAgent;
  let administrator: AdminAgent;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 1 });
    [customer, administrator] = await Promise.all([
      loginToShop(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password),
      loginAsAdmin(testApp, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password),
    ]);
  });

  afterAll(() => testApp.close());

  function send(agent: AdminAgent, method: Method, path: string, body?: unknown) {
    const call = testApp.http()[method](path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
    return body === undefined ? call : call.send(body as object);
  }

  describe('a NUL character (which PostgreSQL refuses in text)', () => {
    it.each<[Method, string]>([
      ['get', '/api/shop/products/%00?locale=en'],
      ['get', '/api/shop/products/%00/datasheet.pdf?locale=en'],
      ['get', '/api/shop/pages/%00?locale=en'],
      ['get', '/api/shop/orders/%00'],
      ['post', '/api/shop/orders/%00/payment/retry'],
      ['get', '/api/shop/products/x%00y?locale=en'],
    ])('as the id in %s %s names nothing: 404', async (method, path) => {
      const response = await send(customer, method, path);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: 'NOT_FOUND', message: expect.stringMatching(/NUL/) });
    });

    it('in the query string is bad input: 400', async () => {
      const response = await send(customer, 'get', '/api/shop/search?locale=en&q=cable%00');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: expect.stringMatching(/NUL/),
      });
    });

    it('in a JSON body names the field that holds it: 400', async () => {
      const visitor = await visitShop(testApp);
      const response = await attemptShopLogin(
        testApp,
        visitor,
        'buyer\u0000@example.test',
        'secret-password',
      );
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ field: 'email', reason: expect.stringMatching(/NUL/) }]);
    });
  });

  describe('a login whose fields are not text', () => {
    it('answers the storefront login 400 saying the e-mail must be an e-mail address', async () => {
      const visitor = await visitShop(testApp);
      const response = await testApp
        .http()
        .post('/api/shop/account/login')
        .set('Cookie', visitor.cookies)
        .set('X-CSRF-Token', visitor.csrf)
        .send({ email: 12345, password: 12345 });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'email', reason: 'email must be an e-mail address' },
        { field: 'password', reason: 'password must be text' },
      ]);
    });

    it('answers the back-office login 400 the same way', async () => {
      const visitor = await fetchCsrf(testApp);
      const response = await attemptLogin(testApp, visitor, { username: 12345, password: 12345 } as never);
      expect(response.status).toBe(400);
      expect(response.body.details).toContainEqual({
        field: 'username',
        reason: 'username must be an e-mail address',
      });
    });
  });

  describe('a JSON body over 1 MB', () => {
    it.each<[string, string, number]>([
      ['the shop API', '/api/shop/cart/items', 1],
      ['the shop API', '/api/shop/account/login', 10],
      ['the react-admin door', '/api/admin/products', 1],
      ['the spec door', '/admin/user/add', 10],
    ])('to %s (%s, %d MB) is refused with 413 and the limit', async (_door, path, megabytes) => {
      const agent = path.startsWith('/api/shop') ? customer : administrator;
      const response = await send(agent, 'post', path, { text: 'x'.repeat(megabytes * MB) });
      expect(response.status).toBe(413);
      expect(response.body).toMatchObject({
        error: 'REQUEST_TOO_LARGE',
        message: 'The request is too large: at most 1 MB can be sent.',
      });
    });
  });

  describe('a back-office action on one user without its ?id=', () => {
    it.each<[Method, string]>([
      ['get', '/admin/user/get-token-login-link'],
      ['delete', '/admin/user/disable-2fa'],
      ['put', '/admin/user/reset-2fa-secret'],
      ['get', '/admin/pimcoredataimporter/dataobject/config/get'],
    ])('%s %s answers 400 naming the missing id', async (method, path) => {
      const response = await send(administrator, method, path);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'VALIDATION_FAILED',
        message: 'id is required',
        details: [{ field: 'id', reason: 'required' }],
      });
    });
  });
});
