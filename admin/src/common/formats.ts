import { FALLBACK_LOCALE, isLocale, type Locale } from '@tradeshop/shared';

/**
 * The one way the back office writes dates and numbers, per back-office language: each language its own
 * convention (fi 28.11.2026 klo 14.05 and 1 234,56; sv 2026-11-28 14:05; en 28 Nov 2026, 14:05 and 1,234.56),
 * never the browser's own locale. Times are shown in the browser's time zone (stored in UTC).
 */

/** The Intl tag per back-office language; English is written the British way (day before month). */
export const FORMAT_TAGS: Record<Locale, string> = {
  fi: 'fi-FI',
  nb: 'nb-NO',
  sv: 'sv-SE',
  en: 'en-GB',
  fr: 'fr-FR',
  it: 'it-IT',
  da: 'da-DK',
};

const NUMERIC_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'numeric', year: 'numeric' };

/** Dates: numeric where the language writes them so, the month's short name in English (no 11/28 confusion). */
const DATE_OPTIONS: Record<Locale, Intl.DateTimeFormatOptions> = {
  fi: NUMERIC_DATE,
  nb: { day: '2-digit', month: '2-digit', year: 'numeric' },
  sv: NUMERIC_DATE,
  en: { day: 'numeric', month: 'short', year: 'numeric' },
  fr: { day: '2-digit', month: '2-digit', year: 'numeric' },
  it: { day: '2-digit', month: '2-digit', year: 'numeric' },
  da: { day: '2-digit', month: '2-digit', year: 'numeric' },
};

const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

export type DateInput = Date | string | number;

/**
 * A back-office language from a language ('fi') or a tag ('fi-FI', as useIntlLocale gives), English if
 * unknown. Every function below takes either.
 */
export function backOfficeLocale(locale: string | undefined): Locale {
  const language = locale?.split('-')[0];
  return isLocale(language) ? language : FALLBACK_LOCALE;
}

/** The Intl tag and options a date-time field needs (react-admin's DateField takes them as props). */
export function dateTimeFormatOptions(locale: string, { time = true } = {}): Intl.DateTimeFormatOptions {
  const date = DATE_OPTIONS[backOfficeLocale(locale)];
  return time ? { ...date, ...TIME_OPTIONS } : date;
}

/** The Intl tag for a back-office language or tag. */
export function formatTag(locale: string): string {
  return FORMAT_TAGS[backOfficeLocale(locale)];
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** `timeZone` is for tests; the screens show the browser's own time zone. */
export interface FormatZone {
  timeZone?: string;
}

export function formatDate(value: DateInput, locale: string, { timeZone }: FormatZone = {}): string {
  const options = { ...dateTimeFormatOptions(locale, { time: false }), timeZone };
  return new Intl.DateTimeFormat(formatTag(locale), options).format(toDate(value));
}

export function formatDateTime(value: DateInput, locale: string, { timeZone }: FormatZone = {}): string {
  const options = { ...dateTimeFormatOptions(locale), timeZone };
  return new Intl.DateTimeFormat(formatTag(locale), options).format(toDate(value));
}

export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(formatTag(locale), options).format(value);
}

/** A share given in percent (42.5 → 42,5 %). */
export function formatPercent(percent: number, locale: string): string {
  return formatNumber(percent / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
}

/**
 * An amount in integer minor units (cents) without going through a float: the digits are placed around the
 * decimal point as a string, which Intl.NumberFormat formats exactly.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(formatTag(locale), { style: 'currency', currency });
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorToDecimalString(amountMinor, fractionDigits));
}

function minorToDecimalString(amountMinor: number, fractionDigits: number): `${number}` {
  const sign = amountMinor < 0 ? '-' : '';
  const digits = Math.abs(Math.trunc(amountMinor))
    .toString()
    .padStart(fractionDigits + 1, '0');
  if (fractionDigits === 0) return `${sign}${digits}` as `${number}`;
  const whole = digits.slice(0, -fractionDigits);
  const fraction = digits.slice(-fractionDigits);
  return `${sign}${whole}.${fraction}` as `${number}`;
}
