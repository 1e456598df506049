import { FALLBACK_LOCALE, isLocale } from '@tradeshop/shared';
import { i18nFor, type I18n, type RootLoaderData } from '../i18n/use-i18n';
import { describeRouteError } from './route-error';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Route `meta` functions cannot use hooks; they find the page language in the root match instead. */
export function metaI18n(matches: readonly (MatchLike | undefined)[]): I18n {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined;
  return i18nFor(root && isLocale(root.locale) ? root.locale : FALLBACK_LOCALE, root?.wording);
}

export function pageTitle({ messages: t }: I18n, title?: string): string {
  return title ? `${title} | ${t.shop.name}` : `${t.shop.name} – ${t.shop.tagline}`;
}

export function errorTitle(i18n: I18n, error: unknown): string {
  const { status, payload } = describeRouteError(error);
  const t = i18n.messages.errors;
  if (payload?.reason === 'unknown-locale') return pageTitle(i18n, t.unknownLocaleTitle);
  if (status === 404) return pageTitle(i18n, t.notFoundTitle);
  if (status === 503) return pageTitle(i18n, t.unavailableTitle);
  if (status === 400) return pageTitle(i18n, t.badRequestTitle);
  return pageTitle(i18n, t.genericTitle);
}
