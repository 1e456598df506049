import { generate } from 'otplib';
import { cookiePairs, fetchCsrf, type AdminAgent } from './admin-session';
import type { TestApp } from './test-app';

/** The agent with the cookies an answer set, replacing older cookies of the same name. */
export function withSetCookies(agent: AdminAgent, setCookie: string[] | string | undefined): AdminAgent {
  const fresh = cookiePairs(setCookie);
  const names = new Set(fresh.map((cookie) => cookie.split('=')[0]));
  return { ...agent, cookies: [...agent.cookies.filter((c) => !names.has(c.split('=')[0])), ...fresh] };
}

/** The authenticator app's code for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/** A state-changing request with the agent's cookies and CSRF token. */
export function send(
  testApp: TestApp,
  agent: AdminAgent,
  method: 'post' | 'put' | 'delete',
  path: string,
  body?: object,
) {
  const call = testApp.http()[method](path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
  return body === undefined ? call : call.send(body);
}

/** A GET as the back office sends it: with the session cookie and the CSRF token. */
export function get(testApp: TestApp, agent: AdminAgent, path: string) {
  return testApp.http().get(path).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
}

/** Posts the password; the answer's session cookie (full or pending) is in the returned agent. */
export async function passwordStep(
  testApp: TestApp,
  credentials: { email: string; password: string },
  agent?: AdminAgent,
): Promise<{ agent: AdminAgent; status: string }> {
  const start = agent ?? (await fetchCsrf(testApp));
  const response = await send(testApp, start, 'post', '/admin/login', {
    username: credentials.email,
    password: credentials.password,
  }).expect(200);
  return { agent: withSetCookies(start, response.headers['set-cookie']), status: response.body.status };
}

/**
 * Logs in with the password and sets two-factor login up through the API; returns the secret and the
 * logged-in agent. The code used to confirm is the current one, so the next login needs a later one.
 */
export async function loginWithNewTwoFactor(
  testApp: TestApp,
  credentials: { email: string; password: string },
): Promise<{ agent: AdminAgent; secret: string }> {
  const { agent } = await passwordStep(testApp, credentials);
  const setup = await get(testApp, agent, '/admin/login/2fa-setup').expect(200);
  const secret = setup.body.secret as string;
  const verified = await send(testApp, agent, 'post', '/admin/login/2fa-verify', {
    code: await totpCode(secret),
  }).expect(200);
  return { agent: withSetCookies(agent, verified.headers['set-cookie']), secret };
}
