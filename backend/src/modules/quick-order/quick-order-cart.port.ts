import type { CartOwner } from '../cart/cart.port';

/** A line quick order puts into the cart: a product, its sales unit, and a quantity that passed the rules. */
export interface QuickOrderCartLine {
  productId: number;
  unitDefinitionId: number;
  quantity: string;
}

export type QuickOrderCartOutcome =
  { productId: number; status: 'added' } | { productId: number; status: 'refused'; reason: string };

/** What quick order needs of the cart: the cart module's `CartService.addItems`, each line added or refused. */
export interface QuickOrderCart {
  addItems(owner: CartOwner, lines: QuickOrderCartLine[]): Promise<{ body: QuickOrderCartOutcome[] }>;
}

export const QUICK_ORDER_CART = Symbol('QUICK_ORDER_CART');
