import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InProcessJobQueue } from '../../../src/jobs/in-process-job-queue';
import { JOB_ATTEMPTS } from '../../../src/jobs/job-queue';
import { buyerWithCart, insertOrderableProduct } from '../../e2e/checkout/checkout-client';
import { startTestApp, type TestApp } from '../../support/test-app';

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

/** An ERP over HTTP that fails as told, then creates one order per idempotency key. */
describe('ERP export over HTTP, retried with backoff', () => {
  let server: Server;
  let testApp: TestApp;
  let product: number;
  let failuresLeft = 0;
  const posts: { key: string; body: { number: string } }[] = [];
  const created = new Map<string, string>();

  const erpAnswer: Answer = (request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const key = String(request.headers['idempotency-key']);
      posts.push({ key, body: JSON.parse(text) as { number: string } });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.statusCode = 503;
        response.end('maintenance');
        return;
      }
      if (!created.has(key)) created.set(key, String(500_000_000 + created.size));
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          orderNumber: created.get(key),
          orderTypeCode: 10,
          lines: [{ position: 1, lineStatus: 20 }],
        }),
      );
    });
  };

  beforeAll(async () => {
    server = createServer(erpAnswer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`;
    testApp = await startTestApp({
      products: 1,
      env: { ERP_SOURCE: 'http', ERP_URL: url, ERP_EXPORT_ORDERS: 'true', ERP_TIMEOUT_MS: '2000' },
    });
    product = await testApp.withClient((client) => insertOrderableProduct(client));
  });

  afterAll(async () => {
    await testApp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function placeConnectedOrder(): Promise<string> {
    const { buyer, checkout } = await buyerWithCart(testApp, [product]);
    await testApp.withClient((client) =>
      client.query("update customer_company set erp_customer_number = 'H-' || id where id = $1", [
        buyer.companyId,
      ]),
    );
    await checkout.completeSteps();
    const number = (await checkout.place().expect(200)).body.order.number as string;
    await testApp.app.get(InProcessJobQueue).drain();
    return number;
  }

  const orderRow = (number: string) =>
    testApp.withClient(
      async (client) =>
        (
          await client.query<{
            erp_reference: string | null;
            erp_export_failure: string | null;
            erp_export_attempts: number;
          }>(
            'select erp_reference, erp_export_failure, erp_export_attempts from sales_order where number = $1',
            [number],
          )
        ).rows[0]!,
    );

  it('tries again after the ERP failed, with the same idempotency key, and ends with one ERP order', async () => {
    failuresLeft = 1;
    posts.length = 0;
    const number = await placeConnectedOrder();
    expect(posts.map((post) => post.key)).toEqual([number, number]);
    expect(posts[0]!.body.number).toBe(number);
    expect(await orderRow(number)).toEqual({
      erp_reference: created.get(number),
      erp_export_failure: null,
      erp_export_attempts: 2,
    });
  });

  it('gives up after the last attempt and keeps the reason for the not-synchronized list', async () => {
    failuresLeft = JOB_ATTEMPTS;
    posts.length = 0;
    const number = await placeConnectedOrder();
    expect(posts).toHaveLength(JOB_ATTEMPTS);
    expect(await orderRow(number)).toEqual({
      erp_reference: null,
      erp_export_failure: 'erp_error',
      erp_export_attempts: JOB_ATTEMPTS,
    });
    const jobs = await testApp.withClient(
      async (client) =>
        (
          await client.query<{ status: string; attempts: number }>(
            `select status, attempts from job where type = 'orders.erp-export' and payload->>'orderId' =
               (select id::text from sales_order where number = $1)`,
            [number],
          )
        ).rows,
    );
    expect(jobs).toEqual([{ status: 'failed', attempts: JOB_ATTEMPTS }]);
  });
});
