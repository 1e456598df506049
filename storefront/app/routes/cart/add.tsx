import { data, redirect } from 'react-router';
import type { Route } from './+types/add';
import { cartApi, isDocumentRequest, refererPath } from '../../api/cart.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import type { CartDto } from '../../api/cart.server';
import type { CartAdded } from '../../components/cart/cart-added-notice';
import { cartAddedCookie } from '../../lib/cart-added.server';
import { cartPath } from '../../lib/cart-paths';
import { routeError } from '../../lib/route-error';
import { postedForm } from '../../lib/posted-form.server';

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
  const form = await postedForm(request);
  const formId = `add_to_cart_${productId}`;
  const field = (name: string) => {
    const value = form.get(`${formId}${name}`);
    return typeof value === 'string' ? value : '';
  };
  const unit = field('[cartItem][unitDefinition]');
  const quantity = field('[cartItem][quantity]');
  const result = await cartApi(request, context, locale, field('[_token]')).addItem({
    productId,
    quantity,
    ...(unit ? { unit } : {}),
  });
  if (!result.ok)
    console.error(`storefront: adding product ${productId} to the cart failed: ${result.message}`);
  const added = result.ok ? addedToCart(result.data, productId, quantity, unit) : null;
  if (isDocumentRequest(request)) {
    // Without JavaScript the page the form was on shows the confirmation once.
    if (added) result.headers.append('Set-Cookie', cartAddedCookie(added));
    return redirect(refererPath(request) ?? cartPath(locale), { headers: result.headers });
  }
  return data(
    result.ok
      ? { ok: true as const, added }
      : { ok: false as const, problem: result.problem, message: result.message },
    { headers: result.headers, status: result.ok ? 200 : result.status },
  );
}

/**
 * The confirmation of an add: the product's line in the unit posted (a product may have a line per unit) in the
 * cart the API answered, and the quantity posted. Without a unit, the product's sales unit line.
 */
function addedToCart(cart: CartDto, productId: number, quantity: string, unit: string): CartAdded | null {
  const lines = cart.lines.filter((candidate) => candidate.productId === productId && !candidate.isGift);
  const line = lines.find((candidate) => candidate.unit.identifier === unit) ?? lines[0];
  if (!line) return null;
  return {
    productId,
    name: line.name,
    quantity: quantity.trim().replace(',', '.') || line.quantity,
    unit: line.unit.label,
    lineQuantity: line.quantity,
  };
}
