import { InProcessJobQueue } from '../../../src/jobs/in-process-job-queue';
import { DEMO_ACCOUNTS } from '../../factories/account.factory';
import { buyerWithCart, insertOrderableProduct } from '../../e2e/checkout/checkout-client';
import { loginAsAdmin } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('a shop without an ERP', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 1, env: { ERP_SOURCE: 'builtin', ERP_EXPORT_ORDERS: 'true' } });
  });

  afterAll(() => testApp.close());

  it('exports nothing, offers no conversion, and says why when one is asked for', async () => {
    const product = await testApp.withClient((client) => insertOrderableProduct(client));
    const { checkout } = await buyerWithCart(testApp, [product]);
    await checkout.completeSteps();
    const number = (await checkout.place().expect(200)).body.order.number as string;
    await testApp.app.get(InProcessJobQueue).drain();

    const attempts = await testApp.withClient(
      async (client) =>
        (await client.query('select erp_export_attempts from sales_order where number = $1', [number]))
          .rows[0].erp_export_attempts as number,
    );
    expect(attempts).toBe(0);
    const details = await testApp
      .http()
      .get(`/api/shop/orders/${number}/details`)
      .set('Cookie', checkout.agent.cookies)
      .expect(200);
    expect(details.body).toMatchObject({ synchronized: false, erpConversionAllowed: false });

    const started = await testApp
      .http()
      .post(`/api/shop/orders/${number}/erp-conversion`)
      .set('Cookie', checkout.agent.cookies)
      .set('X-CSRF-Token', checkout.agent.csrf)
      .expect(503);
    expect(started.body.message).toBe('No ERP is connected to the shop, so orders cannot be converted');
    const admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    await testApp
      .http()
      .post('/admin/coreshop/orders/erp-retry')
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .send({ all: true })
      .expect(503);
  });
});
