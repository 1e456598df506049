import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/** The order number sequence, which no table or ORM call can say. */
@Injectable()
export class OrderRepository {
  /** The next number of the shop-wide sequence (never reused, gaps allowed). */
  async nextOrderSequence(em: EntityManager): Promise<string> {
    const [row] = await queryRows<{ number: string }>(
      em,
      sql`select nextval('order_number_seq')::text as number`,
    );
    return row!.number;
  }
}
