import {
  FALLBACK_LOCALE,
  interpolate,
  isLocale,
  pluralize,
  SHOP_MESSAGES,
  type Locale,
  type MessageValues,
  type Messages,
  type PluralMessage,
} from '@tradeshop/shared';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import { withStoreWording } from './store-wording';
import type { ShopSessionDto } from '../api/session.server';

/** What the root loader hands to every component: the page's language and who is at the storefront. */
export interface RootLoaderData {
  locale: Locale;
  session: ShopSessionDto;
  /** The store's own wording (message path → text) on top of the language's. */
  wording?: Record<string, string>;
}

export interface I18n {
  locale: Locale;
  messages: Messages;
  format: (template: string, values?: MessageValues) => string;
  plural: (message: PluralMessage, count: number, values?: MessageValues) => string;
}

export function i18nFor(locale: Locale, wording?: Record<string, string>): I18n {
  return {
    locale,
    messages: withStoreWording(SHOP_MESSAGES[locale], wording),
    format: interpolate,
    plural: (message, count, values) => pluralize(locale, message, count, values),
  };
}

/** Works in the document layout and the error boundary too, where the root loader may not have answered. */
export function useI18n(): I18n {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  const wording = data?.wording;
  const locale = data && isLocale(data.locale) ? data.locale : FALLBACK_LOCALE;
  return useMemo(() => i18nFor(locale, wording), [locale, wording]);
}
