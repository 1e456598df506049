import { LOCALE_TAGS, type Locale } from '@tradeshop/shared';

export interface Money {
  amountMinor: number;
  currency: string;
}

/** Formats integer minor units without passing through a float, so 0.1 + 0.2 problems cannot appear. */
export function formatMoney(locale: Locale, { amountMinor, currency }: Money): string {
  const formatter = new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  return formatter.format(minorToDecimalString(amountMinor, digits));
}

export function minorToDecimalString(amountMinor: number, digits: number): `${number}` {
  const sign = amountMinor < 0 ? '-' : '';
  const units = String(Math.abs(Math.trunc(amountMinor))).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}` as `${number}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}` as `${number}`;
}

/** Decimal strings from the API (quantities, weights) shown without trailing zeros. */
export function formatDecimal(
  locale: Locale,
  value: string | number,
  maximumFractionDigits = 3,
  { useGrouping = true } = {},
): string {
  const decimal = typeof value === 'number' ? value : (value.trim() as `${number}`);
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits, useGrouping }).format(decimal);
}

export function countryName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
