import { data, redirect } from 'react-router';
import type { Route } from './+types/remove';
import { isDocumentRequest, refererPath, removeCartItem } from '../../api/cart.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import { cartPath } from '../../lib/cart-paths';
import { withQuery } from '../../lib/paths';

/**
 * GET /cart/remove/:itemId?token=… (storefront spec §7.4): removes the item, guarded by the line's own remove
 * token in the query, which the API checks. With JavaScript (a fetcher) the answer is data; without, the browser
 * goes back to where the link was, or to the cart with the spec's error message when the removal failed.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const itemId = params.itemId && /^\d{1,9}$/.test(params.itemId) ? Number(params.itemId) : null;
  const result = itemId === null ? null : await removeCartItem(request, context, locale, itemId, token);
  const ok = result?.ok === true;
  if (!ok)
    console.error(
      `storefront: removing cart item ${params.itemId} failed`,
      result?.ok === false ? result.message : '',
    );
  const headers = result?.headers ?? new Headers();
  headers.set('Cache-Control', 'no-store');
  if (isDocumentRequest(request)) {
    const back = ok ? (refererPath(request) ?? withQuery(cartPath(locale), { done: 'removed' })) : null;
    return redirect(back ?? withQuery(cartPath(locale), { error: 'remove' }), { headers });
  }
  return data({ ok }, { headers, status: ok ? 200 : result?.ok === false ? result.status : 404 });
}
