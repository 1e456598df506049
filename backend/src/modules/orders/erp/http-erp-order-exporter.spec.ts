import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErpExportFailed, type ErpExportOrder } from './erp-order-exporter';
import { HttpErpOrderExporter } from './http-erp-order-exporter';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const ORDER: ErpExportOrder = {
  number: 'FI1000123',
  erpCustomerNumber: '1234567-8',
  orderTypeCode: 10,
  placedAt: '2026-11-27T10:00:00.000Z',
  currency: 'EUR',
  ownOrderNumber: 'PO-1',
  reference: null,
  comment: null,
  preferredDeliveryDate: null,
  completeDelivery: false,
  totalNetMinor: 3780,
  totalGrossMinor: 4687,
  lines: [
    {
      position: 1,
      sku: 'A',
      name: 'A',
      quantity: '2',
      unit: 'PCE',
      unitPriceNetMinor: 1890,
      totalNetMinor: 3780,
    },
  ],
};

describe('the ERP taking orders over HTTP', () => {
  let server: Server;
  let handler: Handler;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => handler(request, body, response));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const exporter = (timeoutMs = 2_000) =>
    new HttpErpOrderExporter({ url, clientId: 'shop', clientSecret: 's3cret', timeoutMs });

  async function failureOf(work: Promise<unknown>): Promise<ErpExportFailed> {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ErpExportFailed);
    return error as ErpExportFailed;
  }

  const answer = (status: number, body: unknown) => {
    handler = (_request, _body, response) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
  };

  it("posts the order with the shop's order number as idempotency key and reads the ERP's number back", async () => {
    let seen: { request: IncomingMessage; body: string } | undefined;
    handler = (request, body, response) => {
      seen = { request, body };
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          orderNumber: '123400042',
          orderTypeCode: 11,
          lines: [{ position: 1, lineStatus: 20 }],
        }),
      );
    };
    const state = await exporter().exportOrder(ORDER);
    expect(state).toEqual({
      erpOrderNumber: '123400042',
      orderTypeCode: 11,
      lines: [{ position: 1, lineStatus: 20 }],
    });
    expect(seen?.request.method).toBe('POST');
    expect(seen?.request.url).toBe('/erp/orders');
    expect(seen?.request.headers['idempotency-key']).toBe('FI1000123');
    expect(seen?.request.headers.authorization).toBe(
      `Basic ${Buffer.from('shop:s3cret').toString('base64')}`,
    );
    expect(JSON.parse(seen!.body)).toEqual(ORDER);
  });

  it('never sends an order whose company has no ERP customer number', async () => {
    let called = false;
    handler = (_request, _body, response) => {
      called = true;
      response.end('{}');
    };
    const failure = await failureOf(exporter().exportOrder({ ...ORDER, erpCustomerNumber: null }));
    expect(failure).toMatchObject({ reason: 'unknown_customer', retryable: false });
    expect(called).toBe(false);
  });

  it("turns the ERP's refusals into reasons that say whether trying again helps", async () => {
    answer(422, { error: 'unknown_customer', message: 'Customer 1234567-8 does not exist' });
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({
      reason: 'unknown_customer',
      detail: 'Customer 1234567-8 does not exist',
      retryable: false,
    });
    answer(400, { error: 'invalid_line', message: 'Article A is blocked' });
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({
      reason: 'refused',
      detail: 'Article A is blocked',
      retryable: false,
    });
    answer(401, 'Unauthorized');
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({ reason: 'authentication' });
    answer(500, { error: 'Unable to authenticate client' });
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({ reason: 'authentication' });
    answer(503, 'maintenance');
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({
      reason: 'erp_error',
      retryable: true,
    });
    answer(429, {});
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({
      reason: 'erp_error',
      retryable: true,
    });
  });

  it('turns an answer that is not an order into a malformed reply', async () => {
    answer(200, '<html>ok</html>');
    expect((await failureOf(exporter().exportOrder(ORDER))).reason).toBe('malformed');
    answer(200, { orderNumber: '1', orderTypeCode: 10, lines: [{ position: 1, lineStatus: 99 }] });
    expect((await failureOf(exporter().exportOrder(ORDER))).reason).toBe('malformed');
    answer(200, { orderNumber: '../x', orderTypeCode: 10, lines: [] });
    expect((await failureOf(exporter().exportOrder(ORDER))).reason).toBe('malformed');
  });

  it('gives up on an ERP that does not answer in time, and one that cannot be reached, to try again later', async () => {
    const pending: ServerResponse[] = [];
    handler = (_request, _body, response) => pending.push(response);
    expect(await failureOf(exporter(200).exportOrder(ORDER))).toMatchObject({
      reason: 'timeout',
      retryable: true,
    });
    for (const response of pending) response.end();
    handler = (request) => request.socket.destroy();
    expect(await failureOf(exporter().exportOrder(ORDER))).toMatchObject({
      reason: 'unreachable',
      retryable: true,
    });
  });

  it("reads an exported order's line statuses and type from the ERP's order route", async () => {
    let path: string | undefined;
    handler = (request, _body, response) => {
      path = request.url;
      response.end(
        JSON.stringify({
          number: '123400042',
          orderTypeCode: 12,
          lines: [{ position: 1, sku: 'A', lineStatus: 45 }],
        }),
      );
    };
    expect(await exporter().orderState('1234567-8', '123400042')).toEqual({
      erpOrderNumber: '123400042',
      orderTypeCode: 12,
      lines: [{ position: 1, lineStatus: 45 }],
    });
    expect(path).toBe('/erp/customers/1234567-8/orders/123400042');
    answer(404, {});
    expect(await exporter().orderState('1234567-8', '123400042')).toBeNull();
  });
});
