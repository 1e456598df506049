import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../common/errors/domain-error';
import { queryRows, sql } from '../../../../database/sql';
import { stillInUse } from '../resource-rules';

/** A list naming one rule twice would give it two priorities: refused naming the rule. */
export function assertEachOnce(ids: readonly number[], field: string, what: string): void {
  const seen = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) {
      throw new DomainError('VALIDATION_FAILED', `${field}: the ${what} ${id} is listed twice`, [
        { field, reason: `the ${what} ${id} is listed twice` },
      ]);
    }
    seen.add(id);
  }
}

/**
 * Orders keep the carrier or payment provider they were placed with (for tracking, documents and the ERP): such a
 * row is switched off (`active: false`), not deleted.
 */
export async function assertNotUsedByOrders(
  em: EntityManager,
  column: 'carrier_id' | 'payment_provider_id',
  id: number,
  what: string,
): Promise<void> {
  const used = await queryRows<{ one: number }>(
    em,
    column === 'carrier_id'
      ? sql`select 1 as one from sales_order where carrier_id = ${id}
            union all select 1 from order_shipment where carrier_id = ${id} limit 1`
      : sql`select 1 as one from sales_order where payment_provider_id = ${id}
            union all select 1 from order_payment where payment_provider_id = ${id} limit 1`,
  );
  if (used.length > 0) throw stillInUse(what, 'orders; switch it off (active: false) instead');
}
