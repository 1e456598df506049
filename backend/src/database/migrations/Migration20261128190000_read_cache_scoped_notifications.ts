import { Migration } from '@mikro-orm/migrations';

/**
 * The tables an ERP stream writes all day (stock and prices) and the facet counts those writes move. Their
 * notifications name the products and categories a statement touched, so that each API process drops only the
 * answers that show them; every other table still empties the whole cache (see the read_cache_notifications
 * migration and decision 2026-11-28-read-cache-invalidation-by-what-changed).
 */
const SCOPED_TABLES = {
  product: 'id',
  product_price: 'product_id',
  product_price_tier: 'product_id',
  category_facet_combination: 'category_id',
} as const;

/** More products than this in one statement is an import: everything is dropped, as before. */
export const SCOPED_NOTIFICATION_MAX_PRODUCTS = 500;

const TRANSITION_TABLES = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
} as const;

/**
 * `catalogue_changed` with the payload `<table> p=<product ids> c=<category ids>`: the products whose rows the
 * statement wrote and every category that lists them (their main and further categories and their ancestors). A plain `<table>`
 * (everything) when the statement wrote more than SCOPED_NOTIFICATION_MAX_PRODUCTS products, or added, removed,
 * (de)activated or moved a product, which changes the category tree's counts.
 *
 * A later migration passes `productPageOnlyColumns`: an update of product that changed only those columns (and
 * no listing shows them) notifies `<table> page=<product ids>`, which reaches only those products' own pages.
 */
export function notifyRowsChangedFunction(productPageOnlyColumns: readonly string[] = []): string {
  const withoutPageOnly = (row: string) =>
    [`to_jsonb(${row})`, ...productPageOnlyColumns.map((column) => `'${column}'`)].join(' - ');
  const pageOnlyCheck =
    productPageOnlyColumns.length === 0
      ? ''
      : `
    if tg_table_name = 'product' then
      if not exists (
          select 1 from old_rows o join new_rows n using (id)
          where ${withoutPageOnly('o')} is distinct from ${withoutPageOnly('n')}) then
        execute format('select array_agg(distinct %I) from (%s) r', key_column, written) into product_ids;
        perform pg_notify('catalogue_changed', format('%s page=%s', tg_table_name,
          array_to_string(coalesce(product_ids, '{}'), ',')));
        return null;
      end if;
    end if;`;
  return `
  create or replace function notify_catalogue_rows_changed() returns trigger language plpgsql as $$
  declare
    key_column text := tg_argv[0];
    written text := case tg_op
      when 'INSERT' then 'select * from new_rows'
      when 'DELETE' then 'select * from old_rows'
      else 'select * from new_rows union all select * from old_rows' end;
    too_many boolean;
    product_ids int[] := '{}';
    category_ids int[];
  begin
    -- nested, not one condition: a query is planned whole, and only an update of product has both tables
    -- with these columns
    if tg_table_name = 'product' then
      if tg_op <> 'UPDATE' then
        perform pg_notify('catalogue_changed', tg_table_name);
        return null;
      elsif exists (
          select 1 from old_rows o join new_rows n using (id)
          where o.active is distinct from n.active or o.category_id is distinct from n.category_id) then
        perform pg_notify('catalogue_changed', tg_table_name);
        return null;
      end if;
    end if;
    if key_column <> 'category_id' then
      execute format('select count(*) > ${SCOPED_NOTIFICATION_MAX_PRODUCTS} from (select distinct %I from (%s) r) d',
        key_column, written) into too_many;
      if too_many then
        perform pg_notify('catalogue_changed', tg_table_name);
        return null;
      end if;
    end if;${pageOnlyCheck}
    if key_column = 'category_id' then
      execute format('select array_agg(distinct category_id) from (%s) r', written) into category_ids;
    else
      execute format('select array_agg(distinct %I) from (%s) r', key_column, written) into product_ids;
      select array_agg(distinct listing.category_id) into category_ids from (
        select category_id from product where id = any(product_ids)
        union all
        select category_id from product_additional_category where product_id = any(product_ids)
      ) listing;
    end if;
    with recursive listed(id, parent_id) as (
      select c.id, c.parent_id from category c where c.id = any(category_ids)
      union
      select c.id, c.parent_id from category c join listed on c.id = listed.parent_id
    )
    select array_agg(id order by id) into category_ids from listed;
    perform pg_notify('catalogue_changed', format('%s p=%s c=%s', tg_table_name,
      array_to_string(coalesce(product_ids, '{}'), ','), array_to_string(coalesce(category_ids, '{}'), ',')));
    return null;
  end $$;`;
}

export class Migration20261128190000_read_cache_scoped_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(notifyRowsChangedFunction());
    for (const [table, keyColumn] of Object.entries(SCOPED_TABLES)) {
      this.addSql(`drop trigger ${table}_notifies_catalogue_changed on ${table};`);
      for (const [operation, transition] of Object.entries(TRANSITION_TABLES)) {
        this.addSql(`
          create trigger ${table}_notifies_catalogue_changed_${operation}
          after ${operation} on ${table} referencing ${transition}
          for each statement execute function notify_catalogue_rows_changed('${keyColumn}');`);
      }
      this.addSql(`
        create trigger ${table}_notifies_catalogue_changed_truncate after truncate on ${table}
        for each statement execute function notify_catalogue_changed();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(SCOPED_TABLES)) {
      for (const operation of [...Object.keys(TRANSITION_TABLES), 'truncate']) {
        this.addSql(`drop trigger ${table}_notifies_catalogue_changed_${operation} on ${table};`);
      }
      this.addSql(`
        create trigger ${table}_notifies_catalogue_changed
        after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalogue_changed();`);
    }
    this.addSql(`drop function notify_catalogue_rows_changed();`);
  }
}
