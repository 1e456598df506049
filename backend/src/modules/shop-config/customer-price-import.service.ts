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
    // Equalities over coalesced values (not IS NOT DISTINCT FROM) so that a million rows can be hash-joined.
    const sameAgreement = `cp.product_id = r.product_id and cp.store_id = r.store_id
      and coalesce(cp.company_id, 0) = coalesce(r.company_id, 0)
      and coalesce(cp.customer_group_id, 0) = coalesce(r.customer_group_id, 0)
      and cp.min_quantity = r.min_quantity
      and coalesce(cp.valid_from, '-infinity'::date) = coalesce(r.valid_from, '-infinity'::date)`;
    // The file is joined to the agreements once; only new agreements and changed ones are written.
    const { rows: applied } = await client.query<AppliedCounts & { total: number }>(
      `with changed as (
         select r.*, cp.id as agreement_id
         from ${rows} r left join customer_price cp on ${sameAgreement}
         where r.kind in ('customer', 'group')
           and (cp.id is null or (cp.price_minor, cp.valid_to) is distinct from (r.price_minor, r.valid_to))
       ),
       updated as (
         update customer_price cp set price_minor = c.price_minor, valid_to = c.valid_to
         from changed c where cp.id = c.agreement_id
         returning 1
       ),
       inserted as (
         insert into customer_price (product_id, store_id, company_id, customer_group_id, price_minor,
                                     min_quantity, valid_from, valid_to)
         select product_id, store_id, company_id, customer_group_id, price_minor, min_quantity, valid_from,
                valid_to
         from changed where agreement_id is null
         returning 1
       )
       select (select count(*) from ${rows} where kind in ('customer', 'group'))::int as total,
              (select count(*) from inserted)::int as inserted,
              (select count(*) from updated)::int as updated`,
    );
    const { total, inserted, updated } = applied[0]!;
    return { inserted, updated, unchanged: total - inserted - updated };
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
