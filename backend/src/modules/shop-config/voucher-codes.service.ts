import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/**
 * The voucher codes as the shop needs them: the cart's lookups and the count of a redemption at placement. One
 * statement per call, in the caller's transaction if any.
 */
@Injectable()
export class VoucherCodesService {
  /** The id of a voucher code, whatever the letter case it was typed in. */
  async idOf(em: EntityManager, code: string): Promise<number | null> {
    const [row] = await queryRows<{ id: number }>(
      em,
      sql`select id from voucher_code where lower(code) = lower(${code})`,
    );
    return row?.id ?? null;
  }

  /** The codes of voucher ids, in code order. */
  async codesOf(em: EntityManager, ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await queryRows<{ code: string }>(
      em,
      sql`select code from voucher_code where id = any(${ids}::int[]) order by code`,
    );
    return rows.map((row) => row.code);
  }

  /**
   * Counts one use of a code unless its usage limit is reached. The row lock taken by the update makes
   * concurrent redemptions of one code wait for each other, so the limit holds under concurrency.
   */
  async countUse(
    em: EntityManager,
    code: string,
  ): Promise<{ id: number; perCustomerLimit: number | null } | null> {
    const rows = await queryRows<{ id: number; perCustomerLimit: number | null }>(
      em,
      sql`update voucher_code set used_count = used_count + 1
          where lower(code) = ${code.toLowerCase()} and (usage_limit is null or used_count < usage_limit)
          returning id, per_customer_limit as "perCustomerLimit"`,
    );
    return rows[0] ?? null;
  }
}
