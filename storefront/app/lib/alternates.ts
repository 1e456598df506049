import { isLocale, type Locale } from '@tradeshop/shared';

/** The same page in each shop language, as paths. Routes whose slug is translated return this from their loader. */
export type LocaleAlternates = Partial<Record<Locale, string>>;

export function alternatesFromApi(
  alternates: { locale: string; slug: string }[],
  pathFor: (locale: Locale, slug: string) => string,
): LocaleAlternates {
  const result: LocaleAlternates = {};
  for (const { locale, slug } of alternates) {
    if (isLocale(locale)) result[locale] = pathFor(locale, slug);
  }
  return result;
}

export function readLoaderAlternates(loaderData: unknown): LocaleAlternates | null {
  if (typeof loaderData !== 'object' || loaderData === null || !('alternates' in loaderData)) return null;
  return (loaderData as { alternates: LocaleAlternates }).alternates;
}

/**
 * Puts `locale` in place of the path's locale segment (or in front when there is none) and drops `?locale=`,
 * for pages whose path does not depend on the language.
 */
export function swapPathLocale(
  pathname: string,
  search: string,
  locale: Locale,
  hasLocaleParam: boolean,
): string {
  const segments = pathname.split('/').filter(Boolean);
  if (hasLocaleParam || isLocale(segments[0])) segments.shift();
  return `/${[locale, ...segments].join('/')}${withoutLocaleQuery(search)}`;
}

export function withoutLocaleQuery(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('locale');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}
