import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { InProcessJobQueue } from '../../../src/jobs/in-process-job-queue';
import { ERP_ORDER_EXPORTER } from '../../../src/modules/orders/erp/erp-order-exporter';
import { ErpOrderExportService } from '../../../src/modules/orders/erp/erp-order-export.service';
import type { SimulatedErpOrderExporter } from '../../../src/modules/orders/erp/simulated-erp-order-exporter';
import { DEMO_ACCOUNTS } from '../../factories/account.factory';
import {
  buyerWithCart,
  insertOrderableProduct,
  type CheckoutClient,
} from '../../e2e/checkout/checkout-client';
import type { Buyer } from '../../factories/orders.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface OrderRow {
  id: number;
  erp_reference: string | null;
  erp_synced_at: Date | null;
  erp_export_failure: string | null;
  erp_export_attempts: number;
  erp_export_last_attempt_at: Date | null;
}

describe('ERP export of placed orders', () => {
  let testApp: TestApp;
  let products: number[];
  let admin: AdminAgent;
  let erp: SimulatedErpOrderExporter;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 2, env: { ERP_EXPORT_ORDERS: 'true' } });
    products = await testApp.withClient(async (client) => [
      await insertOrderableProduct(client),
      await insertOrderableProduct(client),
    ]);
    admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    erp = testApp.app.get(ERP_ORDER_EXPORTER);
  });

  afterAll(() => testApp.close());

  const drain = () => testApp.app.get(InProcessJobQueue).drain();

  async function placeOrder(erpCustomerNumber: string | null): Promise<{
    buyer: Buyer;
    checkout: CheckoutClient;
    number: string;
  }> {
    const { buyer, checkout } = await buyerWithCart(testApp, products);
    if (erpCustomerNumber) await connectCompany(buyer.companyId, erpCustomerNumber);
    await checkout.completeSteps();
    const number = (await checkout.place().expect(200)).body.order.number as string;
    await drain();
    return { buyer, checkout, number };
  }

  const connectCompany = (companyId: number, erpCustomerNumber: string) =>
    testApp.withClient((client) =>
      client.query('update customer_company set erp_customer_number = $2 where id = $1', [
        companyId,
        erpCustomerNumber,
      ]),
    );

  const orderRow = (number: string) =>
    testApp.withClient(
      async (client) =>
        (await client.query<OrderRow>('select * from sales_order where number = $1', [number])).rows[0]!,
    );

  const lineStatuses = (number: string) =>
    testApp.withClient(async (client) =>
      (
        await client.query<{ line_status: number }>(
          `select i.line_status from sales_order_item i join sales_order o on o.id = i.order_id
             where o.number = $1 order by i.position`,
          [number],
        )
      ).rows.map((row) => row.line_status),
    );

  const erpHistory = (number: string) =>
    testApp.withClient(
      async (client) =>
        (
          await client.query<{ event: string; actor_kind: string; reason: string }>(
            `select c.event, c.actor_kind, c.reason from order_state_change c
             join sales_order o on o.id = c.order_id where o.number = $1 and c.actor_kind = 'erp'`,
            [number],
          )
        ).rows,
    );

  const erpNumber = () => `${1 + (randomBytes(3).readUIntBE(0, 3) % 8_999_999)}-1`;

  const notSynchronized = () =>
    testApp
      .http()
      .get('/api/admin/orders-not-synchronized?range=[0,99]')
      .set('Cookie', admin.cookies)
      .expect(200);

  it("exports an order of a company the ERP knows and brings back the ERP's number and line statuses", async () => {
    const customerNumber = erpNumber();
    const before = erp.orderCount;
    const { number } = await placeOrder(customerNumber);
    const order = await orderRow(number);
    expect(order.erp_reference).toMatch(/^\d{4}\d{5}$/);
    expect(order.erp_synced_at).not.toBeNull();
    expect(order.erp_export_failure).toBeNull();
    expect(order.erp_export_attempts).toBe(1);
    expect(erp.orderCount).toBe(before + 1);
    expect(await lineStatuses(number)).toEqual([20, 20]);
    expect(await erpHistory(number)).toEqual([
      { event: 'ERP_EXPORTED', actor_kind: 'erp', reason: `ERP order ${order.erp_reference}` },
    ]);
    const listed = (await notSynchronized()).body as { number: string }[];
    expect(listed.map((row) => row.number)).not.toContain(number);
  });

  it('lists an order the ERP refused with the reason, and a retry after the fix converts it', async () => {
    const { buyer, number } = await placeOrder(null);
    const failed = await orderRow(number);
    expect(failed).toMatchObject({
      erp_reference: null,
      erp_synced_at: null,
      erp_export_failure: 'unknown_customer',
    });
    expect(failed.erp_export_attempts).toBe(1);
    expect(failed.erp_export_last_attempt_at).not.toBeNull();

    const list = await notSynchronized();
    expect(list.headers['content-range']).toMatch(/^orders-not-synchronized 0-\d+\/\d+$/);
    const row = (list.body as Record<string, unknown>[]).find((candidate) => candidate.number === number);
    expect(row).toMatchObject({
      id: failed.id,
      reason: 'unknown_customer',
      attempts: 1,
      companyName: 'Buyer Oy',
      customerEmail: buyer.email,
    });
    expect(row?.lastAttemptAt).toEqual(expect.stringMatching(/Z$/));
    const spec = await testApp
      .http()
      .get('/admin/coreshop/orders/not-synchronized?limit=200')
      .set('Cookie', admin.cookies)
      .expect(200);
    expect(spec.body.success).toBe(true);
    expect(spec.body.data.map((order: { number: string }) => order.number)).toContain(number);

    await connectCompany(buyer.companyId, erpNumber());
    const retried = await testApp
      .http()
      .post('/admin/coreshop/orders/erp-retry')
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .send({ ids: [failed.id] })
      .expect(200);
    expect(retried.body.data.jobs).toEqual([{ orderId: failed.id, number, jobId: expect.any(String) }]);
    await drain();
    const converted = await orderRow(number);
    expect(converted.erp_reference).toMatch(/^\d{9}$/);
    expect(converted).toMatchObject({ erp_export_failure: null, erp_export_attempts: 2 });
    expect(((await notSynchronized()).body as { number: string }[]).map((r) => r.number)).not.toContain(
      number,
    );
  });

  it('retries all not-synchronized orders at once, answering with one job per order', async () => {
    const { number } = await placeOrder(null);
    const retried = await testApp
      .http()
      .post('/api/admin/orders-not-synchronized/retry')
      .set('Cookie', admin.cookies)
      .set('X-CSRF-Token', admin.csrf)
      .send({ all: true })
      .expect(200);
    const queued = retried.body.jobs as { number: string; jobId: string }[];
    expect(queued.map((job) => job.number)).toContain(number);
    await drain();
    expect((await orderRow(number)).erp_export_attempts).toBe(2);
  });

  it('refuses a retry that names no order, or an order the ERP already has, and queues nothing', async () => {
    const { number } = await placeOrder(erpNumber());
    const synchronized = await orderRow(number);
    const send = (body: object) =>
      testApp
        .http()
        .post('/api/admin/orders-not-synchronized/retry')
        .set('Cookie', admin.cookies)
        .set('X-CSRF-Token', admin.csrf)
        .send(body);
    expect((await send({})).status).toBe(400);
    expect((await send({ ids: [] })).status).toBe(400);
    expect((await send({ ids: ['x'] })).status).toBe(400);
    const refused = await send({ ids: [synchronized.id] }).expect(400);
    expect(refused.body.message).toContain(String(synchronized.id));
    await drain();
    expect((await orderRow(number)).erp_export_attempts).toBe(1);
  });

  it('lets the buyer, and only the buyer, start the conversion of their order from the shop', async () => {
    const { buyer, checkout, number } = await placeOrder(null);
    const details = await testApp
      .http()
      .get(`/api/shop/orders/${number}/details`)
      .set('Cookie', checkout.agent.cookies)
      .expect(200);
    expect(details.body).toMatchObject({
      synchronized: false,
      erpOrderNumber: null,
      erpExportFailure: 'unknown_customer',
      erpConversionAllowed: true,
    });
    const start = (agent: { cookies: string[]; csrf: string }, csrf = agent.csrf) =>
      testApp
        .http()
        .post(`/api/shop/orders/${number}/erp-conversion`)
        .set('Cookie', agent.cookies)
        .set('X-CSRF-Token', csrf);

    expect((await start(checkout.agent, 'forged')).status).toBe(403);
    const other = await placeOrder(null);
    expect((await start(other.checkout.agent)).status).toBe(404);
    await drain();
    expect((await orderRow(number)).erp_export_attempts).toBe(1);

    await connectCompany(buyer.companyId, erpNumber());
    const started = await start(checkout.agent).expect(202);
    expect(started.body).toEqual({ jobId: expect.any(String), erpOrderNumber: null });
    await drain();
    const after = await testApp
      .http()
      .get(`/api/shop/orders/${number}/details`)
      .set('Cookie', checkout.agent.cookies)
      .expect(200);
    expect(after.body).toMatchObject({
      synchronized: true,
      erpOrderNumber: expect.stringMatching(/^\d{9}$/),
      erpExportFailure: null,
      erpConversionAllowed: false,
    });
    const again = await start(checkout.agent).expect(202);
    expect(again.body).toEqual({ jobId: null, erpOrderNumber: after.body.erpOrderNumber });
  });

  it('exports an order once when its export runs twice at the same time', async () => {
    const { buyer, number } = await placeOrder(null);
    await connectCompany(buyer.companyId, erpNumber());
    const { id } = await orderRow(number);
    const exports = testApp.app.get(ErpOrderExportService);
    const em = testApp.app.get(EntityManager);
    const before = erp.orderCount;
    const outcomes = await Promise.all([exports.export(em.fork(), id), exports.export(em.fork(), id)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['already_exported', 'exported']);
    expect(erp.orderCount).toBe(before + 1);
    expect(await erpHistory(number)).toHaveLength(1);
    expect((await orderRow(number)).erp_export_attempts).toBe(2);
  });

  it("moves line statuses forward from the ERP's data, never back", async () => {
    const { number } = await placeOrder(erpNumber());
    expect(await lineStatuses(number)).toEqual([20, 20]);
    await testApp.withClient((client) =>
      client.query(
        `update sales_order_item set line_status = 60
         where position = 2 and order_id = (select id from sales_order where number = $1)`,
        [number],
      ),
    );
    const result = await testApp.app.get(ErpOrderExportService).syncStatuses();
    expect(result.checked).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBe(0);
    expect(await lineStatuses(number)).toEqual([30, 60]);
    await testApp.app.get(ErpOrderExportService).syncStatuses();
    expect(await lineStatuses(number)).toEqual([45, 60]);
  });
});
