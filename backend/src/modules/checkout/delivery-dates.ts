import Holidays from 'date-holidays';
import { addCalendarDays, isAllowedDeliveryDate, storeToday, type StoreCode } from '@tradeshop/shared';

/** Public holidays, and bank holidays such as Christmas Eve on which warehouses and offices are closed. */
const CLOSED_HOLIDAY_TYPES = new Set(['public', 'bank']);
const closedDaysCache = new Map<string, Set<string>>();

/** The days (YYYY-MM-DD) of `year` on which nothing is delivered in `country` (ISO 3166-1 alpha-2). */
function closedDays(country: string, year: number): Set<string> {
  const key = `${country}:${year}`;
  let days = closedDaysCache.get(key);
  if (!days) {
    const holidays = new Holidays(country).getHolidays(year) || [];
    days = new Set(
      holidays
        .filter((holiday) => CLOSED_HOLIDAY_TYPES.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    closedDaysCache.set(key, days);
  }
  return days;
}

/** True when `isoDate` is a public (or bank) holiday in `country`; a store without a country has none. */
export function isHoliday(country: string | null, isoDate: string): boolean {
  if (!country) return false;
  return closedDays(country.trim().toUpperCase(), Number(isoDate.slice(0, 4))).has(isoDate);
}

/**
 * A preferred delivery date the store accepts (storefront spec §5): in the future, not on a weekend, Tuesdays and
 * Fridays only in the Finnish store (the shared weekday rule), and never on a holiday of the store's country.
 */
export function isDeliveryDate(
  store: StoreCode,
  country: string | null,
  isoDate: string,
  today: Date = new Date(),
  weekdays?: readonly number[],
): boolean {
  return isAllowedDeliveryDate(store, isoDate, today, weekdays) && !isHoliday(country, isoDate);
}

/** The dates the delivery-date picker offers: every acceptable date within the store's next `days` days. */
export function deliveryDates(
  store: StoreCode,
  country: string | null,
  days: number,
  today: Date = new Date(),
  weekdays?: readonly number[],
): string[] {
  const start = storeToday(store, today);
  const dates: string[] = [];
  for (let offset = 1; offset <= days; offset++) {
    const date = addCalendarDays(start, offset);
    if (isDeliveryDate(store, country, date, today, weekdays)) dates.push(date);
  }
  return dates;
}

/** The first acceptable delivery date at least `leadDays` after today (an out-of-stock line's preliminary date). */
export function firstDeliveryDateAfter(
  store: StoreCode,
  country: string | null,
  leadDays: number,
  today: Date = new Date(),
  weekdays?: readonly number[],
): string {
  const start = storeToday(store, today);
  for (let offset = Math.max(1, leadDays); ; offset++) {
    const date = addCalendarDays(start, offset);
    if (isDeliveryDate(store, country, date, today, weekdays)) return date;
  }
}
