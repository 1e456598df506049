import type { Locale } from '@tradeshop/shared';
import { withQuery } from '../../lib/paths';

/** The contact form. */
export function contactPath(locale: Locale): string {
  return `/${locale}/contact`;
}

/** What the warranty form can be opened with, e.g. from a line of the order history. */
export interface WarrantyPrefill {
  sku?: string | null;
  orderNumber?: string | null;
  purchaseDate?: string | null;
}

/**
 * The warranty registration (storefront spec §2: no locale segment; the language comes from the cookie, or from
 * `?locale=` when given, which also sets the cookie).
 */
export function warrantyPath(prefill: WarrantyPrefill = {}, locale?: Locale): string {
  return withQuery('/warranty/register', {
    sku: prefill.sku,
    orderNumber: prefill.orderNumber,
    purchaseDate: prefill.purchaseDate,
    locale,
  });
}

export function trackingPath(locale: Locale): string {
  return `/${locale}/shop/tracking`;
}

export function trackingSubmitPath(locale: Locale): string {
  return `/${locale}/shop/tracking/submit`;
}

/** The failure page; `waitMinutes` when the address searched too often without finding anything. */
export function trackingFailPath(locale: Locale, waitMinutes?: number): string {
  return withQuery(`/${locale}/shop/tracking/fail`, { wait: waitMinutes });
}
