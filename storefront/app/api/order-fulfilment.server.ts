import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { routeError } from '../lib/route-error';
import { loginRedirect } from './account.server';
import { visitorApiClient } from './session.server';

/** The order's parcels with their tracking, the messages sent to the buyer, and invoices and credit notes. */
export type OrderFulfilmentDto = ApiSchemas['OrderFulfilmentShopDto'];

/** The order's parcels, messages to the buyer and invoices; null when the API cannot say (the page still shows). */
export async function loadOrderFulfilment(
  request: Request,
  context: AppLoadContext,
  number: string,
): Promise<OrderFulfilmentDto | null> {
  try {
    const { data, response } = await visitorApiClient(request, context).GET(
      '/api/shop/orders/{number}/fulfilment',
      { params: { path: { number } } },
    );
    return response.ok && data ? data : null;
  } catch (cause) {
    console.error('storefront: order fulfilment failed', cause);
    return null;
  }
}

/** An invoice or credit note of the buyer's order, passed on to the browser as a PDF download. */
export async function downloadOrderInvoice(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  number: string,
  invoiceId: string,
): Promise<Response> {
  const { response } = await visitorApiClient(request, context)
    .GET('/api/shop/orders/{number}/invoices/{invoiceId}.pdf', {
      params: { path: { number, invoiceId: Number(invoiceId) } },
      parseAs: 'stream',
    })
    .catch(() => {
      throw routeError({ reason: 'unavailable' }, 503);
    });
  if (response.status === 401) throw loginRedirect(request, locale);
  if (response.status === 404) throw routeError({ reason: 'not-found' }, 404);
  if (!response.ok || !response.body) throw routeError({ reason: 'unavailable' }, 503);
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(response.body, { status: 200, headers });
}
