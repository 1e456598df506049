import type { Route } from './+types/sample-xlsx';
import { quickOrderSample } from '../../api/quick-order.server';
import { requireRouteLocale } from '../../i18n/locale.server';

/** GET /shop/quick-order/sample.xlsx: the sample spreadsheet to fill in and upload. */
export function loader({ request, params }: Route.LoaderArgs) {
  requireRouteLocale(request, params);
  return quickOrderSample('xlsx');
}
