import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { sameSitePath } from '../lib/same-site-path';
import { unwrap } from './http.server';
import { relayedCookies, visitorApiClient, visitorCsrfCookie } from './session.server';

export type CartDto = ApiSchemas['CartDto'];
export type CartLineDto = ApiSchemas['CartLineDto'];
export type CartSummaryDto = ApiSchemas['CartSummaryDto'];
export type CarrierQuoteDto = ApiSchemas['CarrierQuoteDto'];
export type ShippingEstimateDto = ApiSchemas['ShippingEstimateDto'];

type ApiCall<T> = Promise<{ data?: T; error?: unknown; response: Response }>;

/** The API's error codes the cart pages word themselves. */
export type CartProblem =
  | 'QUANTITY_INVALID'
  | 'PRODUCT_NOT_FOUND'
  | 'CART_ITEM_NOT_FOUND'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_INVALID'
  | 'NO_VALID_CARRIER'
  | 'CSRF_TOKEN_INVALID'
  | 'VALIDATION_FAILED'
  | 'OTHER';

const KNOWN_PROBLEMS: readonly CartProblem[] = [
  'QUANTITY_INVALID',
  'PRODUCT_NOT_FOUND',
  'CART_ITEM_NOT_FOUND',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_INVALID',
  'NO_VALID_CARRIER',
  'CSRF_TOKEN_INVALID',
  'VALIDATION_FAILED',
];

/** A cart change's outcome; `headers` carry the cart cookie the API set (a new visitor cart). */
export type CartChange<T> =
  | { ok: true; data: T; headers: Headers }
  | {
      ok: false;
      problem: CartProblem;
      message: string;
      status: number;
      headers: Headers;
      /** The refused field the API named (`items.<id>.quantity` for a line of the bulk update). */
      field: string | null;
    };

/**
 * Sends a cart change. A 4xx answer is the cart's refusal, for the page to word; an unreachable API or a 5xx
 * becomes the error page, as everywhere else.
 */
async function change<T>(call: ApiCall<T>, what: string): Promise<CartChange<T>> {
  const { data, error, response } = await call.catch(() => unwrap(call, what) as never);
  const headers = relayedCookies(response);
  if (response.ok) return { ok: true, data: data as T, headers };
  if (response.status >= 400 && response.status < 500) {
    const body = (error ?? {}) as {
      error?: string;
      message?: string | string[];
      details?: { field?: string }[];
    };
    const problem = KNOWN_PROBLEMS.find((known) => known === body.error) ?? 'OTHER';
    const message = Array.isArray(body.message) ? body.message.join('; ') : (body.message ?? '');
    const field = (Array.isArray(body.details) ? body.details[0]?.field : undefined) ?? null;
    return { ok: false, problem, message, status: response.status, headers, field };
  }
  await unwrap(call, what);
  throw new Error(`${what}: unreachable`);
}

/**
 * The minicart's lines and total for every page. The page still renders when the cart cannot be read: the
 * minicart then shows as empty and the failure is logged.
 */
export async function getCartSummary(
  request: Request,
  context: AppLoadContext | undefined,
  locale: Locale,
): Promise<{ summary: CartSummaryDto | null; headers: Headers }> {
  try {
    const { data, response } = await visitorApiClient(request, context).GET('/api/shop/cart/summary', {
      params: { query: { locale } },
    });
    if (!data) console.error(`storefront: cart summary answered ${response.status}`);
    return { summary: data ?? null, headers: relayedCookies(response) };
  } catch (cause) {
    console.error('storefront: cart summary failed', cause);
    return { summary: null, headers: new Headers() };
  }
}

export async function getCart(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<{ cart: CartDto; headers: Headers }> {
  const call = visitorApiClient(request, context).GET('/api/shop/cart', { params: { query: { locale } } });
  const { response } = await call.catch(() => unwrap(call, 'cart') as never);
  return { cart: await unwrap(call, 'cart'), headers: relayedCookies(response) };
}

/** The calls behind the cart's forms, each sent with the CSRF token the form carried. */
export function cartApi(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  csrfToken: FormDataEntryValue | string | null,
) {
  const client = visitorApiClient(request, context, csrfToken);
  const query = { locale };
  return {
    addItem: (body: { productId: number; quantity: string; unit?: string }) =>
      change(client.POST('/api/shop/cart/items', { params: { query }, body }), 'add to cart'),
    updateItem: (id: number, quantity: string) =>
      change(
        client.PATCH('/api/shop/cart/items/{id}', { params: { query, path: { id } }, body: { quantity } }),
        'update cart item',
      ),
    /** The bulk update: many lines' quantities and units, and removals, in one call. */
    updateItems: (items: { id: number; quantity: string; unitDefinitionId?: number }[], remove: number[]) =>
      change(
        client.PUT('/api/shop/cart/items', { params: { query }, body: { items, remove } }),
        'update cart',
      ),
    addVoucher: (code: string) =>
      change(client.POST('/api/shop/cart/vouchers', { params: { query }, body: { code } }), 'add voucher'),
    removeVoucher: (code: string) =>
      change(
        client.DELETE('/api/shop/cart/vouchers/{code}', { params: { query, path: { code } } }),
        'remove voucher',
      ),
    estimateShipping: (country: string, zip: string) =>
      change(
        client.POST('/api/shop/cart/shipping-estimate', {
          params: { query },
          body: { country: country as CartShippingCountry, zip },
        }),
        'shipping calculator',
      ),
    setCompleteDelivery: (completeDelivery: boolean) =>
      change(
        client.PUT('/api/shop/cart/complete-delivery', { params: { query }, body: { completeDelivery } }),
        'complete delivery',
      ),
  };
}

/**
 * The GET remove link (storefront spec §7.4): the line's remove token, which the API checks, guards it in place
 * of a CSRF token, which would otherwise stand in the link's address.
 */
export function removeCartItem(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  id: number,
  token: string,
): Promise<CartChange<CartDto>> {
  const client = visitorApiClient(request, context, visitorCsrfCookie(request));
  return change(
    client.DELETE('/api/shop/cart/items/{id}', { params: { query: { locale, token }, path: { id } } }),
    'remove cart item',
  );
}

type CartShippingCountry = ApiSchemas['ShippingEstimateInputDto']['country'];

/**
 * True for a page load or a form post the browser itself navigates with (no JavaScript); false for the
 * fetches React Router makes once the page is hydrated, which stay on the page and want data back.
 */
export function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  return mode === null || mode === 'navigate';
}

/** The page the shopper came from, when it is on this site (for going back after a form without JavaScript). */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const from = new URL(referer);
    if (from.host !== new URL(request.url).host) return null;
    return sameSitePath(`${from.pathname}${from.search}`);
  } catch {
    return null;
  }
}

/** The headers of several API answers together (each may set cookies). */
export function mergeHeaders(...all: Headers[]): Headers {
  const merged = new Headers();
  for (const headers of all) for (const cookie of headers.getSetCookie()) merged.append('Set-Cookie', cookie);
  return merged;
}
