import type { OrderLineStatusCode } from '@tradeshop/shared';
import { DomainError } from '../../../common/errors/domain-error';

export interface RemoteOrderPaging {
  page: number;
  perPage: number;
}

export interface RemoteOrderLine {
  position: number;
  sku: string;
  name: string;
  quantity: string;
  unit: string;
  unitPriceNetMinor: number;
  totalNetMinor: number;
  lineStatus: OrderLineStatusCode;
}

/** An order as the ERP knows it: its own number and order type code (storefront spec §4). */
export interface RemoteOrderSummary {
  number: string;
  orderTypeCode: number;
  /** ISO date (YYYY-MM-DD) the ERP registered the order. */
  orderDate: string;
  ownOrderNumber: string | null;
  reference: string | null;
  currency: string;
  totalNetMinor: number;
  totalGrossMinor: number;
  /** The distinct line status codes of the order's lines, lowest first. */
  lineStatuses: OrderLineStatusCode[];
}

export interface RemoteOrder extends RemoteOrderSummary {
  lines: RemoteOrderLine[];
}

export interface RemoteOrderPage {
  items: RemoteOrderSummary[];
  total: number;
}

/**
 * Where a company's orders in the ERP come from, newest first. `customerNumber` is the company's customer
 * number in the ERP, which staff set (never the organization number a registration declares), and always
 * matches `ERP_CUSTOMER_NUMBER_PATTERN`. Failing to reach the ERP throws `remoteOrdersFetchFailed()`, whatever
 * the cause.
 */
export interface RemoteOrderSource {
  listOrders(customerNumber: string, paging: RemoteOrderPaging): Promise<RemoteOrderPage>;
  /** Null when the company has no order with that number. */
  getOrder(customerNumber: string, orderNumber: string): Promise<RemoteOrder | null>;
}

/**
 * An ERP customer number: letters, digits and dashes, as the database's check allows. It becomes a segment of
 * the ERP's URLs, so nothing like `..` or `/` may pass.
 */
export const ERP_CUSTOMER_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z-]{0,39}$/;

export function isErpCustomerNumber(value: string): boolean {
  return ERP_CUSTOMER_NUMBER_PATTERN.test(value);
}

export const REMOTE_ORDER_SOURCE = Symbol('REMOTE_ORDER_SOURCE');

/** The message key of storefront spec §8, shown for every ERP failure, 'Unable to authenticate client' too. */
export const REMOTE_ORDERS_FETCH_FAILED = 'remote_orders_fetch_failed';

export function remoteOrdersFetchFailed(): DomainError {
  return new DomainError(
    'REMOTE_ORDERS_FETCH_FAILED',
    'The order history is temporarily unavailable. Please reload the page and try again.',
    [{ reason: REMOTE_ORDERS_FETCH_FAILED }],
  );
}

/** The distinct statuses of `lines`, lowest first. */
export function distinctLineStatuses(lines: { lineStatus: OrderLineStatusCode }[]): OrderLineStatusCode[] {
  return [...new Set(lines.map((line) => line.lineStatus))].sort((a, b) => a - b);
}
