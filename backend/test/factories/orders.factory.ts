import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { AddressType, Locale } from '@tradeshop/shared';
import { insertCustomer } from './account.factory';
import { insertCart } from './cart.factory';

export interface AddressInput {
  type: AddressType;
  street?: string;
  postcode?: string;
  city?: string;
  country?: string;
}

export interface BuyerInput {
  /** The store code of the buyer's company (fi, no, se, dk, fr, it, int). */
  store?: string;
  locale?: Locale;
  /** Customer group codes; trade groups (installers, wholesale) may pay by invoice. */
  groups?: string[];
  /** The first address of each type becomes the pre-selected one. */
  addresses?: AddressInput[];
  /** Products and quantities for an open cart; omit for none. */
  cart?: { productId: number; quantity: string }[];
}

export interface Buyer {
  id: number;
  companyId: number;
  storeId: number;
  email: string;
  password: string;
  addressIds: number[];
  cartId: number | null;
}

const FINNISH_ADDRESS = { street: 'Mannerheimintie 12', postcode: '00100', city: 'Helsinki', country: 'FI' };

/**
 * A trade customer in a company of a store, with addresses and (optionally) an open cart, written directly: the
 * starting point of checkout and order tests.
 */
export async function insertBuyer(client: pg.ClientBase, input: BuyerInput = {}): Promise<Buyer> {
  const { rows: stores } = await client.query<{ id: number }>('select id from store where code = $1', [
    input.store ?? 'fi',
  ]);
  const storeId = stores[0]!.id;
  const customer = await insertCustomer(client, {
    locale: input.locale ?? 'en',
    company: {
      name: 'Buyer Oy',
      organizationNumber: `${randomBytes(6).toString('hex')}`,
      storeId,
    },
  });
  await client.query(
    `insert into customer_group_member (customer_id, group_id)
     select $1, id from customer_group where code = any($2::text[])`,
    [customer.id, input.groups ?? ['installers']],
  );
  const addressIds: number[] = [];
  for (const address of input.addresses ?? [{ type: 'delivery' }, { type: 'invoice' }]) {
    const values = { ...FINNISH_ADDRESS, ...address };
    const { rows } = await client.query<{ id: number }>(
      `insert into address (customer_id, type, firstname, lastname, street, postcode, city, country, company)
       values ($1, $2, 'Aino', 'Virtanen', $3, $4, $5, $6, 'Buyer Oy') returning id`,
      [customer.id, values.type, values.street, values.postcode, values.city, values.country],
    );
    const column = values.type === 'delivery' ? 'default_delivery_address_id' : 'default_invoice_address_id';
    await client.query(`update customer set ${column} = coalesce(${column}, $2) where id = $1`, [
      customer.id,
      rows[0]!.id,
    ]);
    addressIds.push(rows[0]!.id);
  }
  const cart = input.cart
    ? await insertCart(client, {
        customerId: customer.id,
        storeId,
        locale: input.locale ?? 'en',
        items: input.cart,
      })
    : null;
  return {
    id: customer.id,
    companyId: customer.companyId!,
    storeId,
    email: customer.email,
    password: customer.password,
    addressIds,
    cartId: cart?.id ?? null,
  };
}

/** Products that are active and priced in the store, cheapest SKUs first, for carts in tests. */
export async function orderableProducts(client: pg.ClientBase, count: number): Promise<number[]> {
  const { rows } = await client.query<{ id: number }>(
    `select id from product where active and stock_status = 'in_stock' order by id limit $1`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** How many orders a customer has, and their numbers. */
export async function ordersOf(client: pg.ClientBase, customerId: number): Promise<string[]> {
  const { rows } = await client.query<{ number: string }>(
    'select number from sales_order where customer_id = $1 order by id',
    [customerId],
  );
  return rows.map((row) => row.number);
}
