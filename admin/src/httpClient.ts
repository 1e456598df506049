import { fetchUtils, HttpError } from 'react-admin';
import { i18nProvider } from './i18n/i18nProvider';

const CSRF_TOKEN_URL = '/admin/login/csrf-token';
const CSRF_HEADER = 'X-CSRF-Token';

let csrfToken: Promise<string> | undefined;

export function getCsrfToken(): Promise<string> {
  csrfToken ??= fetchJson(CSRF_TOKEN_URL, withDefaults({}))
    .then(({ json }) => (json as { token: string }).token)
    .catch((error: unknown) => {
      csrfToken = undefined;
      throw error;
    });
  return csrfToken;
}

// Several requests may be rejected with the same stale token; only the first one fetches a new token.
async function renewCsrfToken(staleToken: string): Promise<string> {
  const current = await csrfToken?.catch(() => undefined);
  if (current === staleToken) csrfToken = undefined;
  return getCsrfToken();
}

function isCsrfRejection(error: unknown): boolean {
  return error instanceof HttpError && error.status === 403 && error.body?.error === 'CSRF_TOKEN_INVALID';
}

// The server's message for its own failures asks the user to quote the correlation id, so show it.
function withCorrelationId(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status < 500) return error;
  const correlationId: unknown = error.body?.correlationId;
  if (typeof correlationId !== 'string') return error;
  const message = i18nProvider.translate('app.error_with_reference', {
    message: error.message,
    correlationId,
  });
  return new HttpError(message, error.status, error.body);
}

function fetchJson(url: string, options: fetchUtils.Options) {
  return fetchUtils.fetchJson(url, options).catch((error: unknown) => {
    throw withCorrelationId(error);
  });
}

function withDefaults(options: fetchUtils.Options, token?: string): fetchUtils.Options {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // Refusals come in the back office's language, not in whatever the browser is set to.
  headers.set('Accept-Language', i18nProvider.getLocale());
  if (token !== undefined) headers.set(CSRF_HEADER, token);
  return { ...options, headers, credentials: 'include' };
}

/**
 * Every request asks in the back-office language (`locale=fi`), so that product and category data come in it
 * where translated (the API falls back to English), a write's answer as a read's; endpoints without
 * language-dependent data ignore it.
 */
export function withBackOfficeLocale(url: string): string {
  if (/[?&]locale=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}locale=${encodeURIComponent(i18nProvider.getLocale())}`;
}

/**
 * fetchJson with the session cookie and the CSRF token, which every change needs and a few reads that mint
 * something (a login link, a two-factor secret) need too. A request rejected because the token expired is
 * retried once with a fresh token.
 */
export async function httpClient(requested: string, options: fetchUtils.Options = {}) {
  const url = withBackOfficeLocale(requested);
  const token = await getCsrfToken();
  try {
    return await fetchJson(url, withDefaults(options, token));
  } catch (error) {
    if (!isCsrfRejection(error)) throw error;
    const freshToken = await renewCsrfToken(token);
    return fetchJson(url, withDefaults(options, freshToken));
  }
}
