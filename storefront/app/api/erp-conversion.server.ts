import type { ErpExportFailureReason, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { routeError } from '../lib/route-error';
import { loginRedirect } from './account.server';
import type { OrderHistoryDetailDto } from './orders.server';
import { visitorApiClient } from './session.server';

/** What the order detail answers about the order's conversion to an ERP order (issue 14 §6). */
export interface ErpConversionFacts {
  erpOrderNumber: string | null;
  erpExportFailure: ErpExportFailureReason | null;
  erpConversionAllowed: boolean;
}

/**
 * The conversion facts of an order detail. Read by name until the generated client knows them (the API client is
 * regenerated from the backend's OpenAPI document when the branches meet).
 */
export function erpConversionOf(order: OrderHistoryDetailDto): ErpConversionFacts {
  const facts = order as OrderHistoryDetailDto & Partial<ErpConversionFacts>;
  return {
    erpOrderNumber: facts.erpOrderNumber ?? null,
    erpExportFailure: facts.erpExportFailure ?? null,
    erpConversionAllowed: facts.erpConversionAllowed ?? false,
  };
}

type UntypedPost = (
  path: string,
  init: { params: { path: Record<string, string> } },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

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
  const post = client.POST as unknown as UntypedPost;
  let response: Response;
  try {
    ({ response } = await post('/api/shop/orders/{number}/erp-conversion', { params: { path: { number } } }));
  } catch (cause) {
    console.error('storefront: starting the order conversion failed', cause);
    return false;
  }
  if (response.status === 401) throw loginRedirect(request, locale);
  if (response.status === 404) throw routeError({ reason: 'not-found' }, 404);
  return response.ok;
}
