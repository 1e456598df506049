import type { Route } from './+types/product-datasheet';
import { getProductDatasheet } from '../api/catalogue.server';
import { requireRouteLocale } from '../i18n/locale.server';

/** GET /p/:slug/datasheet.pdf: the product data sheet in the page's language, made by the backend. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = requireRouteLocale(request, params);
  return getProductDatasheet({ locale }, params.slug);
}
