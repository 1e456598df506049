import type { Locale } from '@tradeshop/shared';
import { useEffect, useState } from 'react';
import { useShopSession } from '../../lib/use-shop-session';
import type { BuyerPrices } from './buyer-prices';

/**
 * A logged-in buyer's prices of products a browser-side answer brought (the live search), from the same batched
 * endpoint the page loaders call; null for a visitor, while loading, or when the call fails (no price is shown
 * then rather than a price the buyer would not pay).
 */
export function useFetchedBuyerPrices(locale: Locale, productIds: readonly number[]): BuyerPrices | null {
  const { customer } = useShopSession();
  const key = productIds.join(',');
  const [prices, setPrices] = useState<{ key: string; prices: BuyerPrices } | null>(null);

  useEffect(() => {
    if (!customer || key === '') return;
    const controller = new AbortController();
    const query = new URLSearchParams({ locale, products: key });
    fetch(`/api/shop/prices?${query.toString()}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<BuyerPrices>) : null))
      .then((answer) => {
        if (answer?.customer) setPrices({ key, prices: answer });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [customer, locale, key]);

  return customer && prices?.key === key ? prices.prices : null;
}
