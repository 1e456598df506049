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

/** True when a preferred delivery date (YYYY-MM-DD, UTC) is after today and on an allowed weekday. */
export function isAllowedDeliveryDate(store: StoreCode, isoDate: string, today: Date = new Date()): boolean {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return false;
  const startOfToday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return date.getTime() > startOfToday && DELIVERY_WEEKDAYS[store].includes(date.getUTCDay());
}
