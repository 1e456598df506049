import { data, redirect } from 'react-router';
import type { Route } from './+types/toggle';
import { loginRedirect } from '../../api/account.server';
import { isDocumentRequest, refererPath } from '../../api/cart.server';
import { toggleWishlist } from '../../api/wishlist.server';
import { formText } from '../../lib/form-text';
import { wishlistPath } from '../../lib/wishlist-paths';
import { requireRouteLocale } from '../../i18n/locale.server';
import { routeError } from '../../lib/route-error';
import { postedForm } from '../../lib/posted-form.server';

/** A GET of the action URL changes nothing: it shows the wishlist. */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(wishlistPath(requireRouteLocale(request, params)));
}

/**
 * POST /wishlist/toggle/:productId with the product's token as `_token` (storefront spec §7.2): adds the
 * product or removes it. With JavaScript the answer is the button's new state `{ id, add, url }`; without it the
 * browser goes back to the page it came from. A visitor is sent to log in.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  if (!params.productId || !/^\d{1,9}$/.test(params.productId))
    throw routeError({ reason: 'not-found' }, 404);
  const productId = Number(params.productId);
  const token = formText(await postedForm(request), '_token');
  const result = await toggleWishlist(request, context, locale, productId, token);
  const document = isDocumentRequest(request);
  if (!result.ok && result.status === 401) {
    if (document) throw loginRedirect(new Request(new URL(refererPath(request) ?? '/', request.url)), locale);
    return data({ ok: false as const }, 401);
  }
  if (!result.ok)
    console.error(`storefront: wishlist toggle of ${productId} answered ${result.status}: ${result.message}`);
  if (document) return redirect(refererPath(request) ?? wishlistPath(locale));
  if (!result.ok) return data({ ok: false as const }, result.status);
  const { id, add, url } = result.state;
  return data({ ok: true as const, id, add, url });
}
