import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { requireCheckoutState } from '../../api/checkout.server';
import { checkoutPath, firstOpenStep } from '../../lib/checkout-paths';
import { requireRouteLocale } from '../../i18n/locale.server';

/** GET /checkout: continues where the shopper left off, at the first step without a valid answer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const state = await requireCheckoutState(request, context, locale);
  return redirect(checkoutPath(locale, firstOpenStep(state)));
}
