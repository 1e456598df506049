import { addCalendarDays, isAllowedDeliveryDate, storeToday, type StoreCode } from '@tradeshop/shared';

/** How long an out-of-stock item takes to arrive from the supplier, as the shop promises it. */
export const RESTOCK_LEAD_DAYS = 14;

/**
 * The preliminary delivery date of an out-of-stock item (storefront spec §8): the first day the store delivers
 * on (no weekends; Tuesdays and Fridays in Finland) once the restock lead time has passed, counted from the
 * store's own today. YYYY-MM-DD.
 */
export function preliminaryDeliveryDate(store: StoreCode, now: Date = new Date()): string {
  const today = storeToday(store, now);
  for (let days = RESTOCK_LEAD_DAYS; ; days++) {
    const candidate = addCalendarDays(today, days);
    if (isAllowedDeliveryDate(store, candidate, now)) return candidate;
  }
}
