import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql, type SqlQuery } from '../../database/sql';
import { Cart, CartItem } from './entities/cart.entity';

/** What is read of a stored line: a cart item's fields, without the entity (lines are read far more than written). */
export type CartLine = Pick<
  CartItem,
  'id' | 'productId' | 'sku' | 'unitDefinitionId' | 'quantity' | 'isGift'
>;

/** A cart's stored lines (not gifts, in the order they were added) and the ids of the voucher codes on it. */
export interface CartContents {
  items: CartLine[];
  voucherCodeIds: number[];
}

/** The columns of `contents` for the cart `cart` names; a line's quantity as the decimal text the ORM reads. */
const contentsColumns = (cart: SqlQuery) => sql`
  coalesce((select jsonb_agg(jsonb_build_object('id', item.id, 'productId', item.product_id, 'sku', item.sku,
                                                'unitDefinitionId', item.unit_definition_id,
                                                'quantity', item.quantity::text, 'isGift', item.is_gift)
                             order by item.id)
              from cart_item item where item.cart_id = ${cart} and not item.is_gift), '[]') as items,
  coalesce((select array_agg(voucher.voucher_code_id order by voucher.voucher_code_id)
              from cart_voucher voucher where voucher.cart_id = ${cart}), '{}') as "voucherCodeIds"`;

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

  /** The cart's lines and vouchers in one statement. */
  async contents(em: EntityManager, cartId: number): Promise<CartContents> {
    const [row] = await queryRows<CartContents>(em, sql`select ${contentsColumns(sql`${cartId}`)}`);
    return row!;
  }

  /** Removes the cart's lines `itemIds` and counts the change in its version, in one statement; the new version. */
  async removeLines(em: EntityManager, cartId: number, itemIds: number[]): Promise<number> {
    const [row] = await queryRows<{ version: number }>(
      em,
      // The cart first, as every write of its lines locks it (`addToLine`): the delete waits for its row.
      sql`with counted as (
            update cart set version = version + 1, updated_at = now() where id = ${cartId} returning id, version
          ),
          removed as (
            delete from cart_item where cart_id = (select id from counted) and id = any(${itemIds}::int[])
          )
          select version from counted`,
    );
    return row!.version;
  }

  /**
   * The customer's open cart in the store with its lines and vouchers, in one statement; null when there is none.
   * Unlocked: a read under the cart's row lock reads the lines after taking it (`contents`), so that it sees
   * what the write it waited for committed.
   */
  async openCustomerCart(
    em: EntityManager,
    customerId: number,
    storeId: number,
  ): Promise<{ cart: Cart; contents: CartContents } | null> {
    const [row] = await queryRows<CartContents & { cart: Record<string, unknown> }>(
      em,
      sql`select to_jsonb(cart) as cart, ${contentsColumns(sql`cart.id`)}
            from cart
           where cart.customer_id = ${customerId} and cart.store_id = ${storeId} and cart.status = 'open'`,
    );
    return row
      ? { cart: em.map(Cart, row.cart), contents: { items: row.items, voucherCodeIds: row.voucherCodeIds } }
      : null;
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
