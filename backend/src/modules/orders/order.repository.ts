import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PaymentGateway } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';

export interface PaymentProviderRow {
  id: number;
  gateway: PaymentGateway;
  label: string;
  test_mode: boolean;
  active: boolean;
}

/** Reads of other sections' tables (stores, carriers, payment providers, customers) and the number sequence. */
@Injectable()
export class OrderRepository {
  /** The next order number: the store's prefix and the shop-wide sequence (never reused, gaps allowed). */
  async nextOrderNumber(em: EntityManager, storeId: number): Promise<string> {
    const [row] = await queryRows<{ number: string }>(
      em,
      sql`select order_number_prefix || nextval('order_number_seq')::text as number from store where id = ${storeId}`,
    );
    return row!.number;
  }

  async carrierLabel(em: EntityManager, carrierId: number, locale: string): Promise<string | null> {
    const [row] = await queryRows<{ label: string }>(
      em,
      sql`
        select coalesce(labels->>${locale}, labels->>'en', identifier) as label
        from carrier where id = ${carrierId}`,
    );
    return row?.label ?? null;
  }

  async carrierTracking(
    em: EntityManager,
    carrierId: number,
  ): Promise<{ label: string; tracking_url: string | null } | null> {
    const [row] = await queryRows<{ label: string; tracking_url: string | null }>(
      em,
      sql`select coalesce(labels->>'en', identifier) as label, tracking_url from carrier where id = ${carrierId}`,
    );
    return row ?? null;
  }

  async paymentProvider(
    em: EntityManager,
    paymentProviderId: number,
    locale: string,
  ): Promise<PaymentProviderRow | null> {
    const [row] = await queryRows<PaymentProviderRow>(
      em,
      sql`
        select id, gateway, coalesce(labels->>${locale}, labels->>'en', identifier) as label, test_mode, active
        from payment_provider where id = ${paymentProviderId}`,
    );
    return row ?? null;
  }

  async customerEmail(em: EntityManager, customerId: number): Promise<string | null> {
    const [row] = await queryRows<{ email: string }>(
      em,
      sql`select email from customer where id = ${customerId}`,
    );
    return row?.email ?? null;
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
