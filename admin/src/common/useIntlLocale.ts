import { useLocaleState } from 'react-admin';
import {
  backOfficeLocale,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatTag,
  type DateInput,
} from './formats';

/** The Intl tag of the back-office language's format (en-GB for English), for react-admin's field props. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return formatTag(locale);
}

/** The formats of common/formats.ts bound to the back-office language. */
export function useFormats() {
  const [state] = useLocaleState();
  const locale = backOfficeLocale(state);
  return {
    locale,
    date: (value: DateInput) => formatDate(value, locale),
    dateTime: (value: DateInput) => formatDateTime(value, locale),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
    percent: (percent: number) => formatPercent(percent, locale),
    money: (amountMinor: number, currency: string) => formatMoney(amountMinor, currency, locale),
  };
}
