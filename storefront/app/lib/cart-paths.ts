import type { Locale } from '@tradeshop/shared';
import { homePath, withQuery } from './paths';

/** The cart page. */
export function cartPath(locale: Locale): string {
  return `${homePath(locale)}/cart`;
}

/** Where a product's add-to-cart form posts (storefront spec §7.6). */
export function cartAddPath(locale: Locale, productId: number): string {
  return `${cartPath(locale)}/add/${productId}`;
}

/**
 * The remove-from-cart link of one cart item (storefront spec §7.4). It carries the line's own remove token, not
 * the CSRF token: a GET address ends up in history and logs, and that token removes only this line.
 */
export function cartRemovePath(locale: Locale, itemId: number, removeToken: string): string {
  return withQuery(`${cartPath(locale)}/remove/${itemId}`, { token: removeToken });
}
