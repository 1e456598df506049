import { addCalendarDays, isAllowedDeliveryDate, storeToday, type StoreCode } from '@tradeshop/shared';
import { DEFAULT_RESTOCK_LEAD_DAYS } from '../shop-config/configuration-keys';

/** A store's delivery weekdays (its defaults when undefined) and restock lead time, as configured. */
export interface DeliveryCalendar {
  weekdays: readonly number[] | undefined;
  restockLeadDays: number;
}

/** How long an out-of-stock item takes to arrive, unless configured (`cart.restock_lead_days`). */
export const RESTOCK_LEAD_DAYS = DEFAULT_RESTOCK_LEAD_DAYS;

/**
 * The preliminary delivery date of an out-of-stock item (storefront spec §8): the first day the store delivers
 * on (no weekends; Tuesdays and Fridays in Finland) once the restock lead time has passed, counted from the
 * store's own today. YYYY-MM-DD.
 */
export function preliminaryDeliveryDate(
  store: StoreCode,
  now: Date = new Date(),
  calendar: DeliveryCalendar = { weekdays: undefined, restockLeadDays: RESTOCK_LEAD_DAYS },
): string {
  const today = storeToday(store, now);
  for (let days = calendar.restockLeadDays; ; days++) {
    const candidate = addCalendarDays(today, days);
    if (isAllowedDeliveryDate(store, candidate, now, calendar.weekdays)) return candidate;
  }
}
