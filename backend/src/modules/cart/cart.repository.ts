import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoreCode } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';

/** The customer's side of the price context: their company (and its store) and groups. */
export interface CustomerContextRow {
  company_id: number | null;
  store_id: number | null;
  group_ids: number[];
}

export interface StoreRow {
  id: number;
  code: StoreCode;
  currency: string;
  country: string | null;
}

/**
 * The reads the cart needs from other sections' tables (customers, stores, voucher codes) and the line upsert the ORM cannot say. Runs in the caller's transaction when `em`
 * is inside one.
 */
@Injectable()
export class CartRepository {
  async customerContext(em: EntityManager, customerId: number): Promise<CustomerContextRow | null> {
    const [row] = await queryRows<CustomerContextRow>(
      em,
      sql`
        select c.company_id, cc.store_id,
               array(select m.group_id from customer_group_member m where m.customer_id = c.id order by 1)
                 as group_ids
        from customer c
        left join customer_company cc on cc.id = c.company_id
        where c.id = ${customerId}`,
    );
    return row ? { ...row, group_ids: row.group_ids.map(Number) } : null;
  }

  async store(em: EntityManager, storeId: number): Promise<StoreRow | null> {
    const [row] = await queryRows<StoreRow>(
      em,
      sql`select id, code, currency, trim(country) as country from store where id = ${storeId}`,
    );
    return row ?? null;
  }

  /** Where one of the customer's addresses is, for the shipping quote. */
  async addressDestination(
    em: EntityManager,
    customerId: number,
    addressId: number,
  ): Promise<{ country: string; postcode: string } | null> {
    const [row] = await queryRows<{ country: string; postcode: string }>(
      em,
      sql`select trim(country) as country, postcode from address where id = ${addressId} and customer_id = ${customerId}`,
    );
    return row ?? null;
  }

  /** The id of a voucher code, whatever the letter case it was typed in. */
  async voucherCodeId(em: EntityManager, code: string): Promise<number | null> {
    const [row] = await queryRows<{ id: number }>(
      em,
      sql`select id from voucher_code where lower(code) = lower(${code})`,
    );
    return row?.id ?? null;
  }

  async attachVoucher(em: EntityManager, cartId: number, voucherCodeId: number): Promise<void> {
    await queryRows(
      em,
      sql`insert into cart_voucher (cart_id, voucher_code_id) values (${cartId}, ${voucherCodeId}) on conflict do nothing`,
    );
  }

  async detachVoucher(em: EntityManager, cartId: number, code: string): Promise<void> {
    await queryRows(
      em,
      sql`
        delete from cart_voucher
        where cart_id = ${cartId} and voucher_code_id in (select id from voucher_code where lower(code) = lower(${code}))`,
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

  async voucherCodes(em: EntityManager, cartId: number): Promise<string[]> {
    const found = await queryRows<{ code: string }>(
      em,
      sql`
        select v.code from cart_voucher cv join voucher_code v on v.id = cv.voucher_code_id
        where cv.cart_id = ${cartId} order by v.code`,
    );
    return found.map((row) => row.code);
  }

  /**
   * Adds `quantity` to the cart's line of the product in that unit, creating the line when there is none. One
   * statement on the unique line index, so two adds at the same moment end in one line with both quantities.
   */
  async addToLine(
    em: EntityManager,
    line: { cartId: number; productId: number; sku: string; unitDefinitionId: number; quantity: string },
  ): Promise<{ id: number; quantity: string }> {
    const [row] = await queryRows<{ id: number; quantity: string }>(
      em,
      sql`
        insert into cart_item (cart_id, product_id, sku, unit_definition_id, quantity, is_gift)
        values (${line.cartId}, ${line.productId}, ${line.sku}, ${line.unitDefinitionId}, ${line.quantity}, false)
        on conflict (cart_id, product_id, unit_definition_id, is_gift)
          do update set quantity = cart_item.quantity + excluded.quantity
        returning id, quantity::text as quantity`,
    );
    return row!;
  }
}
