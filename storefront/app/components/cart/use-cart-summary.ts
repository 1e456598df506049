import { useRouteLoaderData } from 'react-router';
import type { CartSummaryDto } from '../../api/cart.server';

/** What the root loader adds for the minicart: the cart's lines and total, or null when it could not be read. */
export interface CartSummaryLoaderData {
  cart: CartSummaryDto | null;
}

/** The minicart's data; the root loader reloads it after every form post, so an add shows at once. */
export function useCartSummary(): CartSummaryDto | null {
  const data = useRouteLoaderData('root') as Partial<CartSummaryLoaderData> | undefined;
  return data?.cart ?? null;
}
