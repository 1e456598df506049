import type { StoreCode } from './stores';

/** Weekdays on which delivery may be requested, 0 = Sunday (storefront spec §5, §9). */
const WORKDAYS = [1, 2, 3, 4, 5] as const;
export const DELIVERY_WEEKDAYS: Record<StoreCode, readonly number[]> = {
  fi: [2, 5],
  no: WORKDAYS,
  se: WORKDAYS,
  dk: WORKDAYS,
  fr: WORKDAYS,
  it: WORKDAYS,
  int: WORKDAYS,
};

/** The time zone each store's days begin in: "today" for delivery dates is the store's today. */
export const STORE_TIME_ZONES: Record<StoreCode, string> = {
  fi: 'Europe/Helsinki',
  no: 'Europe/Oslo',
  se: 'Europe/Stockholm',
  dk: 'Europe/Copenhagen',
  fr: 'Europe/Paris',
  it: 'Europe/Rome',
  // The international store is run from the Finnish head office.
  int: 'Europe/Helsinki',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(isoDate: string): boolean {
  if (!ISO_DATE.test(isoDate)) return false;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === isoDate;
}

/** The store's date (YYYY-MM-DD) at the instant `now`, in the store's own time zone. */
export function storeToday(store: StoreCode, now: Date = new Date()): string {
  return calendarDateFormat(STORE_TIME_ZONES[store]).format(now);
}

// Making a formatter costs far more than using one, and the cart asks for today on every request.
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();

function calendarDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarDateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    calendarDateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date `days` after `isoDate`. */
export function addCalendarDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * True when a preferred delivery date (YYYY-MM-DD) is a real date after the store's today (in the store's time
 * zone) and on an allowed weekday: the store's configured ones (back-office configuration
 * `checkout.delivery_weekdays`), else its defaults.
 */
export function isAllowedDeliveryDate(
  store: StoreCode,
  isoDate: string,
  today: Date = new Date(),
  weekdays: readonly number[] = DELIVERY_WEEKDAYS[store],
): boolean {
  if (!isCalendarDate(isoDate)) return false;
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return isoDate > storeToday(store, today) && weekdays.includes(weekday);
}
