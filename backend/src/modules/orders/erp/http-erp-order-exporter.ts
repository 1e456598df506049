import type { ErpConfig } from '../../../config/app-config';
import {
  ErpExportFailed,
  parseErpOrderState,
  type ErpExportOrder,
  type ErpOrderExporter,
  type ErpOrderState,
} from './erp-order-exporter';
import { HttpErpOrderSource, type ErpHttpFailure } from './http-erp-order-source';

/** What the ERP answers when the shop's client credentials are wrong, sometimes with a 200 or 500 status. */
const AUTHENTICATION_REFUSAL = 'Unable to authenticate client';
/** Statuses after which the same request may well succeed a little later. */
const TRANSIENT_STATUSES = new Set([408, 409, 425, 429]);

/**
 * Placed orders to the ERP over HTTP, with the shop's client credentials (HTTP Basic):
 * `POST {ERP_URL}/orders` with the order as JSON and `Idempotency-Key: <shop order number>`, so that a repeated
 * export (a retried job, two workers) creates one ERP order; the ERP answers
 * `{ orderNumber, orderTypeCode, lines: [{ position, lineStatus }] }`. A 4xx answer names why the ERP refuses in
 * `{ error, message }` (`error: 'unknown_customer'` when it does not know the company). Exported orders are read
 * back through the order history's route, `GET {ERP_URL}/customers/{customerNumber}/orders/{erpOrderNumber}`.
 */
export class HttpErpOrderExporter implements ErpOrderExporter {
  private readonly orders: HttpErpOrderSource;

  constructor(
    private readonly config: Pick<ErpConfig, 'url' | 'clientId' | 'clientSecret' | 'timeoutMs'>,
    onReadFailure: (failure: ErpHttpFailure) => void = () => undefined,
  ) {
    this.orders = new HttpErpOrderSource(config, onReadFailure);
  }

  async exportOrder(order: ErpExportOrder): Promise<ErpOrderState> {
    if (!order.erpCustomerNumber) {
      throw new ErpExportFailed('unknown_customer', 'The company has no ERP customer number', false);
    }
    const url = new URL('orders', this.config.url!.replace(/\/?$/, '/'));
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          authorization: this.authorization(),
          'idempotency-key': order.number,
        },
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      throw timedOut
        ? new ErpExportFailed('timeout', `No answer within ${this.config.timeoutMs} ms`, true)
        : new ErpExportFailed('unreachable', `The ERP could not be reached: ${String(cause)}`, true);
    }
    if (response.status === 401 || text.includes(AUTHENTICATION_REFUSAL)) {
      throw new ErpExportFailed('authentication', `${response.status} ${AUTHENTICATION_REFUSAL}`, false);
    }
    if (response.status >= 500 || TRANSIENT_STATUSES.has(response.status)) {
      throw new ErpExportFailed('erp_error', `The ERP answered ${response.status}`, true);
    }
    if (!response.ok) throw refusal(response.status, text);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ErpExportFailed('malformed', 'The ERP answered something that is not JSON', false);
    }
    const state = parseErpOrderState(body);
    if (!state) {
      throw new ErpExportFailed(
        'malformed',
        'The ERP answered without an order number and line statuses',
        false,
      );
    }
    return state;
  }

  async orderState(erpCustomerNumber: string, erpOrderNumber: string): Promise<ErpOrderState | null> {
    const order = await this.orders.getOrder(erpCustomerNumber, erpOrderNumber);
    if (!order) return null;
    return parseErpOrderState({
      orderNumber: order.number,
      orderTypeCode: order.orderTypeCode,
      lines: order.lines.map(({ position, lineStatus }) => ({ position, lineStatus })),
    });
  }

  private authorization(): string {
    const credentials = `${this.config.clientId ?? ''}:${this.config.clientSecret ?? ''}`;
    return `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
}

/** A 4xx answer: the ERP will not take this order as it is. Its own message goes to the back office. */
function refusal(status: number, text: string): ErpExportFailed {
  let error: unknown;
  let message: unknown;
  try {
    ({ error, message } = JSON.parse(text) as { error?: unknown; message?: unknown });
  } catch {
    // Not JSON: the status alone says it.
  }
  const said = typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : null;
  if (error === 'unknown_customer') {
    return new ErpExportFailed('unknown_customer', said ?? 'The ERP does not know the customer', false);
  }
  return new ErpExportFailed('refused', said ?? `The ERP refused the order (${status})`, false);
}
