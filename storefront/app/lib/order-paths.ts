import type { Locale } from '@tradeshop/shared';
import { withQuery } from './paths';

/** The order history's three lists: shop orders, the ERP's orders, shop orders the ERP has not received. */
export const ORDER_HISTORY_VIEWS = ['shop', 'remote', 'pending'] as const;
export type OrderHistoryView = (typeof ORDER_HISTORY_VIEWS)[number];

export function isOrderHistoryView(value: string | null): value is OrderHistoryView {
  return ORDER_HISTORY_VIEWS.includes(value as OrderHistoryView);
}

/** `/account/orders`, on one of its lists, with the search and page in the query. */
export function orderHistoryPath(
  locale: Locale,
  view: OrderHistoryView = 'shop',
  query: Record<string, string | number | undefined> = {},
): string {
  return withQuery(`/${locale}/account/orders`, { view: view === 'shop' ? undefined : view, ...query });
}

export function orderDetailPath(locale: Locale, number: string): string {
  return `/${locale}/account/orders/${encodeURIComponent(number)}`;
}

export function remoteOrderPath(locale: Locale, number: string): string {
  return `/${locale}/account/orders/remote/${encodeURIComponent(number)}`;
}

export const ORDER_DOWNLOAD_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type OrderDownloadFormat = (typeof ORDER_DOWNLOAD_FORMATS)[number];

export function orderDownloadPath(locale: Locale, number: string, format: OrderDownloadFormat): string {
  return `${orderDetailPath(locale, number)}/download/${format}`;
}

/** An invoice or credit note of the order, as a PDF download. */
export function orderInvoicePath(locale: Locale, number: string, invoiceId: number): string {
  return `${orderDetailPath(locale, number)}/invoices/${invoiceId}`;
}
