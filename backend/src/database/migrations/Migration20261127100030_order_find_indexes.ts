import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for finding orders in the back office: by part of the number or a guest's e-mail (trigram), by the
 * beginning of a line's SKU or the ERP's order number, and the list's default and total sorts.
 */
export class Migration20261127100030_order_find_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index sales_order_number_trgm_idx on sales_order using gin (number gin_trgm_ops);`);
    this.addSql(
      `create index sales_order_guest_email_trgm_idx on sales_order using gin (guest_email gin_trgm_ops);`,
    );
    this.addSql(`create index sales_order_created_idx on sales_order (created_at desc, id desc);`);
    this.addSql(`create index sales_order_store_idx on sales_order (store_id, created_at desc);`);
    this.addSql(`create index sales_order_total_idx on sales_order (total_gross_minor, id);`);
    this.addSql(
      `create index sales_order_erp_reference_idx on sales_order (lower(erp_reference) text_pattern_ops);`,
    );
    this.addSql(`create index sales_order_item_sku_idx on sales_order_item (lower(sku) text_pattern_ops);`);
  }

  override async down(): Promise<void> {
    this
      .addSql(`drop index sales_order_number_trgm_idx, sales_order_guest_email_trgm_idx, sales_order_created_idx,
      sales_order_store_idx, sales_order_total_idx, sales_order_erp_reference_idx, sales_order_item_sku_idx;`);
  }
}
