import type { Locale } from '@tradeshop/shared';

export function homePath(locale: Locale): string {
  return `/${locale}`;
}

export function categoryPath(locale: Locale, slug: string): string {
  return `/${locale}/c/${encodeURIComponent(slug)}`;
}

export function productPath(locale: Locale, slug: string): string {
  return `/${locale}/p/${encodeURIComponent(slug)}`;
}

export function searchPath(locale: Locale): string {
  return `/${locale}/search/products`;
}

/** Appends the non-empty parameters; the order of `params` is kept so URLs stay stable. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
