import { IDENTITY_LIMITS } from '@tradeshop/shared';
import { attemptLogin, fetchCsrf } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** Failed back-office logins (each for another account, so only the per-address limit can trip) from one client. */
async function failedLoginsFrom(testApp: TestApp, forwardedFor: string, count: number): Promise<number[]> {
  const agent = await fetchCsrf(testApp);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt++) {
    const response = await attemptLogin(testApp, agent, {
      username: `nobody-${forwardedFor}-${attempt}@shop.example`,
      password: 'not the password at all',
    }).set('X-Forwarded-For', forwardedFor);
    statuses.push(response.status);
  }
  return statuses;
}

describe('the per-address limits behind a proxy (TRUSTED_PROXIES)', () => {
  const limit = IDENTITY_LIMITS.loginAttemptsPerAddressPerWindow;

  it('counts each visitor the trusted proxy names on its own', async () => {
    // The test client connects from loopback, as a proxy on the same host does.
    const testApp = await startTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1/32, ::1' } });
    try {
      const first = await failedLoginsFrom(testApp, '203.0.113.7', limit + 1);
      expect(first.slice(0, limit).every((status) => status === 401)).toBe(true);
      expect(first[limit]).toBe(429);
      expect(await failedLoginsFrom(testApp, '198.51.100.9', 1)).toEqual([401]);
    } finally {
      await testApp.close();
    }
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const testApp = await startTestApp({ env: { TRUSTED_PROXIES: '10.0.0.0/8' } });
    try {
      await failedLoginsFrom(testApp, '203.0.113.7', limit);
      // A forged header does not buy a fresh allowance: the connection's own address is counted.
      expect(await failedLoginsFrom(testApp, '198.51.100.9', 1)).toEqual([429]);
    } finally {
      await testApp.close();
    }
  });
});
