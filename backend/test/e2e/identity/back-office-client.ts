import type { AdminAgent } from '../../support/admin-session';
import type { TestApp } from '../../support/test-app';

type Method = 'get' | 'post' | 'put' | 'delete';

/** Requests sent as a logged-in back-office user: their cookies, and the CSRF token on every call. */
export function backOffice(testApp: TestApp, agent: AdminAgent) {
  const send = (method: Method, url: string) =>
    testApp.http()[method](url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
  return {
    get: (url: string) => send('get', url),
    post: (url: string) => send('post', url),
    put: (url: string) => send('put', url),
    delete: (url: string) => send('delete', url),
  };
}

export type BackOfficeClient = ReturnType<typeof backOffice>;

/** How many rows a table holds, to prove a refused request stored nothing. */
export function countRows(
  testApp: TestApp,
  table: 'admin_user' | 'admin_role' | 'audit_log',
): Promise<number> {
  return testApp.withClient(async (client) => {
    const { rows } = await client.query<{ count: string }>(`select count(*) from ${table}`);
    return Number(rows[0].count);
  });
}
