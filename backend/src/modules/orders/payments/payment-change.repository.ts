import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../../database/sql';
import type { PricingLineInput } from '../../pricing/pricing.port';

/** What re-pricing a placed order needs to know which payment methods it may switch to. */
@Injectable()
export class PaymentChangeRepository {
  /** The order's own lines (gifts are the pricing model's to add) in their products' sales units. */
  async pricingLines(em: EntityManager, orderId: number): Promise<PricingLineInput[]> {
    const found = await queryRows<{
      id: number;
      product_id: number;
      quantity: string;
      sales_unit_id: number;
    }>(
      em,
      sql`
        select i.id, i.product_id, i.quantity::text as quantity, p.sales_unit_id
        from sales_order_item i
        join product p on p.id = i.product_id
        where i.order_id = ${orderId} and not i.is_gift
        order by i.position`,
    );
    return found.map((row) => ({
      lineId: Number(row.id),
      productId: Number(row.product_id),
      quantity: row.quantity,
      unitDefinitionId: Number(row.sales_unit_id),
    }));
  }

  async customerGroupIds(em: EntityManager, customerId: number): Promise<number[]> {
    const found = await queryRows<{ group_id: number }>(
      em,
      sql`select group_id from customer_group_member where customer_id = ${customerId} order by 1`,
    );
    return found.map((row) => Number(row.group_id));
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
