import {
  INVOICE_STATES,
  ORDER_STATES,
  PAYMENT_STATES,
  SHIPMENT_STATES,
  type InvoiceState,
  type OrderState,
  type PaymentState,
  type ShipmentState,
} from '@tradeshop/shared';
import { DomainError } from '../../../common/errors/domain-error';

/** The columns an order list may be sorted by (the whitelist: anything else is a 400). */
export const ORDER_SORT_FIELDS = [
  'createdAt',
  'number',
  'totalGrossMinor',
  'state',
  'paymentState',
  'shippingState',
  'invoiceState',
  'storeId',
  'id',
] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** What the back office may look for among orders; every field narrows the list further. */
export interface OrderFindCriteria {
  ids?: number[];
  /** Order number, customer name or e-mail, company name. */
  q?: string;
  number?: string;
  customerIds?: number[];
  companyIds?: number[];
  email?: string;
  /** A line's SKU begins with it. */
  sku?: string;
  /** The ERP's order number begins with it. */
  erpNumber?: string;
  states?: OrderState[];
  paymentStates?: PaymentState[];
  shippingStates?: ShipmentState[];
  invoiceStates?: InvoiceState[];
  storeIds?: number[];
  createdFrom?: Date;
  /** Exclusive upper bound. */
  createdBefore?: Date;
  totalFromMinor?: number;
  totalToMinor?: number;
}

/** The filter names, as react-admin's `filter` and the spec door's query string spell them. */
export const ORDER_FILTER_NAMES = [
  'id',
  'q',
  'number',
  'customerId',
  'companyId',
  'email',
  'sku',
  'erpNumber',
  'state',
  'paymentState',
  'shippingState',
  'invoiceState',
  'storeId',
  'createdFrom',
  'createdTo',
  'totalFrom',
  'totalTo',
] as const;

function invalid(field: string, reason: string): never {
  throw new DomainError('VALIDATION_FAILED', `${field} ${reason}`, [{ field, reason }]);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
}

/** One value or a list; a query string may also give a list as `a,b`. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [value];
}

function text(field: string, value: unknown): string | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') invalid(field, 'must be text');
  return String(value).trim() || undefined;
}

function ids(field: string, value: unknown): number[] | undefined {
  if (isEmpty(value)) return undefined;
  const list = listOf(value).map((item) =>
    typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item,
  );
  if (!list.every((item) => Number.isSafeInteger(item) && (item as number) > 0))
    invalid(field, 'must be one id or a list of ids (whole numbers)');
  return list as number[];
}

function states<T extends string>(field: string, value: unknown, allowed: readonly T[]): T[] | undefined {
  if (isEmpty(value)) return undefined;
  const list = listOf(value);
  const wrong = list.filter((item) => !allowed.includes(item as T));
  if (wrong.length) invalid(field, `has unknown values ${wrong.join(', ')}; allowed: ${allowed.join(', ')}`);
  return list as T[];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (YYYY-MM-DD, taken as UTC) or an ISO 8601 time; `end` makes a day's bound its following midnight. */
function time(field: string, value: unknown, end: boolean): Date | undefined {
  const given = text(field, value);
  if (given === undefined) return undefined;
  const parsed = new Date(DATE_ONLY.test(given) ? `${given}T00:00:00Z` : given);
  if (Number.isNaN(parsed.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(given))
    invalid(field, 'must be a date (YYYY-MM-DD) or an ISO 8601 time');
  if (!end) return parsed;
  return new Date(parsed.getTime() + (DATE_ONLY.test(given) ? 86_400_000 : 1));
}

/**
 * An amount as people type it in major units ("1 234,50", "1234.5", "12") to minor units (123450). Two decimals
 * at most: every store's currency has cents.
 */
export function majorToMinor(field: string, value: unknown): number | undefined {
  if (isEmpty(value)) return undefined;
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') invalid(field, 'must be an amount such as 120 or 99,50');
  const compact = value.replace(/[\s\u00a0']/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) invalid(field, 'must be an amount such as 120 or 99,50 (at most two decimals)');
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) invalid(field, 'is too large');
  return minor;
}

/**
 * Reads the filters of an order list into criteria, answering 400 with the filter's name for an unknown filter
 * or a value of the wrong kind.
 */
export function parseOrderFilter(filter: Record<string, unknown>): OrderFindCriteria {
  const unknown = Object.keys(filter).filter(
    (name) => !(ORDER_FILTER_NAMES as readonly string[]).includes(name),
  );
  if (unknown.length)
    invalid(`filter.${unknown[0]}`, `is not a filter of orders; use ${ORDER_FILTER_NAMES.join(', ')}`);
  const criteria: OrderFindCriteria = {
    ids: ids('filter.id', filter.id),
    q: text('filter.q', filter.q),
    number: text('filter.number', filter.number),
    customerIds: ids('filter.customerId', filter.customerId),
    companyIds: ids('filter.companyId', filter.companyId),
    email: text('filter.email', filter.email),
    sku: text('filter.sku', filter.sku),
    erpNumber: text('filter.erpNumber', filter.erpNumber),
    states: states('filter.state', filter.state, ORDER_STATES),
    paymentStates: states('filter.paymentState', filter.paymentState, PAYMENT_STATES),
    shippingStates: states('filter.shippingState', filter.shippingState, SHIPMENT_STATES),
    invoiceStates: states('filter.invoiceState', filter.invoiceState, INVOICE_STATES),
    storeIds: ids('filter.storeId', filter.storeId),
    createdFrom: time('filter.createdFrom', filter.createdFrom, false),
    createdBefore: time('filter.createdTo', filter.createdTo, true),
    totalFromMinor: majorToMinor('filter.totalFrom', filter.totalFrom),
    totalToMinor: majorToMinor('filter.totalTo', filter.totalTo),
  };
  if (criteria.createdFrom && criteria.createdBefore && criteria.createdFrom >= criteria.createdBefore)
    invalid('filter.createdTo', 'must not be before createdFrom');
  if (
    criteria.totalFromMinor !== undefined &&
    criteria.totalToMinor !== undefined &&
    criteria.totalFromMinor > criteria.totalToMinor
  )
    invalid('filter.totalTo', 'must not be less than totalFrom');
  return Object.fromEntries(
    Object.entries(criteria).filter(([, value]) => value !== undefined),
  ) as OrderFindCriteria;
}
