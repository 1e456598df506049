import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/**
 * The cart's statements the ORM cannot say (line upsert, vouchers, the open cart created once). Runs in the caller's transaction when `em`
 * is inside one.
 */
@Injectable()
export class CartRepository {
  async attachVoucher(em: EntityManager, cartId: number, voucherCodeId: number): Promise<void> {
    await queryRows(
      em,
      sql`insert into cart_voucher (cart_id, voucher_code_id) values (${cartId}, ${voucherCodeId}) on conflict do nothing`,
    );
  }

  async detachVoucher(em: EntityManager, cartId: number, voucherCodeId: number): Promise<void> {
    await queryRows(
      em,
      sql`delete from cart_voucher where cart_id = ${cartId} and voucher_code_id = ${voucherCodeId}`,
    );
  }

  /** A visitor's vouchers follow their cart into the customer's on login. */
  async moveVouchers(em: EntityManager, fromCartId: number, toCartId: number): Promise<void> {
    await queryRows(
      em,
      sql`
        insert into cart_voucher (cart_id, voucher_code_id)
        select ${toCartId}, voucher_code_id from cart_voucher where cart_id = ${fromCartId}
        on conflict do nothing`,
    );
  }

  /** The customer's open cart in the store, created when there is none (safe when two requests race). */
  async ensureCustomerCart(
    em: EntityManager,
    cart: { customerId: number; storeId: number; currency: string; locale: string },
  ): Promise<void> {
    await queryRows(
      em,
      sql`
        insert into cart (customer_id, store_id, currency, locale)
        values (${cart.customerId}, ${cart.storeId}, ${cart.currency}, ${cart.locale})
        on conflict (customer_id, store_id) where status = 'open' and customer_id is not null do nothing`,
    );
  }

  async voucherCodeIds(em: EntityManager, cartId: number): Promise<number[]> {
    const found = await queryRows<{ id: number }>(
      em,
      sql`select voucher_code_id as id from cart_voucher where cart_id = ${cartId}`,
    );
    return found.map((row) => row.id);
  }

  /**
   * Adds `quantity` to the cart's line of the product in that unit, creating the line when there is none, and
   * counts the change in the cart's version. One statement on the unique line index, so two adds at the same
   * moment end in one line with both quantities and two versions more. The line is written from the counted
   * cart's row, so the cart is always locked first (two adds never wait for each other's locks the other way).
   */
  async addToLine(
    em: EntityManager,
    line: { cartId: number; productId: number; sku: string; unitDefinitionId: number; quantity: string },
  ): Promise<{ id: number; quantity: string; cartVersion: number }> {
    const [row] = await queryRows<{ id: number; quantity: string; cartVersion: number }>(
      em,
      sql`
        with counted as (
          update cart set version = version + 1, updated_at = now() where id = ${line.cartId} returning version
        )
        insert into cart_item (cart_id, product_id, sku, unit_definition_id, quantity, is_gift)
        select ${line.cartId}, ${line.productId}, ${line.sku}, ${line.unitDefinitionId}, ${line.quantity}::numeric, false
          from counted
        on conflict (cart_id, product_id, unit_definition_id, is_gift)
          do update set quantity = cart_item.quantity + excluded.quantity
        returning id, quantity::text as quantity, (select version from counted) as "cartVersion"`,
    );
    return row!;
  }
}
