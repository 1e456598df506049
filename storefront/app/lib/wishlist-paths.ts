import type { Locale } from '@tradeshop/shared';

/** The wishlist page. */
export function wishlistPath(locale: Locale): string {
  return `/${locale}/wishlist`;
}

/** GET: `{ count }` for the header (storefront spec §2). */
export function wishlistCountPath(locale: Locale): string {
  return `/${locale}/wishlist/count`;
}

/** POST a JSON array of product ids: `[{ id, add, url }]` (storefront spec §2, §7.1). */
export function wishlistListPath(locale: Locale): string {
  return `/${locale}/ajax/wishlist/list`;
}

/** A wishlist button's action URL: POST with the product's token as `_token` (storefront spec §7.2). */
export function wishlistTogglePath(locale: Locale, productId: number): string {
  return `/${locale}/wishlist/toggle/${productId}`;
}
