import { LOCALE_TAGS, type Locale, type StockStatus } from '@tradeshop/shared';
import { useRouteLoaderData } from 'react-router';
import { useI18n } from '../i18n/use-i18n';

/** What the root loader adds: when an item out of stock today is expected in the shopper's store. */
export interface PreliminaryDeliveryLoaderData {
  /** YYYY-MM-DD, or null when it could not be read. */
  preliminaryDeliveryDate: string | null;
}

/** Statuses of items that are not on the shelf: they say when they are expected. */
const AWAITED: ReadonlySet<StockStatus> = new Set(['out_of_stock', 'on_order']);

/** A calendar date in the page's language, e.g. "8.12.2026" or "Dec 8, 2026". */
export function formatCalendarDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/**
 * The stock status; with `expected`, an item out of stock or on order also says when it is expected (the
 * preliminary delivery date the cart gives it too). The cart line says that itself.
 */
export function StockBadge({
  status,
  detail,
  expected = false,
}: {
  status: StockStatus;
  detail?: string;
  expected?: boolean;
}) {
  const { locale, messages: t, format } = useI18n();
  const root = useRouteLoaderData('root') as Partial<PreliminaryDeliveryLoaderData> | undefined;
  const date = expected && AWAITED.has(status) ? (root?.preliminaryDeliveryDate ?? null) : null;
  return (
    <span className={`stock-badge stock-badge--${status.replaceAll('_', '-')}`}>
      <span className="stock-badge__dot" aria-hidden="true" />
      {t.stock[status]}
      {detail ? <span className="stock-badge__detail"> · {detail}</span> : null}
      {date ? (
        <span className="stock-badge__detail stock-badge__expected">
          <span className="stock-badge__separator"> · </span>
          {format(t.searchPage.expected, { date: formatCalendarDate(locale, date) })}
        </span>
      ) : null}
    </span>
  );
}
