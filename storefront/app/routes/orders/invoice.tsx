import type { Route } from './+types/invoice';
import { orderNumberParam } from '../../api/orders.server';
import { downloadOrderInvoice } from '../../api/order-fulfilment.server';
import { requireRouteLocale } from '../../i18n/locale.server';
import { routeError } from '../../lib/route-error';

/** GET /account/orders/:number/invoices/:invoiceId: an invoice or credit note of the buyer's order, as a PDF. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const number = orderNumberParam(params.number);
  if (!/^\d{1,9}$/.test(params.invoiceId)) throw routeError({ reason: 'not-found' }, 404);
  return downloadOrderInvoice(request, context, locale, number, params.invoiceId);
}
