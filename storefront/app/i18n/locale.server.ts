import { FALLBACK_LOCALE, isLocale, type Locale } from '@tradeshop/shared';
import { routeError } from '../lib/route-error';

export const LOCALE_COOKIE = 'locale';
const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Norwegian is offered in Bokmål only; shoppers whose browser asks for Norwegian in general get that. */
const LANGUAGE_ALIASES: Record<string, Locale> = { no: 'nb', nn: 'nb' };

export interface DetectedLocale {
  locale: Locale;
  /** A Set-Cookie header value when the cookie does not already hold the chosen locale. */
  setCookie: string | null;
}

/**
 * Picks the page language: the path's locale segment, then `?locale=`, then the `locale` cookie, then
 * Accept-Language, then the fallback (storefront spec §1). An unknown path segment is ignored here; the
 * route that owns the segment answers 404 for it.
 */
export function detectLocale(request: Request): DetectedLocale {
  const url = new URL(request.url);
  const cookieLocale = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  const firstSegment = decodeSegment(url.pathname.split('/')[1] ?? '');
  const candidates = [firstSegment, url.searchParams.get('locale'), cookieLocale];
  const locale =
    candidates.find(isLocale) ??
    fromAcceptLanguage(request.headers.get('accept-language')) ??
    FALLBACK_LOCALE;
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return {
    locale,
    setCookie:
      cookieLocale === locale
        ? null
        : `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`,
  };
}

/** The locale of a route with an optional `:locale` segment; a segment that is not a shop language is a 404. */
export function requireRouteLocale(request: Request, params: { locale?: string }): Locale {
  if (params.locale === undefined) return detectLocale(request).locale;
  if (!isLocale(params.locale)) throw routeError({ reason: 'unknown-locale', requested: params.locale }, 404);
  return params.locale;
}

export function fromAcceptLanguage(header: string | null): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = tag.split('-')[0] ?? '';
    const locale = LANGUAGE_ALIASES[language] ?? language;
    if (isLocale(locale)) return locale;
  }
  return null;
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
