import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../database/sql';

/** What re-pricing a placed order needs to know which payment methods it may switch to. */
@Injectable()
export class PaymentChangeRepository {
  /** The order's own lines (gifts are the pricing model's to add), without their units. */
  async ownLines(
    em: EntityManager,
    orderId: number,
  ): Promise<{ id: number; productId: number; quantity: string }[]> {
    const found = await queryRows<{ id: number; product_id: number; quantity: string }>(
      em,
      sql`
        select id, product_id, quantity::text as quantity from sales_order_item
        where order_id = ${orderId} and not is_gift
        order by position`,
    );
    return found.map((row) => ({
      id: Number(row.id),
      productId: Number(row.product_id),
      quantity: row.quantity,
    }));
  }

  /** The id of the order a payment belongs to, read without loading (and so without locking) the payment. */
  async orderIdOfPayment(em: EntityManager, paymentId: number): Promise<number | null> {
    const [row] = await queryRows<{ order_id: number }>(
      em,
      sql`select order_id from order_payment where id = ${paymentId}`,
    );
    return row ? Number(row.order_id) : null;
  }
}
