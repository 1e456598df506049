import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { visitorApiClient } from './session.server';

export type StorePolicyDto = ApiSchemas['StorePolicyDto'];

/**
 * What the store of the page's language allows a visitor (whether it takes orders from guests). Null when the
 * API cannot say: the page then says nothing rather than something wrong.
 */
export async function getStorePolicy(
  request: Request,
  context: AppLoadContext | undefined,
  locale: Locale,
): Promise<StorePolicyDto | null> {
  try {
    const { data, response } = await visitorApiClient(request, context).GET('/api/shop/store-policy', {
      params: { query: { locale } },
    });
    if (!data) console.error(`storefront: store policy answered ${response.status}`);
    return data ?? null;
  } catch (cause) {
    console.error('storefront: store policy failed', cause);
    return null;
  }
}
