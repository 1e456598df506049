import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface CartInput {
  /** Omit for a visitor's cart (found by its token). */
  customerId?: number | null;
  storeId?: number;
  locale?: string;
  items?: { productId: number; quantity: string }[];
}

/**
 * An open cart with lines, written directly (each product in its sales unit), e.g. for checkout and order tests.
 * The store's currency is the cart's; a customer may have one open cart per store.
 */
export async function insertCart(
  client: pg.ClientBase,
  input: CartInput = {},
): Promise<{ id: number; token: string; itemIds: number[] }> {
  const token = randomUUID();
  const { rows } = await client.query<{ id: number }>(
    `insert into cart (token, customer_id, store_id, currency, locale)
     select $1, $2, s.id, s.currency, $4 from store s where s.id = $3 returning id`,
    [token, input.customerId ?? null, input.storeId ?? 1, input.locale ?? 'en'],
  );
  const cartId = rows[0]!.id;
  const itemIds: number[] = [];
  for (const item of input.items ?? []) {
    const inserted = await client.query<{ id: number }>(
      `insert into cart_item (cart_id, product_id, sku, unit_definition_id, quantity)
       select $1, p.id, p.sku, p.sales_unit_id, $3 from product p where p.id = $2 returning id`,
      [cartId, item.productId, item.quantity],
    );
    itemIds.push(inserted.rows[0]!.id);
  }
  return { id: cartId, token, itemIds };
}

/** The lines of a cart as stored: product and quantity (as PostgreSQL prints numeric(14,3)). */
export async function cartItems(
  client: pg.ClientBase,
  cartId: number,
): Promise<{ productId: number | null; quantity: string }[]> {
  const { rows } = await client.query<{ product_id: number | null; quantity: string }>(
    'select product_id, quantity::text as quantity from cart_item where cart_id = $1 order by id',
    [cartId],
  );
  return rows.map((row) => ({ productId: row.product_id, quantity: row.quantity }));
}
