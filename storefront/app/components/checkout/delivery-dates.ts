import { LOCALE_TAGS, type Locale } from '@tradeshop/shared';

/** A YYYY-MM-DD date with its weekday, in the page language ("Tuesday 1 December 2026"). */
export function formatDeliveryDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The weekdays (0 = Sunday) on which the offered dates fall, named and listed in the page language. */
export function deliveryWeekdays(locale: Locale, isoDates: readonly string[]): string {
  const tag = LOCALE_TAGS[locale];
  const weekdays = [...new Set(isoDates.map((date) => new Date(`${date}T00:00:00Z`).getUTCDay()))].sort(
    (a, b) => ((a + 6) % 7) - ((b + 6) % 7),
  );
  const name = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday, so day n of that week is weekday n.
  const names = weekdays.map((weekday) => name.format(new Date(Date.UTC(2023, 0, 1 + weekday))));
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(names);
}
