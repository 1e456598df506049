import type { ReactNode } from 'react';
import { BuyerPricesContext, type BuyerPrices } from './buyer-prices';

/** Lays a logged-in buyer's prices (a page loader's `buyerPrices`) over the page's public prices. */
export function BuyerPricesProvider({
  prices,
  children,
}: {
  prices: BuyerPrices | null;
  children: ReactNode;
}) {
  return <BuyerPricesContext.Provider value={prices}>{children}</BuyerPricesContext.Provider>;
}
