import { data, redirect } from 'react-router';
import type { Route } from './+types/add';
import { cartApi, isDocumentRequest, refererPath } from '../../api/cart.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import { cartPath } from '../../lib/cart-paths';
import { routeError } from '../../lib/route-error';

/** A GET of the add address (a bookmark, a crawler) adds nothing: it shows the cart. */
export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(cartPath(requireRouteLocale(request, params)));
}

/**
 * POST /cart/add/:productId (storefront spec §7.6) with `add_to_cart_<id>[cartItem][quantity]`,
 * `[cartItem][unitDefinition]` and `[_token]` (the CSRF token). With JavaScript the form posts through a
 * fetcher: the answer is data and the root loader's revalidation refreshes the minicart. Without it, the browser
 * goes back to the page the form was on.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = requireRouteLocale(request, params);
  if (!params.productId || !/^\d{1,9}$/.test(params.productId))
    throw routeError({ reason: 'not-found' }, 404);
  const productId = Number(params.productId);
  const form = await request.formData();
  const formId = `add_to_cart_${productId}`;
  const field = (name: string) => {
    const value = form.get(`${formId}${name}`);
    return typeof value === 'string' ? value : '';
  };
  const unit = field('[cartItem][unitDefinition]');
  const result = await cartApi(request, context, locale, field('[_token]')).addItem({
    productId,
    quantity: field('[cartItem][quantity]'),
    ...(unit ? { unit } : {}),
  });
  if (!result.ok)
    console.error(`storefront: adding product ${productId} to the cart failed: ${result.message}`);
  if (isDocumentRequest(request))
    return redirect(refererPath(request) ?? cartPath(locale), { headers: result.headers });
  return data(
    result.ok
      ? { ok: true as const }
      : { ok: false as const, problem: result.problem, message: result.message },
    { headers: result.headers, status: result.ok ? 200 : result.status },
  );
}
