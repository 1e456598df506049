import { createApiClient, type ApiClient } from '@tradeshop/shared';
import { routeError } from '../lib/route-error';

const REQUEST_TIMEOUT_MS = 10_000;

/** The backend runs on the same origin as the storefront unless API_URL says otherwise. */
export function apiBaseUrl(): string {
  return process.env.API_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
}

/** The error body every backend endpoint answers with. */
interface ApiErrorBody {
  statusCode?: number;
  error?: string;
  message?: string | string[];
  correlationId?: string;
  details?: { field?: string; reason: string }[];
}

let client: ApiClient | undefined;

/** `fetch` with a time limit, for every call to the backend. */
export function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

/** The typed client generated from the backend's OpenAPI document, for reads that are the same for everyone. */
export function apiClient(): ApiClient {
  client ??= createApiClient(apiBaseUrl(), { fetch: apiFetch });
  return client;
}

/**
 * Every storefront call to the backend goes through here, so that a failure always becomes an error page with
 * the right status: 4xx keeps the API's status and message, anything else is "temporarily unavailable" (503).
 */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
  what: string,
): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (cause) {
    console.error(`storefront: ${what} failed`, cause);
    throw routeError({ reason: 'unavailable' }, 503);
  }
  const { data, error, response } = result;
  if (response.ok && data !== undefined) return data;

  const body = (error ?? null) as ApiErrorBody | null;
  if (response.status >= 400 && response.status < 500) {
    const message = formatApiMessage(body?.message) ?? response.statusText;
    const code = body?.error;
    const fields = (body?.details ?? []).flatMap((detail) => (detail.field ? [detail.field] : []));
    throw routeError(
      response.status === 404
        ? { reason: 'not-found', message, code }
        : { reason: 'api', message, code, fields },
      response.status,
    );
  }
  console.error(`storefront: ${what} answered ${response.status}`, body?.correlationId ?? '');
  throw routeError({ reason: 'unavailable' }, 503);
}

function formatApiMessage(message: ApiErrorBody['message']): string | undefined {
  if (Array.isArray(message)) return message.join('; ');
  return message || undefined;
}
