import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';
import type { CheckoutDetails } from './cart.port';
import { Cart } from './entities/cart.entity';

/**
 * What the checkout writes on a cart: the answers of its steps, and the cart's return when an order's payment was
 * cancelled; and what orders read of the cart they were placed from. Runs in the caller's transaction, on a cart it locked with `CartForOrders.lockOpenCart`.
 */
@Injectable()
export class CartCheckoutService {
  /** Merges the step's answers into the cart's checkout; `completeDelivery` is also the cart's own flag. */
  async saveCheckout(em: EntityManager, cartId: number, patch: CheckoutDetails): Promise<void> {
    const cart = await em.findOneOrFail(Cart, { id: cartId });
    cart.checkout = { ...cart.checkout, ...patch };
    if (patch.completeDelivery !== undefined) cart.completeDelivery = patch.completeDelivery;
    cart.version++;
    await em.flush();
  }

  /**
   * Opens an ordered cart again (its order's payment was cancelled), unless the owner already has another open
   * cart in the store. The terms must be accepted again. Returns whether the cart is open.
   */
  async reopen(em: EntityManager, cartId: number): Promise<boolean> {
    const cart = await em.findOne(Cart, { id: cartId, status: 'ordered' });
    if (!cart) return false;
    if (cart.customerId != null) {
      const other = await em.count(Cart, {
        customerId: cart.customerId,
        storeId: cart.storeId,
        status: 'open',
      });
      if (other > 0) return false;
    }
    cart.status = 'open';
    cart.checkout = { ...cart.checkout, termsAccepted: false };
    cart.version++;
    await em.flush();
    return true;
  }

  /** The visitor cookie token of the cart an order was placed from. */
  async cartToken(em: EntityManager, cartId: number): Promise<string | null> {
    const [row] = await queryRows<{ token: string }>(
      em,
      sql`select token::text as token from cart where id = ${cartId}`,
    );
    return row?.token ?? null;
  }
}
