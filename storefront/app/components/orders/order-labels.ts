import { LOCALE_TAGS, type Locale, type OrderType } from '@tradeshop/shared';
import type { Messages } from '../../i18n/messages';

/** The order type's name; a code outside the known ranges is named by its number. */
export function orderTypeName(
  t: Messages['orders'],
  order: { orderType?: OrderType | null; orderTypeCode: number },
  format: (template: string, values: Record<string, string | number>) => string,
): string {
  return order.orderType
    ? t.orderTypes[order.orderType]
    : format(t.unknownOrderType, { code: order.orderTypeCode });
}

/** A day (an ISO date or timestamp) in the page language; the day as UTC keeps it the same everywhere. */
export function formatOrderDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );
}
