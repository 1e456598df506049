import type { AddressInfo } from 'node:net';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'ra-core';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** What a refused request answered, as react-admin's data provider sees it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; message?: string; details?: { field?: string; reason: string }[] },
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

/** The base URL of the test app, listening on a free port so real HTTP clients can reach it. */
export async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen(0, '127.0.0.1');
  const { port } = testApp.app.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * The admin's own data provider (ra-data-simple-rest), with an httpClient that carries the back-office session
 * cookie and CSRF header as the browser does.
 */
export function adminDataProvider(baseUrl: string, agent: AdminAgent): DataProvider {
  const httpClient = async (url: string, options: { method?: string; body?: string } = {}) => {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      body: options.body,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Cookie: agent.cookies.join('; '),
        'X-CSRF-Token': agent.csrf,
      },
    });
    const body = await response.text();
    const json = body ? JSON.parse(body) : undefined;
    if (!response.ok) throw new ApiError(response.status, json ?? {});
    return { status: response.status, headers: response.headers, body, json };
  };
  return simpleRestProvider(`${baseUrl}/api/admin/shop-config`, httpClient);
}

export interface ShopConfigSuite {
  testApp: TestApp;
  agent: AdminAgent;
  dataProvider: DataProvider;
  /** Creates a row through the react-admin door, for the rows a case refers to. */
  create(resource: string, data: Record<string, unknown>): Promise<{ id: number }>;
  /** Calls a spec route (`/admin/coreshop/{resource}/{action}`) as the logged-in user. */
  spec(
    resource: string,
    method: 'get' | 'post' | 'delete',
    action: string,
  ): ReturnType<ReturnType<TestApp['http']>['get']>;
}

/** A test app listening on a port, a back-office login, and the data provider with its session. */
export async function startShopConfigSuite(login: {
  email: string;
  password: string;
}): Promise<ShopConfigSuite> {
  const testApp = await startTestApp({
    products: 0,
    env: process.env.SHOP_CONFIG_LOG ? { LOG_LEVEL: 'error' } : {},
  });
  const baseUrl = await listen(testApp);
  const agent = await loginAsAdmin(testApp, login.email, login.password);
  const dataProvider = adminDataProvider(baseUrl, agent);
  return {
    testApp,
    agent,
    dataProvider,
    create: async (resource, data) => (await dataProvider.create(resource, { data })).data as { id: number },
    spec: (resource, method, action) =>
      testApp
        .http()
        [method](`/admin/coreshop/${resource}/${action}`)
        .set('Cookie', agent.cookies)
        .set('X-CSRF-Token', agent.csrf),
  };
}
