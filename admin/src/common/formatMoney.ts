/**
 * Formats an amount in integer minor units (cents) without going through a float: the digits are placed
 * around the decimal point as a string, which Intl.NumberFormat formats exactly.
 */
export function formatMoney(amountMinor: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
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
