import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { AppliedCounts } from '../catalogue/catalogue-import.service';

const TABLE_NAME = /^[a-z_]+$/;

/** A row of a company's net price list: its own prices and those of its customer groups, per product. */
export interface CustomerPriceListRow {
  product_id: number;
  min_quantity: string;
  price_minor: string;
  valid_from: string | null;
  valid_to: string | null;
  agreement: 'company' | 'group';
}

/**
 * Shop-config's side of a price import: prices agreed with a company or a customer group, written set-based
 * from the importing transaction's resolved temporary table (see imports/import-references.read-model.ts).
 * A price is the same agreement when product, store, company or group, quantity and start date match; only
 * one whose amount or end date differs is written.
 */
@Injectable()
export class CustomerPriceImportService {
  async applyImportedCustomerPrices(client: pg.ClientBase, resolvedTable: string): Promise<AppliedCounts> {
    if (!TABLE_NAME.test(resolvedTable)) throw new RangeError(`Not a table name: ${resolvedTable}`);
    const rows = resolvedTable;
    const { rows: totals } = await client.query<{ count: number }>(
      `select count(*)::int as count from ${rows} where kind in ('customer', 'group')`,
    );
    const total = totals[0]?.count ?? 0;
    if (total === 0) return { inserted: 0, updated: 0, unchanged: 0 };
    // Equalities over coalesced values (not IS NOT DISTINCT FROM) so that a million rows can be hash-joined.
    const sameAgreement = `cp.product_id = r.product_id and cp.store_id = r.store_id
      and coalesce(cp.company_id, 0) = coalesce(r.company_id, 0)
      and coalesce(cp.customer_group_id, 0) = coalesce(r.customer_group_id, 0)
      and cp.min_quantity = r.min_quantity
      and coalesce(cp.valid_from, '-infinity'::date) = coalesce(r.valid_from, '-infinity'::date)`;
    const updated = await client.query(
      `update customer_price cp set price_minor = r.price_minor, valid_to = r.valid_to
       from ${rows} r
       where r.kind in ('customer', 'group') and ${sameAgreement}
         and (cp.price_minor, cp.valid_to) is distinct from (r.price_minor, r.valid_to)`,
    );
    const inserted = await client.query(
      `insert into customer_price (product_id, store_id, company_id, customer_group_id, price_minor,
                                   min_quantity, valid_from, valid_to)
       select r.product_id, r.store_id, r.company_id, r.customer_group_id, r.price_minor, r.min_quantity,
              r.valid_from, r.valid_to
       from ${rows} r
       where r.kind in ('customer', 'group')
         and not exists (select 1 from customer_price cp where ${sameAgreement})`,
    );
    const insertedCount = inserted.rowCount ?? 0;
    const updatedCount = updated.rowCount ?? 0;
    return {
      inserted: insertedCount,
      updated: updatedCount,
      unchanged: total - insertedCount - updatedCount,
    };
  }

  /** The prices a company has agreed, its own and its customer groups', in its store. */
  async agreedPricesOf(
    client: pg.ClientBase,
    company: { id: number; storeId: number; groupIds: number[] },
  ): Promise<CustomerPriceListRow[]> {
    const { rows } = await client.query<CustomerPriceListRow>(
      `select product_id, trim_scale(min_quantity)::text as min_quantity, price_minor::text as price_minor,
              valid_from::text as valid_from, valid_to::text as valid_to,
              case when company_id is null then 'group' else 'company' end as agreement
       from customer_price
       where store_id = $1 and (company_id = $2 or customer_group_id = any($3::int[]))
         and (valid_to is null or valid_to >= current_date)
       order by product_id, min_quantity, agreement`,
      [company.storeId, company.id, company.groupIds],
    );
    return rows;
  }
}
