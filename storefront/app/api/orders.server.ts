import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import type { OrderDownloadFormat } from '../lib/order-paths';
import { routeError } from '../lib/route-error';
import { loginRedirect } from './account.server';
import { formText } from '../lib/form-text';
import { unwrap } from './http.server';
import { visitorApiClient } from './session.server';
import { postedForm } from '../lib/posted-form.server';

export type OrderHistoryListDto = ApiSchemas['OrderHistoryListDto'];
export type OrderHistoryItemDto = ApiSchemas['OrderHistoryItemDto'];
export type OrderHistoryDetailDto = ApiSchemas['OrderHistoryDetailDto'];
export type OrderHistoryLineDto = ApiSchemas['OrderHistoryLineDto'];
export type OrderHistoryAddressDto = ApiSchemas['OrderHistoryAddressDto'];
export type RemoteOrderListDto = ApiSchemas['RemoteOrderListDto'];
export type RemoteOrderDto = ApiSchemas['RemoteOrderDto'];
export type RemoteOrderDetailDto = ApiSchemas['RemoteOrderDetailDto'];
export type ReorderResultDto = ApiSchemas['ReorderResultDto'];

/** The history's search form, as the query string carries it. */
export interface OrderHistorySearch {
  page: number;
  number: string;
  from: string;
  to: string;
}

type ApiCall<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/** A call for the logged-in customer: a visitor (or an ended session) is sent to log in and come back. */
async function forCustomer<T>(call: ApiCall<T>, request: Request, locale: Locale, what: string): Promise<T> {
  const { response } = await call.catch(() => unwrap(call, what) as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  return unwrap(call, what);
}

/** Order numbers are letters, digits and dashes; anything else names no order. */
export function orderNumberParam(number: string | undefined): string {
  if (!number || !/^[A-Za-z0-9-]{1,40}$/.test(number)) throw routeError({ reason: 'not-found' }, 404);
  return number;
}

export function orderHistorySearchOf(url: URL): OrderHistorySearch {
  const text = (name: string) => (url.searchParams.get(name) ?? '').trim();
  const date = (name: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(name)) ? text(name) : '');
  const page = Number(text('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    number: text('number').slice(0, 40),
    from: date('from'),
    to: date('to'),
  };
}

export function requireOrderHistory(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  search: OrderHistorySearch,
  synchronized?: 'false',
) {
  const query = {
    page: search.page,
    ...(search.number ? { number: search.number } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    ...(synchronized ? { synchronized } : {}),
  };
  return forCustomer(
    visitorApiClient(request, context).GET('/api/shop/orders', { params: { query } }),
    request,
    locale,
    'order history',
  );
}

export function requireOrderDetails(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  number: string,
) {
  return forCustomer(
    visitorApiClient(request, context).GET('/api/shop/orders/{number}/details', {
      params: { path: { number }, query: { locale } },
    }),
    request,
    locale,
    'order details',
  );
}

/**
 * The ERP's orders, or `failed` when the ERP cannot be asked ('remote_orders_fetch_failed', storefront spec §8):
 * the page then says so instead of becoming an error page, and the shop orders stay visible.
 */
export async function loadRemoteOrders(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  page: number,
): Promise<{ failed: false; list: RemoteOrderListDto } | { failed: true }> {
  const call = visitorApiClient(request, context).GET('/api/shop/remote-orders', {
    params: { query: { page } },
  });
  const { response } = await call.catch(() => ({ response: null }));
  if (response?.status === 503) return { failed: true };
  return { failed: false, list: await forCustomer(call, request, locale, 'remote orders') };
}

export async function loadRemoteOrder(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  number: string,
): Promise<{ failed: false; order: RemoteOrderDetailDto } | { failed: true }> {
  const call = visitorApiClient(request, context).GET('/api/shop/remote-orders/{number}', {
    params: { path: { number } },
  });
  const { response } = await call.catch(() => ({ response: null }));
  if (response?.status === 503) return { failed: true };
  return { failed: false, order: await forCustomer(call, request, locale, 'remote order') };
}

const DOWNLOAD_PATHS = {
  pdf: '/api/shop/orders/{number}/download.pdf',
  csv: '/api/shop/orders/{number}/download.csv',
  xlsx: '/api/shop/orders/{number}/download.xlsx',
} as const;

/** The order's file from the API, passed on to the browser as a download. */
export async function downloadOrder(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  number: string,
  format: OrderDownloadFormat,
): Promise<Response> {
  const call = visitorApiClient(request, context).GET(DOWNLOAD_PATHS[format], {
    params: { path: { number }, query: { locale } },
    parseAs: 'stream',
  });
  const { response } = await call.catch(() => unwrap(call, 'order download') as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  if (!response.ok || !response.body) {
    await unwrap(call, 'order download');
    throw routeError({ reason: 'unavailable' }, 503);
  }
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}

export type ReorderOutcome = { ok: true; result: ReorderResultDto } | { ok: false; status: number };

/** The reorder form: the order's available lines go to the cart; the answer names those left out. */
export async function submitReorder(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  number: string,
): Promise<ReorderOutcome> {
  const form = await postedForm(request);
  const call = visitorApiClient(request, context, formText(form, '_token')).POST(
    '/api/shop/orders/{number}/reorder',
    { params: { path: { number }, query: { locale } } },
  );
  const { data, response } = await call.catch(() => unwrap(call, 'reorder') as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  if (response.status === 404) throw routeError({ reason: 'not-found' }, 404);
  if (response.ok && data) return { ok: true, result: data };
  if (response.status >= 500) await unwrap(call, 'reorder');
  return { ok: false, status: response.status };
}
