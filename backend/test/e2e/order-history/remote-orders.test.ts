import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { insertCustomer } from '../../factories/account.factory';
import { loginToShop } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertHistoryOrder } from './history-orders';

/** A logged-in buyer of a company that staff connected to the ERP as `erpCustomerNumber`. */
async function customerOf(testApp: TestApp, erpCustomerNumber: string) {
  const customer = await testApp.withClient((client) =>
    insertCustomer(client, {
      company: { name: 'Remote Oy', organizationNumber: `FI-${erpCustomerNumber}`, erpCustomerNumber },
    }),
  );
  return { ...customer, agent: await loginToShop(testApp, customer.email, customer.password) };
}

describe('remote orders from an ERP that refuses the shop', () => {
  let erp: Server;
  let testApp: TestApp;
  let requests: { url?: string; authorization?: string }[];

  beforeAll(async () => {
    requests = [];
    erp = createServer((request, response) => {
      requests.push({ url: request.url, authorization: request.headers.authorization });
      response.statusCode = 401;
      response.end('Unable to authenticate client');
    });
    await new Promise<void>((resolve) => erp.listen(0, '127.0.0.1', resolve));
    testApp = await startTestApp({
      products: 0,
      env: {
        ERP_URL: `http://127.0.0.1:${(erp.address() as AddressInfo).port}/api`,
        ERP_CLIENT_ID: 'tradeshop',
        ERP_CLIENT_SECRET: 'wrong-secret',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => erp.close(() => resolve()));
  });

  it("asks the ERP under the company's ERP customer number and answers 503 'remote_orders_fetch_failed'", async () => {
    const { agent } = await customerOf(testApp, 'C-20017');
    const response = await testApp
      .http()
      .get('/api/shop/remote-orders')
      .set('Cookie', agent.cookies)
      .expect(503);
    expect(response.body).toMatchObject({
      error: 'REMOTE_ORDERS_FETCH_FAILED',
      message: 'The order history is temporarily unavailable. Please reload the page and try again.',
      details: [{ reason: 'remote_orders_fetch_failed' }],
    });
    expect(requests.at(-1)).toEqual({
      url: '/api/customers/C-20017/orders?page=1&perPage=20',
      authorization: `Basic ${Buffer.from('tradeshop:wrong-secret').toString('base64')}`,
    });
  });
});

describe('remote orders without an ERP (built-in source)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 0, env: { ERP_SOURCE: 'builtin' } });
  });

  afterAll(() => testApp.close());

  it("shows the company's own shop orders as its remote orders", async () => {
    const customer = await customerOf(testApp, 'C-30021');
    const number = await testApp.withClient((client) =>
      insertHistoryOrder(client, {
        customerId: customer.id,
        companyId: customer.companyId,
        orderType: 21,
        lines: [{ sku: 'SAMPLE-1', lineStatus: 45 }],
      }),
    );
    const list = await testApp
      .http()
      .get('/api/shop/remote-orders')
      .set('Cookie', customer.agent.cookies)
      .expect(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ number, orderTypeCode: 21, orderType: 'sample', lineStatuses: [45] }),
    ]);
    const detail = await testApp
      .http()
      .get(`/api/shop/remote-orders/${number}`)
      .set('Cookie', customer.agent.cookies)
      .expect(200);
    expect(detail.body.lines).toEqual([expect.objectContaining({ sku: 'SAMPLE-1', lineStatus: 45 })]);
  });
});
