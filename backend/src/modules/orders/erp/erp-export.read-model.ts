import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ErpExportFailureReason } from '@tradeshop/shared';
import { queryRows, sql, trusted, type SqlQuery } from '../../../database/sql';

export interface NotSynchronizedRow {
  id: number;
  number: string;
  /** ISO 8601, UTC. */
  created_at: string;
  state: string;
  currency: string;
  total_gross_minor: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_email: string | null;
  company_id: number | null;
  company_name: string | null;
  erp_customer_number: string | null;
  erp_export_failure: ErpExportFailureReason | null;
  erp_export_failure_detail: string | null;
  erp_export_attempts: number;
  /** ISO 8601, UTC; null before the first try. */
  erp_export_last_attempt_at: string | null;
}

export const NOT_SYNCHRONIZED_SORTS = ['createdAt', 'number', 'attempts', 'lastAttemptAt'] as const;
export type NotSynchronizedSort = (typeof NOT_SYNCHRONIZED_SORTS)[number];

const SORT_COLUMNS: Record<NotSynchronizedSort, string> = {
  createdAt: 'o.created_at',
  number: 'o.number',
  attempts: 'o.erp_export_attempts',
  lastAttemptAt: 'o.erp_export_last_attempt_at',
};

function isoTimestamp(column: string): SqlQuery {
  return trusted(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/**
 * The ERP export's reads across modules: the company's ERP customer number (customers) for the export, and the
 * not-synchronized orders with their buyer's and company's names in one statement per page.
 */
@Injectable()
export class ErpExportReadModel {
  /** The customer number staff gave the company in the ERP; null while it is not connected. */
  async erpCustomerNumberOf(em: EntityManager, companyId: number): Promise<string | null> {
    const rows = await queryRows<{ erp_customer_number: string | null }>(
      em,
      sql`select erp_customer_number from customer_company where id = ${companyId}`,
    );
    return rows[0]?.erp_customer_number ?? null;
  }

  /** The orders the ERP has not received, newest first unless sorted otherwise; `failing`: only tried ones. */
  async notSynchronized(
    em: EntityManager,
    query: {
      sort: NotSynchronizedSort;
      order: 'asc' | 'desc';
      offset: number;
      limit: number;
      ids?: number[];
      number?: string;
    },
  ): Promise<{ rows: NotSynchronizedRow[]; total: number }> {
    const conditions: SqlQuery[] = [sql`o.erp_synced_at is null`];
    if (query.ids) conditions.push(sql`o.id = any(${query.ids}::int[])`);
    if (query.number) {
      const pattern = `%${query.number.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(sql`o.number ilike ${pattern}`);
    }
    const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`);
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const orderBy = trusted(`${SORT_COLUMNS[query.sort]} ${direction} nulls last, o.id ${direction}`);
    const [rows, counted] = await Promise.all([
      queryRows<NotSynchronizedRow>(
        em,
        sql`select o.id, o.number, ${isoTimestamp('o.created_at')} as created_at, o.state, o.currency,
              o.total_gross_minor, o.customer_id,
              nullif(trim(concat_ws(' ', c.firstname, c.lastname)), '') as customer_name,
              coalesce(c.email, o.guest_email) as customer_email,
              o.company_id, cc.name as company_name, cc.erp_customer_number,
              o.erp_export_failure, o.erp_export_failure_detail, o.erp_export_attempts,
              ${isoTimestamp('o.erp_export_last_attempt_at')} as erp_export_last_attempt_at
            from sales_order o
            left join customer c on c.id = o.customer_id
            left join customer_company cc on cc.id = o.company_id
            where ${where}
            order by ${orderBy}
            limit ${query.limit} offset ${query.offset}`,
      ),
      queryRows<{ total: number }>(em, sql`select count(*)::int as total from sales_order o where ${where}`),
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }
}
