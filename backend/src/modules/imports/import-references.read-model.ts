import { Injectable } from '@nestjs/common';
import type pg from 'pg';

/** The temporary tables (dropped at commit) that hand a run's resolved rows to the tables' owners. */
export const RESOLVED_PRICE_ROWS = 'resolved_price_row';
export const RESOLVED_CROSS_REFERENCE_ROWS = 'resolved_cross_reference_row';

/**
 * The price keys a run's file gives more than once, with the last line that gives each: grouped by hashing
 * (a sort of a million rows by seven text keys takes several times longer), and usually none. Nulls become ''
 * so that the keys can be hash-joined back to the staged rows.
 */
const REPEATED_PRICE_KEYS = `
  select kind, sku, store_code, coalesce(customer_number, '') as customer_number,
         coalesce(customer_group_code, '') as customer_group_code, min_quantity,
         coalesce(valid_from, '') as valid_from, max(line) as last_line
  from import_price_row where import_run_id = $1
  group by 1, 2, 3, 4, 5, 6, 7 having count(*) > 1`;

/**
 * Resolves a staged file's names (SKUs, store codes, ERP customer numbers, customer-group codes) to ids in one
 * set-based statement per file, inside the transaction that applies the run. A row that names something
 * unknown, or that a later line of the file repeats, gets a `reason` and is refused instead of applied.
 */
@Injectable()
export class ImportReferencesReadModel {
  /**
   * `resolved_price_row (line, kind, product_id, store_id, company_id, customer_group_id, min_quantity,
   * price_minor, valid_from, valid_to, reason, content)`; `content` is a refused row as staged (the price in
   * minor units), for the rejected-rows list.
   */
  async resolvePriceRows(client: pg.ClientBase, runId: number): Promise<void> {
    // Fresh statistics of the staged rows let the planner hash the million-row file instead of sorting it.
    await client.query('analyze import_price_row');
    await client.query(
      `create temp table ${RESOLVED_PRICE_ROWS} on commit drop as
       select line, kind, product_id, store_id, company_id, customer_group_id, min_quantity, price_minor,
              valid_from::date as valid_from, valid_to::date as valid_to, reason,
              -- written out for refused rows only: for a million accepted ones it is most of the statement's work
              case when reason is not null
                then concat_ws(';', kind, sku, store_code, currency, customer_number, customer_group_code,
                               trim_scale(min_quantity), price_minor, valid_from, valid_to)
              end as content
       from (
         select s.*, p.id as product_id, st.id as store_id, c.id as company_id, g.id as customer_group_id,
                case
                  when d.last_line <> s.line then 'the same price is given again on line ' || d.last_line
                  when p.id is null then 'no product has the SKU "' || s.sku || '"'
                  when st.id is null then 'no store has the code "' || s.store_code || '"'
                  when st.currency <> s.currency
                    then 'currency ' || s.currency || ' is not the store''s currency ' || st.currency
                  when s.kind = 'customer' and c.id is null
                    then 'no company has the ERP customer number "' || s.customer_number || '"'
                  when s.kind = 'group' and g.id is null
                    then 'no customer group has the code "' || s.customer_group_code || '"'
                end as reason
         from import_price_row s
         left join (${REPEATED_PRICE_KEYS}) d
           on d.kind = s.kind and d.sku = s.sku and d.store_code = s.store_code
          and d.customer_number = coalesce(s.customer_number, '')
          and d.customer_group_code = coalesce(s.customer_group_code, '')
          and d.min_quantity = s.min_quantity and d.valid_from = coalesce(s.valid_from, '')
         left join product p on p.sku = s.sku
         left join store st on st.code = s.store_code
         left join customer_company c on s.kind = 'customer' and c.erp_customer_number = s.customer_number
         left join customer_group g on s.kind = 'group' and g.code = s.customer_group_code
         where s.import_run_id = $1
       ) resolved`,
      [runId],
    );
    await client.query(`analyze ${RESOLVED_PRICE_ROWS}`);
  }

  /**
   * `resolved_cross_reference_row (line, kind, product_id, related_product_id, reference, manufacturer,
   * company_id, reason, content)`: for related, alternative and accessory rows the reference is our SKU.
   */
  async resolveCrossReferenceRows(client: pg.ClientBase, runId: number): Promise<void> {
    await client.query(
      `create temp table ${RESOLVED_CROSS_REFERENCE_ROWS} on commit drop as
       select s.line, s.kind, p.id as product_id, rp.id as related_product_id, s.reference, s.manufacturer,
              c.id as company_id,
              concat_ws(';', s.sku, s.kind, s.reference, s.manufacturer, s.customer_number) as content,
              case
                when s.last_line <> s.line then 'the same reference is given again on line ' || s.last_line
                when p.id is null then 'no product has the SKU "' || s.sku || '"'
                when s.kind in ('related', 'alternative', 'accessory') and rp.id is null
                  then 'no product has the SKU "' || s.reference || '"'
                when rp.id = p.id then 'a product cannot refer to itself'
                when s.kind = 'customer' and c.id is null
                  then 'no company has the ERP customer number "' || s.customer_number || '"'
              end as reason
       from (
         select r.*, max(r.line) over (partition by r.kind, r.sku, lower(r.reference), r.manufacturer,
                                       r.customer_number) as last_line
         from import_cross_reference_row r where r.import_run_id = $1
       ) s
       left join product p on p.sku = s.sku
       left join product rp on s.kind in ('related', 'alternative', 'accessory') and rp.sku = s.reference
       left join customer_company c on s.kind = 'customer' and c.erp_customer_number = s.customer_number`,
      [runId],
    );
    await client.query(`analyze ${RESOLVED_CROSS_REFERENCE_ROWS}`);
  }
}
