import type { Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { routeError } from '../lib/route-error';
import { loginRedirect } from './account.server';
import { visitorApiClient } from './session.server';

/**
 * Starts the conversion of the shopper's own order to an ERP order; it runs as a job, and the reloaded page shows
 * the result. False when the shop could not start it (no ERP connected, the ERP's queue unavailable).
 */
export async function startErpConversion(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  number: string,
  csrfToken: string,
): Promise<boolean> {
  const client = visitorApiClient(request, context, csrfToken);
  let response: Response;
  try {
    ({ response } = await client.POST('/api/shop/orders/{number}/erp-conversion', {
      params: { path: { number } },
    }));
  } catch (cause) {
    console.error('storefront: starting the order conversion failed', cause);
    return false;
  }
  if (response.status === 401) throw loginRedirect(request, locale);
  if (response.status === 404) throw routeError({ reason: 'not-found' }, 404);
  return response.ok;
}
