import { Migration } from '@mikro-orm/migrations';

/**
 * Every table the shop's cached public reads (category tree, category page, listing, product page, search)
 * are answered from. A write to any of them tells each API process to drop its cached answers.
 */
const READ_CACHE_TABLES = [
  'catalogue_version',
  'category',
  'category_translation',
  'family_attribute',
  'product_index',
  'product_filter',
  'product_filter_category',
  // kept by triggers on product in the same transaction, but also rebuilt on its own by the recount job
  'category_facet_combination',
  'product',
  'product_translation',
  'product_price',
  'product_media',
  'product_unit',
  'product_relation',
  'brand',
  'product_line',
  'unit_definition',
  'store',
  'product_search',
  'page_search',
  'search_word',
] as const;

/**
 * A notification on the `catalogue_changed` channel after every statement that writes to a table the read cache
 * depends on. PostgreSQL delivers it only when the transaction commits, and once per table and transaction
 * (identical notifications are folded), so a bulk import costs one notification per table.
 */
export class Migration20261126000001_read_cache_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function notify_catalogue_changed() returns trigger language plpgsql as $$
      begin
        perform pg_notify('catalogue_changed', tg_table_name);
        return null;
      end $$;`);
    for (const table of READ_CACHE_TABLES) {
      this.addSql(`
        create trigger ${table}_notifies_catalogue_changed
        after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalogue_changed();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of READ_CACHE_TABLES) {
      this.addSql(`drop trigger if exists ${table}_notifies_catalogue_changed on ${table};`);
    }
    this.addSql(`drop function if exists notify_catalogue_changed();`);
  }
}
