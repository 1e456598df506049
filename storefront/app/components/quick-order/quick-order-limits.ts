import type { Locale } from '@tradeshop/shared';

/** The quick-order page (storefront spec §2: /shop/quick-order). */
export function quickOrderPath(locale: Locale): string {
  return `/${locale}/shop/quick-order`;
}

/** The downloadable sample spreadsheet. */
export function quickOrderSamplePath(locale: Locale, format: 'xlsx' | 'csv'): string {
  return `/${locale}/shop/quick-order/sample.${format}`;
}
