import { QUICK_ORDER_MAX_FILE_BYTES, type ApiSchemas, type Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { loginRedirect } from './account.server';
import { apiBaseUrl, apiFetch } from './http.server';
import { getShopSession, relayedCookies, visitorApiClient } from './session.server';

export type QuickOrderPreviewDto = ApiSchemas['QuickOrderPreviewDto'];
export type QuickOrderLineDto = ApiSchemas['QuickOrderLineDto'];

/** One editable line of the quick-order form. */
export interface QuickOrderRow {
  sku: string;
  quantity: string;
  /** The unit: its id when chosen in the select, or as pasted (code or name); empty is the sales unit. */
  unit?: string;
}

export const QUICK_ORDER_FILE_PROBLEMS = [
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'FILE_TYPE',
  'FILE_UNREADABLE',
  'FILE_TOO_MANY_ROWS',
  'FILE_EMPTY',
] as const;
export type QuickOrderFileProblem = (typeof QUICK_ORDER_FILE_PROBLEMS)[number];

/** Why a check, an upload or an add was refused, as the form names it. */
export type QuickOrderProblem =
  QuickOrderFileProblem | 'LINES_EMPTY' | 'TOO_MANY_LINES' | 'NOTHING_TO_ADD' | 'FAILED';

export type QuickOrderResult<T> =
  ({ ok: true } & T) | { ok: false; status: number; problem: QuickOrderProblem };

interface ApiErrorBody {
  details?: Array<{ field?: string; reason?: string }>;
}

const KNOWN_PROBLEMS = new Set<string>([
  ...QUICK_ORDER_FILE_PROBLEMS,
  'LINES_EMPTY',
  'TOO_MANY_LINES',
  'NOTHING_TO_ADD',
]);

/** Quick order is for logged-in customers: a visitor is sent to log in and come back. */
export async function requireQuickOrderCustomer(request: Request, context: AppLoadContext, locale: Locale) {
  const { session, headers } = await getShopSession(request, context);
  if (!session.customer) throw loginRedirect(request, locale);
  return headers;
}

async function answer<T>(
  request: Request,
  locale: Locale,
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  what: string,
): Promise<QuickOrderResult<{ body: T }>> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    console.error(`storefront: quick order ${what} failed`, error);
    return { ok: false, status: 503, problem: 'FAILED' };
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return { ok: true, body: data };
  if (response.status === 401) throw loginRedirect(request, locale);
  const reason = (error as ApiErrorBody | undefined)?.details?.[0]?.reason;
  if (response.status === 400 && reason && KNOWN_PROBLEMS.has(reason))
    return { ok: false, status: 400, problem: reason as QuickOrderProblem };
  console.error(`storefront: quick order ${what} answered ${response.status}`, error);
  return { ok: false, status: response.status >= 500 ? 503 : response.status, problem: 'FAILED' };
}

function apiLines(rows: QuickOrderRow[]) {
  return rows
    .filter((row) => row.sku.trim() !== '')
    .map((row) => ({
      sku: row.sku.trim(),
      quantity: row.quantity.trim(),
      ...(row.unit?.trim() ? { unit: row.unit.trim() } : {}),
    }));
}

/** Each line's outcome before anything is added. */
export function previewQuickOrder(
  request: Request,
  context: AppLoadContext,
  csrfToken: FormDataEntryValue | null,
  locale: Locale,
  rows: QuickOrderRow[],
  text: string,
) {
  return answer(
    request,
    locale,
    visitorApiClient(request, context, csrfToken).POST('/api/shop/quick-order/preview', {
      body: { locale, lines: apiLines(rows), ...(text.trim() ? { text } : {}) },
    }),
    'preview',
  );
}

/** An uploaded spreadsheet's lines, checked; a file over the limit is refused here without being sent on. */
export function previewQuickOrderFile(
  request: Request,
  context: AppLoadContext,
  csrfToken: FormDataEntryValue | null,
  locale: Locale,
  file: FormDataEntryValue | null,
): Promise<QuickOrderResult<{ body: QuickOrderPreviewDto }>> {
  if (!(file instanceof File) || file.size === 0)
    return Promise.resolve({ ok: false, status: 400, problem: 'FILE_MISSING' });
  if (file.size > QUICK_ORDER_MAX_FILE_BYTES)
    return Promise.resolve({ ok: false, status: 400, problem: 'FILE_TOO_LARGE' });
  const body = new FormData();
  body.set('locale', locale);
  body.set('file', file, file.name);
  return answer(
    request,
    locale,
    visitorApiClient(request, context, csrfToken).POST('/api/shop/quick-order/preview/upload', {
      body: body as never,
      bodySerializer: (value: unknown) => value as FormData,
    }),
    'upload',
  );
}

/** Adds every line that can be added as it is; the answer has every line, to correct those left out. */
export async function addQuickOrder(
  request: Request,
  context: AppLoadContext,
  csrfToken: FormDataEntryValue | null,
  locale: Locale,
  rows: QuickOrderRow[],
) {
  const call = visitorApiClient(request, context, csrfToken).POST('/api/shop/quick-order/add', {
    body: { locale, lines: apiLines(rows) },
  });
  const result = await answer(request, locale, call, 'add');
  // The cart may be created now: its cookie goes back to the browser.
  const headers = await call.then(({ response }) => relayedCookies(response)).catch(() => new Headers());
  return { result, headers };
}

/** The sample spreadsheet, passed through from the API with its type and file name. */
export async function quickOrderSample(format: 'xlsx' | 'csv'): Promise<Response> {
  const response = await apiFetch(`${apiBaseUrl()}/api/shop/quick-order/sample.${format}`);
  if (!response.ok) throw new Response(null, { status: 503 });
  const headers = new Headers();
  for (const name of ['Content-Type', 'Content-Disposition']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set('Cache-Control', 'public, max-age=3600');
  return new Response(await response.arrayBuffer(), { headers });
}
