import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tradeshop/shared';
import { Customer } from '../../src/modules/customers/entities/customer.entity';
import type { ShopContext } from '../../src/modules/customers/shop-context';
import { ShopContextService } from '../../src/modules/customers/shop-context.service';
import type { ShopIdentity } from '../../src/modules/customers/shop-session';
import { cookiePairs, type AdminAgent, type HttpTarget } from './admin-session';
import type { TestApp } from './test-app';

/** A storefront visitor: their cookies and the CSRF token their forms carry. */
export type ShopAgent = AdminAgent;

/** A visitor's first page view: the CSRF cookie and token, as the storefront's root loader gets them. */
export async function visitShop(testApp: HttpTarget): Promise<ShopAgent> {
  const response = await testApp.http().get('/api/shop/session').expect(200);
  return { cookies: cookiePairs(response.headers['set-cookie']), csrf: response.body.csrfToken };
}

/** Sends the login form as `agent`; the caller checks the answer. */
export function attemptShopLogin(testApp: HttpTarget, agent: ShopAgent, email: string, password: string) {
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
export async function loginToShop(testApp: HttpTarget, email: string, password: string): Promise<ShopAgent> {
  const agent = await visitShop(testApp);
  const response = await attemptShopLogin(testApp, agent, email, password).expect(200);
  return withCookies(agent, response.headers['set-cookie']);
}

/**
 * The shop context a request of `customerId` (null: a visitor) in `locale` resolves to, for calling the shop's
 * services directly; the customer is loaded as the session guard loads them.
 */
export async function shopContextOf(
  testApp: TestApp,
  customerId: number | null,
  locale: Locale,
): Promise<ShopContext> {
  const em = testApp.app.get(EntityManager).fork();
  const customer =
    customerId === null ? null : await em.findOneOrFail(Customer, customerId, { populate: ['company'] });
  const identity = customer
    ? ({ customer, account: customer, salesrep: null } as unknown as ShopIdentity)
    : undefined;
  return RequestContext.create(em, () =>
    testApp.app.get(ShopContextService).resolve({ identity, locale, optional: false }),
  );
}
