import type { Permission } from '@tradeshop/shared';
import { insertAdminRole, insertAdminUser } from '../factories/account.factory';
import type { TestApp } from './test-app';

/** Where requests go: the in-process test app, or a started server (`{ http: () => request(baseUrl) }`). */
export type HttpTarget = Pick<TestApp, 'http'>;

export interface AdminAgent {
  cookies: string[];
  csrf: string;
}

export function cookiePairs(setCookie: string[] | string | undefined): string[] {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0] as string);
}

/** Fetches a CSRF token the way the back office does. */
export async function fetchCsrf(testApp: HttpTarget): Promise<AdminAgent> {
  const response = await testApp.http().get('/admin/login/csrf-token').expect(200);
  return { cookies: cookiePairs(response.headers['set-cookie']), csrf: response.body.token };
}

/** Posts the login form with the agent's cookies and CSRF token; the caller checks the answer. */
export function attemptLogin(
  testApp: HttpTarget,
  agent: AdminAgent,
  credentials: { username: string; password: string },
) {
  return testApp
    .http()
    .post('/admin/login')
    .set('Cookie', agent.cookies)
    .set('X-CSRF-Token', agent.csrf)
    .send(credentials);
}

/** The session cookie (`admin_session=…`) an answer sets, if any. */
export function sessionCookie(setCookie: string[] | string | undefined): string | undefined {
  return cookiePairs(setCookie).find((cookie) => cookie.startsWith('admin_session='));
}

/** Logs in to the back office and returns the cookies and token to send with later requests. */
export async function loginAsAdmin(
  testApp: HttpTarget,
  username: string,
  password: string,
): Promise<AdminAgent> {
  const agent = await fetchCsrf(testApp);
  const response = await attemptLogin(testApp, agent, { username, password }).expect(200);
  return { cookies: [...agent.cookies, ...cookiePairs(response.headers['set-cookie'])], csrf: agent.csrf };
}

/** Logs in a new back-office user whose role grants exactly `permissions`. */
export async function loginWithPermissions(
  testApp: TestApp,
  permissions: readonly Permission[],
): Promise<AdminAgent> {
  const user = await testApp.withClient(async (client) =>
    insertAdminUser(client, { role: await insertAdminRole(client, permissions) }),
  );
  return loginAsAdmin(testApp, user.email, user.password);
}
