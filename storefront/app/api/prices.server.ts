import type { ApiSchemas, Locale } from '@tradeshop/shared';
import type { AppLoadContext } from 'react-router';
import { unwrap } from './http.server';
import { hasShopSession, visitorApiClient } from './session.server';

export type BuyerPricesDto = ApiSchemas['BuyerPricesDto'];
export type BuyerPriceDto = ApiSchemas['BuyerPriceDto'];

/** The most products one call prices (the API's limit). */
const MAX_PRICED_PRODUCTS = 200;

/**
 * A logged-in buyer's own prices of a page's products (their company's store and currency, the cart's pricing),
 * in one call beside the page's public data; null for a visitor, who keeps the public prices, and when the call
 * fails.
 */
export async function getBuyerPrices(
  request: Request,
  context: AppLoadContext | undefined,
  locale: Locale,
  productIds: readonly number[],
): Promise<BuyerPricesDto | null> {
  const ids = [...new Set(productIds)].slice(0, MAX_PRICED_PRODUCTS);
  if (ids.length === 0 || !hasShopSession(request)) return null;
  try {
    const prices = await unwrap(
      visitorApiClient(request, context).GET('/api/shop/prices', {
        params: { query: { locale, products: ids.join(',') } },
      }),
      'buyer prices',
    );
    return prices.customer ? prices : null;
  } catch (error) {
    // The page still answers, with the public prices it already has, rather than the error page.
    console.error('storefront: the buyer prices request failed; the page shows the public prices', error);
    return null;
  }
}
