import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { attemptLogin, fetchCsrf, loginAsAdmin } from '../../support/admin-session';
import { useServedApp } from '../../support/served-app';
import { attemptShopLogin, visitShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

type Headers = Record<string, string | string[] | undefined>;

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>',
);

/** The directives of a Content-Security-Policy header by name. */
function directives(headers: Headers): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectProtectiveHeaders(headers: Headers): void {
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  });
  expect(headers['x-powered-by']).toBeUndefined();
  expect(directives(headers).get('frame-ancestors')).toEqual(["'none'"]);
}

/** Every <script> element of a page that has no src, with its nonce attribute (or undefined). */
function inlineScripts(html: string): { nonce: string | undefined }[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes]) => attributes ?? '')
    .filter((attributes) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map((attributes) => ({ nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1] }));
}

describe('protective headers and cookies', () => {
  describe('the shop served over http, storefront and back office included', () => {
    const served = useServedApp({ SEED_PRODUCTS: '1' }, ['PUBLIC_URL']);
    const http = () => request(served().server.baseUrl);

    it('gives each storefront page a nonce that every inline script carries, and no other inline script', async () => {
      const [first, second] = await Promise.all([http().get('/en/'), http().get('/en/')]);
      expect(first.status).toBe(200);
      expectProtectiveHeaders(first.headers);
      const scriptSources = directives(first.headers).get('script-src') ?? [];
      expect(scriptSources).not.toContain("'unsafe-inline'");
      const nonce = scriptSources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const scripts = inlineScripts(first.text);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts).toEqual(scripts.map(() => ({ nonce })));
      expect(directives(second.headers).get('script-src')).not.toContain(`'nonce-${nonce}'`);
    });

    it('answers a product address with a NUL character 404 like any unknown product, not 503', async () => {
      const [nul, unknown] = await Promise.all([http().get('/en/p/%00'), http().get('/en/p/x')]);
      expect(unknown.status).toBe(404);
      expect(nul.status).toBe(404);
      expectProtectiveHeaders(nul.headers);
    });

    it('lets the back office run its own scripts only', async () => {
      const page = await http().get('/admin/').expect(200);
      expectProtectiveHeaders(page.headers);
      expect(directives(page.headers).get('script-src')).toEqual(["'self'"]);
      expect(inlineScripts(page.text)).toEqual([]);
    });

    it('sends API answers with a policy that lets them run and load nothing', async () => {
      const answer = await http().get('/api/shop/session').expect(200);
      expectProtectiveHeaders(answer.headers);
      expect(directives(answer.headers).get('default-src')).toEqual(["'none'"]);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    });
  });

  describe('the API behind https', () => {
    const assetsDir = mkdtempSync(join(tmpdir(), 'tradeshop-headers-assets-'));
    let testApp: TestApp;

    beforeAll(async () => {
      testApp = await startTestApp({
        products: 0,
        env: { PUBLIC_URL: 'https://shop.example.test', ASSETS_DIR: assetsDir },
      });
    });

    afterAll(async () => {
      await testApp.close();
      rmSync(assetsDir, { recursive: true, force: true });
    });

    it('asks browsers to keep to https for a year', async () => {
      const answer = await testApp.http().get('/api/shop/session').expect(200);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('sets the shop and back-office session cookies HttpOnly, SameSite and Secure', async () => {
      const [shopVisitor, adminVisitor] = await Promise.all([visitShop(testApp), fetchCsrf(testApp)]);
      const { customer, administrator } = DEMO_ACCOUNTS;
      const [shop, admin] = await Promise.all([
        attemptShopLogin(testApp, shopVisitor, customer.email, customer.password).expect(200),
        attemptLogin(testApp, adminVisitor, {
          username: administrator.email,
          password: administrator.password,
        }),
      ]);
      const cookies = [shop, admin].flatMap((answer) =>
        ([] as string[]).concat(answer.headers['set-cookie']),
      );
      const sessions = cookies.filter((cookie) => /^(shop|admin)_session=/.test(cookie));
      expect(sessions.map((cookie) => cookie.split('=')[0]).sort()).toEqual([
        'admin_session',
        'shop_session',
      ]);
      for (const cookie of sessions) {
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        expect(cookie).toMatch(/;\s*Secure/i);
      }
    });

    it('serves an uploaded SVG as an inline file that runs nothing, named, and never sniffed', async () => {
      const { editor } = DEMO_ACCOUNTS;
      const agent = await loginAsAdmin(testApp, editor.email, editor.password);
      const uploaded = await testApp
        .http()
        .post('/api/admin/assets')
        .set('Cookie', agent.cookies)
        .set('X-CSRF-Token', agent.csrf)
        .attach('files', SVG, { filename: 'badge.svg', contentType: 'image/svg+xml' })
        .expect(201);
      const media = await testApp.http().get(uploaded.body[0].url).expect(200);
      expect(media.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(media.headers['content-disposition']).toBe("inline; filename*=UTF-8''badge.svg");
      expect(media.headers['x-content-type-options']).toBe('nosniff');
      const policy = directives(media.headers);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.has('sandbox')).toBe(true);
    });
  });
});
