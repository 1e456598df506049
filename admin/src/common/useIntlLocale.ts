import { isLocale, LOCALE_TAGS } from '@tradeshop/shared';
import { useLocaleState } from 'react-admin';

/** The BCP 47 tag for Intl formatting that matches the back-office language. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return isLocale(locale) ? LOCALE_TAGS[locale] : locale;
}
