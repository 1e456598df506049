import type { Route } from './+types/sample-csv';
import { quickOrderSample } from '../../api/quick-order.server';
import { requireRouteLocale } from '../../i18n/locale.server';

/** GET /shop/quick-order/sample.csv: the sample as semicolon-separated text. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  return quickOrderSample('csv');
}
