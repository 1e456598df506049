import { createApiClient, type ApiClient, type ApiSchemas } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { apiBaseUrl, apiFetch, unwrap } from './http.server';

export type ShopSessionDto = ApiSchemas['ShopSessionDto'];
export type ShopAccountDto = ApiSchemas['ShopAccountDto'];

declare module 'react-router' {
  interface AppLoadContext {
    /** The visitor's address, set by the server that mounts the storefront. */
    clientIp?: string;
  }
}

/** The browser's own cookies and address, for API calls made on its behalf. */
function visitorHeaders(request: Request, context?: AppLoadContext, csrfToken?: string): Headers {
  const headers = new Headers();
  const cookie = request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  if (context?.clientIp) headers.set('x-forwarded-for', context.clientIp);
  const language = request.headers.get('accept-language');
  if (language) headers.set('accept-language', language);
  if (csrfToken) headers.set('x-csrf-token', csrfToken);
  return headers;
}

/** Only a shop session can be a customer's: without its cookie the visitor is anonymous, and calls are spared. */
export function hasShopSession(request: Request): boolean {
  return /(?:^|;\s*)shop_session=/.test(request.headers.get('cookie') ?? '');
}

/**
 * A client that calls the API as the visitor: with their session and CSRF cookies, their address, and (for
 * changes) the CSRF token their form carried. Catalogue reads that do not depend on the visitor use the shared
 * `apiClient()` instead.
 */
export function visitorApiClient(
  request: Request,
  context?: AppLoadContext,
  csrfToken?: FormDataEntryValue | null,
): ApiClient {
  return createApiClient(apiBaseUrl(), {
    fetch: apiFetch,
    headers: visitorHeaders(request, context, typeof csrfToken === 'string' ? csrfToken : undefined),
  });
}

/**
 * The CSRF token of the visitor's own cookie, for the few calls a GET link makes (no form carries the token
 * there); such a call must be guarded by a token of its own that the API checks, like a cart line's remove token.
 */
export function visitorCsrfCookie(request: Request): string | undefined {
  const cookies = request.headers.get('cookie') ?? '';
  const match = /(?:^|;\s*)csrf_token=([^;]+)/.exec(cookies);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/** The cookies an API answer set (a new session, a cleared one, the CSRF cookie), to pass on to the browser. */
export function relayedCookies(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Who is at the storefront and the CSRF token for its forms; the answer's cookies go back to the browser. */
export async function getShopSession(
  request: Request,
  context?: AppLoadContext,
): Promise<{ session: ShopSessionDto; headers: Headers }> {
  const call = visitorApiClient(request, context).GET('/api/shop/session');
  const { response } = await call;
  const session = await unwrap(call, 'shop session');
  return { session, headers: relayedCookies(response) };
}
