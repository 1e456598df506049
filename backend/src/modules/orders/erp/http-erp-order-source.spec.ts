import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DomainError } from '../../../common/errors/domain-error';
import { HttpErpOrderSource, type ErpHttpFailure } from './http-erp-order-source';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

describe('the ERP over HTTP', () => {
  let server: Server;
  let handler: Handler;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function source(onFailure?: (failure: ErpHttpFailure) => void, timeoutMs = 2_000) {
    return new HttpErpOrderSource({ url, clientId: 'shop', clientSecret: 's3cret', timeoutMs }, onFailure);
  }

  async function failureOf(work: Promise<unknown>): Promise<DomainError> {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }

  it("sends the client credentials and reads the company's orders", async () => {
    let seen: IncomingMessage | undefined;
    handler = (request, response) => {
      seen = request;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ items: [{ number: 'E1', orderTypeCode: 21 }], total: 1 }));
    };
    const page = await source().listOrders('1234567-8', { page: 2, perPage: 10 });
    expect(page).toEqual({ items: [{ number: 'E1', orderTypeCode: 21 }], total: 1 });
    expect(seen?.url).toBe('/erp/customers/1234567-8/orders?page=2&perPage=10');
    expect(seen?.headers.authorization).toBe(`Basic ${Buffer.from('shop:s3cret').toString('base64')}`);
  });

  it('never sends a customer number that could step out of its path', async () => {
    const seen: string[] = [];
    handler = (request, response) => {
      seen.push(request.url ?? '');
      response.end(JSON.stringify({ items: [], total: 0 }));
    };
    for (const customerNumber of ['..', '../admin', 'C/1', '%2e%2e', '']) {
      const failures: ErpHttpFailure[] = [];
      const error = await failureOf(
        source((failure) => failures.push(failure)).listOrders(customerNumber, { page: 1, perPage: 5 }),
      );
      expect(error.code).toBe('REMOTE_ORDERS_FETCH_FAILED');
      expect(failures.map((failure) => failure.reason)).toEqual(['customer_number']);
      await failureOf(source().getOrder(customerNumber, 'E1'));
    }
    expect(seen).toEqual([]);
  });

  it('answers no order for a number the ERP does not know', async () => {
    handler = (_request, response) => {
      response.statusCode = 404;
      response.end();
    };
    await expect(source().getOrder('1234567-8', 'E404')).resolves.toBeNull();
  });

  it("turns a 401 into 'remote_orders_fetch_failed'", async () => {
    handler = (_request, response) => {
      response.statusCode = 401;
      response.end('Unauthorized');
    };
    const failures: ErpHttpFailure[] = [];
    const error = await failureOf(
      source((failure) => failures.push(failure)).listOrders('1', { page: 1, perPage: 5 }),
    );
    expect(error.code).toBe('REMOTE_ORDERS_FETCH_FAILED');
    expect(error.details).toEqual([{ reason: 'remote_orders_fetch_failed' }]);
    expect(failures.map((failure) => failure.reason)).toEqual(['authentication']);
  });

  it("turns 'Unable to authenticate client' into the same message, whatever the status", async () => {
    handler = (_request, response) => {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: 'Unable to authenticate client' }));
    };
    const failures: ErpHttpFailure[] = [];
    const error = await failureOf(source((failure) => failures.push(failure)).getOrder('1', 'E1'));
    expect(error.code).toBe('REMOTE_ORDERS_FETCH_FAILED');
    expect(failures.map((failure) => failure.reason)).toEqual(['authentication']);
  });

  it('turns a closed connection into the same message', async () => {
    handler = (request) => request.socket.destroy();
    const failures: ErpHttpFailure[] = [];
    const error = await failureOf(
      source((failure) => failures.push(failure)).listOrders('1', { page: 1, perPage: 5 }),
    );
    expect(error.code).toBe('REMOTE_ORDERS_FETCH_FAILED');
    expect(failures.map((failure) => failure.reason)).toEqual(['unreachable']);
  });

  it('turns an ERP that does not answer in time into the same message', async () => {
    const pending: ServerResponse[] = [];
    handler = (_request, response) => pending.push(response);
    const failures: ErpHttpFailure[] = [];
    const error = await failureOf(
      source((failure) => failures.push(failure), 200).listOrders('1', { page: 1, perPage: 5 }),
    );
    for (const response of pending) response.end();
    expect(error.code).toBe('REMOTE_ORDERS_FETCH_FAILED');
    expect(failures.map((failure) => failure.reason)).toEqual(['timeout']);
  });

  it('turns an answer that is not an order list into the same message', async () => {
    handler = (_request, response) => response.end('<html>maintenance</html>');
    const error = await failureOf(source().listOrders('1', { page: 1, perPage: 5 }));
    expect(error.code).toBe('REMOTE_ORDERS_FETCH_FAILED');
  });
});
