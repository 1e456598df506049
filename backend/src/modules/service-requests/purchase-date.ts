/** The shop's easternmost store (Finland): a purchase made there today is never "in the future". */
const LATEST_SHOP_TIME_ZONE = 'Europe/Helsinki';

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date where the shop's day starts first, as YYYY-MM-DD. */
export function latestShopToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LATEST_SHOP_TIME_ZONE }).format(now);
}

/** True for a date that is today or earlier somewhere the shop sells. */
export function isNotAfterToday(date: string, now: Date = new Date()): boolean {
  return date <= latestShopToday(now);
}
