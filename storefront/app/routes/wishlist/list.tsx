import { data, redirect } from 'react-router';
import type { Route } from './+types/list';
import { getWishlistStates } from '../../api/wishlist.server';
import { parseWishlistIds, WISHLIST_LIST_MAX_IDS } from '../../components/wishlist/wishlist-ids';
import { requireRouteLocale } from '../../i18n/locale.server';
import { wishlistPath } from '../../lib/wishlist-paths';

/** The listing answers POSTs only; a GET (a bookmark) shows the wishlist page. */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(wishlistPath(requireRouteLocale(request, params)));
}

/**
 * POST /ajax/wishlist/list (storefront spec §2, §7.1): the body is a JSON array of product ids; the answer is
 * `[{ id, add, url }]` (each with the button's token too), in the order asked. A visitor gets an empty list.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  const ids = parseWishlistIds(await request.json().catch(() => null));
  if (!ids)
    return data({ message: `Send a JSON array of at most ${WISHLIST_LIST_MAX_IDS} product ids` }, 400);
  try {
    return data(await getWishlistStates(request, context, locale, ids), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    console.error('storefront: wishlist list failed', error);
    return data({ message: 'The wishlist is temporarily unavailable' }, 503);
  }
}
