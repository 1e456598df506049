import { cookiePairs, type AdminAgent } from './admin-session';
import type { TestApp } from './test-app';

/** A storefront visitor: their cookies and the CSRF token their forms carry. */
export type ShopAgent = AdminAgent;

/** A visitor's first page view: the CSRF cookie and token, as the storefront's root loader gets them. */
export async function visitShop(testApp: TestApp): Promise<ShopAgent> {
  const response = await testApp.http().get('/api/shop/session').expect(200);
  return { cookies: cookiePairs(response.headers['set-cookie']), csrf: response.body.csrfToken };
}

/** Sends the login form as `agent`; the caller checks the answer. */
export function attemptShopLogin(testApp: TestApp, agent: ShopAgent, email: string, password: string) {
  return testApp
    .http()
    .post('/api/shop/account/login')
    .set('Cookie', agent.cookies)
    .set('X-CSRF-Token', agent.csrf)
    .send({ email, password });
}

/** Replaces the agent's cookies with those an answer set (a new session, a cleared one). */
export function withCookies(agent: ShopAgent, setCookie: string[] | string | undefined): ShopAgent {
  const fresh = cookiePairs(setCookie);
  const names = new Set(fresh.map((cookie) => cookie.split('=')[0]));
  return {
    ...agent,
    cookies: [...agent.cookies.filter((cookie) => !names.has(cookie.split('=')[0])), ...fresh],
  };
}

/** Logs in to the storefront and returns the agent to send later requests with. */
export async function loginToShop(testApp: TestApp, email: string, password: string): Promise<ShopAgent> {
  const agent = await visitShop(testApp);
  const response = await attemptShopLogin(testApp, agent, email, password).expect(200);
  return withCookies(agent, response.headers['set-cookie']);
}
