import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { wishlistTogglePath } from '../lib/wishlist-paths';
import { loginRedirect } from './account.server';
import { unwrap } from './http.server';
import { visitorApiClient, visitorCsrfCookie } from './session.server';

export type WishlistDto = ApiSchemas['WishlistDto'];
export type WishlistEntryDto = ApiSchemas['WishlistEntryDto'];

/** One wishlist button's state as the list route answers it (storefront spec §3), with the button's token. */
export interface WishlistItemState {
  id: number;
  add: boolean;
  url: string;
  token: string;
}

/** The customer's wishlist with product cards; a visitor is sent to log in and come back. */
export async function requireWishlist(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
): Promise<WishlistDto> {
  const call = visitorApiClient(request, context).GET('/api/shop/wishlist', {
    params: { query: { locale } },
  });
  const { response } = await call.catch(() => unwrap(call, 'wishlist') as never);
  if (response.status === 401) throw loginRedirect(request, locale);
  return unwrap(call, 'wishlist');
}

/** How many products the customer keeps; 0 for a visitor. */
export async function getWishlistCount(request: Request, context: AppLoadContext): Promise<number> {
  const { data, response } = await visitorApiClient(request, context).GET('/api/shop/wishlist/count');
  if (response.status === 401) return 0;
  if (!data) throw new Error(`wishlist count answered ${response.status}`);
  return data.count;
}

/** Each product's button state with its action URL; an empty list for a visitor (their buttons lead to login). */
export async function getWishlistStates(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  productIds: number[],
): Promise<WishlistItemState[]> {
  if (productIds.length === 0) return [];
  const { data, response } = await visitorApiClient(request, context).GET('/api/shop/wishlist/states', {
    params: { query: { productIds } },
  });
  if (response.status === 401) return [];
  if (!data) throw new Error(`wishlist states answered ${response.status}`);
  return data.map((state) => ({ ...state, url: wishlistTogglePath(locale, state.id) }));
}

export type WishlistToggleResult =
  { ok: true; state: WishlistItemState } | { ok: false; status: number; message: string };

/**
 * Adds or removes the product. The form carries the product's token as `_token` (storefront spec §7.2) rather
 * than the CSRF token; the API checks that token (an HMAC of customer and product), and the CSRF check is met
 * with the visitor's own cookie.
 */
export async function toggleWishlist(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  productId: number,
  token: string,
): Promise<WishlistToggleResult> {
  const client = visitorApiClient(request, context, visitorCsrfCookie(request));
  const { data, error, response } = await client.POST('/api/shop/wishlist/{productId}/toggle', {
    params: { path: { productId } },
    body: { token },
  });
  if (data) return { ok: true, state: { ...data, url: wishlistTogglePath(locale, data.id) } };
  const message = (error as { message?: string } | undefined)?.message ?? response.statusText;
  return { ok: false, status: response.status, message };
}

/** The product page's button state, so its form works without JavaScript; null for a visitor or on failure. */
export async function productWishlistState(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  productId: number,
): Promise<{ token: string; add: boolean } | null> {
  try {
    const [state] = await getWishlistStates(request, context, locale, [productId]);
    return state ? { token: state.token, add: state.add } : null;
  } catch (error) {
    console.error('storefront: wishlist state failed', error);
    return null;
  }
}
