import type { Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { routeError } from '../lib/route-error';
import { loginRedirect } from './account.server';
import { visitorApiClient } from './session.server';

/** What the shop API answers at /api/shop/orders/{number}/fulfilment (OrderFulfilmentShopDto). */
export interface OrderFulfilmentDto {
  shipments: {
    id: number;
    state: string;
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    items: { sku: string; name: string; quantity: string; unit: string }[];
  }[];
  comments: { id: number; text: string; createdAt: string }[];
  invoices: {
    id: number;
    kind: 'invoice' | 'credit_note';
    number: string;
    state: string;
    currency: string;
    grossMinor: number;
    createdAt: string;
  }[];
}

type ApiAnswer = Promise<{ data?: unknown; error?: unknown; response: Response }>;
/**
 * These two paths are new in the API; until the client is generated again they are called through this
 * narrower signature (the coordinator's regeneration makes the cast unnecessary).
 */
type UntypedGet = (
  path: string,
  init: { params: { path: Record<string, string | number> }; parseAs?: 'stream' },
) => ApiAnswer;

function get(request: Request, context: AppLoadContext): UntypedGet {
  const client = visitorApiClient(request, context);
  return client.GET.bind(client) as unknown as UntypedGet;
}

/** The order's parcels, messages to the buyer and invoices; null when the API cannot say (the page still shows). */
export async function loadOrderFulfilment(
  request: Request,
  context: AppLoadContext,
  number: string,
): Promise<OrderFulfilmentDto | null> {
  try {
    const { data, response } = await get(request, context)('/api/shop/orders/{number}/fulfilment', {
      params: { path: { number } },
    });
    return response.ok ? (data as OrderFulfilmentDto) : null;
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
  const { response } = await get(request, context)('/api/shop/orders/{number}/invoices/{invoiceId}.pdf', {
    params: { path: { number, invoiceId } },
    parseAs: 'stream',
  }).catch(() => {
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
