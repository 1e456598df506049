import type { ErpConfig } from '../../../config/app-config';
import {
  isErpCustomerNumber,
  remoteOrdersFetchFailed,
  type RemoteOrder,
  type RemoteOrderPage,
  type RemoteOrderPaging,
  type RemoteOrderSource,
} from './remote-order-source';

/** What the ERP answers when the shop's client credentials are wrong, sometimes with a 200 or 500 status. */
const AUTHENTICATION_REFUSAL = 'Unable to authenticate client';

export interface ErpHttpFailure {
  reason: 'unreachable' | 'timeout' | 'authentication' | 'status' | 'malformed' | 'customer_number';
  detail: string;
}

/**
 * The ERP over HTTP, with the shop's client credentials (HTTP Basic). Expects
 * `GET {ERP_URL}/customers/{customerNumber}/orders?page&perPage` → `{ items, total }` and
 * `GET {ERP_URL}/customers/{customerNumber}/orders/{number}` → the order with its lines, 404 when unknown.
 * A customer number that is not letters, digits and dashes is never sent (it could step out of its path).
 * Every failure (no answer, a timeout, refused credentials, an unexpected answer) becomes
 * `remote_orders_fetch_failed`; the cause goes to `onFailure` for the log, never to the shopper.
 */
export class HttpErpOrderSource implements RemoteOrderSource {
  constructor(
    private readonly config: Pick<ErpConfig, 'url' | 'clientId' | 'clientSecret' | 'timeoutMs'>,
    private readonly onFailure: (failure: ErpHttpFailure) => void = () => undefined,
  ) {}

  async listOrders(customerNumber: string, paging: RemoteOrderPaging): Promise<RemoteOrderPage> {
    const query = new URLSearchParams({ page: String(paging.page), perPage: String(paging.perPage) });
    const body = await this.get(`${this.customerPath(customerNumber)}/orders?${query}`);
    if (!body || !isRecord(body) || !Array.isArray(body.items) || typeof body.total !== 'number') {
      throw this.failed({ reason: 'malformed', detail: 'order list without items and total' });
    }
    return body as unknown as RemoteOrderPage;
  }

  async getOrder(customerNumber: string, orderNumber: string): Promise<RemoteOrder | null> {
    const body = await this.get(
      `${this.customerPath(customerNumber)}/orders/${encodeURIComponent(orderNumber)}`,
    );
    if (body === null) return null;
    if (!isRecord(body) || !Array.isArray(body.lines)) {
      throw this.failed({ reason: 'malformed', detail: 'order without lines' });
    }
    return body as unknown as RemoteOrder;
  }

  private customerPath(customerNumber: string): string {
    if (!isErpCustomerNumber(customerNumber)) {
      throw this.failed({ reason: 'customer_number', detail: 'not letters, digits and dashes' });
    }
    return `customers/${customerNumber}`;
  }

  /** The JSON answer, or null for a 404. */
  private async get(path: string): Promise<unknown> {
    const url = new URL(path, this.config.url!.replace(/\/?$/, '/'));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', authorization: this.authorization() },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw this.failed({ reason: timedOut ? 'timeout' : 'unreachable', detail: String(cause) });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw this.failed({ reason: 'unreachable', detail: String(cause) });
    }
    if (response.status === 401 || text.includes(AUTHENTICATION_REFUSAL)) {
      throw this.failed({ reason: 'authentication', detail: `${response.status} ${text.slice(0, 200)}` });
    }
    if (response.status === 404) return null;
    if (!response.ok) throw this.failed({ reason: 'status', detail: `${response.status}` });
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw this.failed({ reason: 'malformed', detail: 'not JSON' });
    }
  }

  private authorization(): string {
    const credentials = `${this.config.clientId ?? ''}:${this.config.clientSecret ?? ''}`;
    return `Basic ${Buffer.from(credentials).toString('base64')}`;
  }

  private failed(failure: ErpHttpFailure) {
    this.onFailure(failure);
    return remoteOrdersFetchFailed();
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
