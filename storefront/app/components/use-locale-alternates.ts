import type { Locale } from '@tradeshop/shared';
import { useLocation, useMatches, useParams } from 'react-router';
import { readLoaderAlternates, swapPathLocale } from '../lib/alternates';

/** Where "this page in another language" is: the route's translated slugs when it has them, else the same path. */
export function useLocaleAlternates(): (locale: Locale) => string {
  const matches = useMatches();
  const params = useParams();
  const { pathname, search } = useLocation();
  const alternates = readLoaderAlternates(matches.at(-1)?.loaderData);
  return (locale) =>
    alternates?.[locale] ?? swapPathLocale(pathname, search, locale, params.locale !== undefined);
}
