import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql } from '../../database/sql';

/** What the cart reads of the voucher codes: one statement per call, in the caller's transaction if any. */
@Injectable()
export class VoucherCodeLookupService {
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
}
