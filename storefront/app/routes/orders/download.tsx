import type { Route } from './+types/download';
import { downloadOrder, orderNumberParam } from '../../api/orders.server';
import { ORDER_DOWNLOAD_FORMATS, type OrderDownloadFormat } from '../../lib/order-paths';
import { requireRouteLocale } from '../../i18n/locale.server';
import { routeError } from '../../lib/route-error';

/** GET /account/orders/:number/download/:format: the order as PDF, CSV or Excel, in the page language. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  const number = orderNumberParam(params.number);
  if (!ORDER_DOWNLOAD_FORMATS.includes(params.format as OrderDownloadFormat)) {
    throw routeError({ reason: 'not-found' }, 404);
  }
  return downloadOrder(request, context, locale, number, params.format as OrderDownloadFormat);
}
