import { data } from 'react-router';
import type { Route } from './+types/count';
import { getWishlistCount } from '../../api/wishlist.server';
import { requireRouteLocale } from '../../i18n/locale.server';

/** GET /wishlist/count (storefront spec §2): `{ count }` as JSON; 0 for a visitor. Not cached. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  try {
    return data(
      { count: await getWishlistCount(request, context) },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    console.error('storefront: wishlist count failed', error);
    return data({ count: null }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
