import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/** The wishlist's reads of its own table; what the products are is the catalogue's to say. */
@Injectable()
export class WishlistRepository {
  constructor(private readonly em: EntityManager) {}

  /** The ids of the products on the customer's wishlist, newest first. */
  async findProductIds(customerId: number): Promise<number[]> {
    const rows = await queryRows<{ product_id: number }>(
      this.em,
      sql`select product_id from wishlist_item where customer_id = ${customerId}
          order by created_at desc, product_id`,
    );
    return rows.map((row) => row.product_id);
  }

  /** Of `productIds`, those on the customer's wishlist. */
  async findListedIds(customerId: number, productIds: number[]): Promise<Set<number>> {
    if (productIds.length === 0) return new Set();
    const rows = await queryRows<{ product_id: number }>(
      this.em,
      sql`select product_id from wishlist_item where customer_id = ${customerId}
          and product_id = any(${productIds}::int[])`,
    );
    return new Set(rows.map((row) => row.product_id));
  }
}
