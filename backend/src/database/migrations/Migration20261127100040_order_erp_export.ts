import { Migration } from '@mikro-orm/migrations';

/**
 * An order's export to the ERP: why the last try failed (a reason code the shop and the back office translate,
 * and the ERP's own words), how often it was tried and when last. `erp_reference` (the ERP's order number) and
 * `erp_synced_at` say it arrived. The not-synchronized list reads the orders without `erp_synced_at`.
 */
export class Migration20261127100040_order_erp_export extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table sales_order
        add column erp_export_failure text
          check (erp_export_failure in
            ('unknown_customer', 'refused', 'authentication', 'unreachable', 'timeout', 'erp_error', 'malformed')),
        add column erp_export_failure_detail text,
        add column erp_export_attempts int not null default 0 check (erp_export_attempts >= 0),
        add column erp_export_last_attempt_at timestamptz;`);
    this.addSql(
      `create index sales_order_not_synchronized_idx on sales_order (created_at desc, id desc) where erp_synced_at is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists sales_order_not_synchronized_idx;`);
    this.addSql(`
      alter table sales_order
        drop column erp_export_failure, drop column erp_export_failure_detail,
        drop column erp_export_attempts, drop column erp_export_last_attempt_at;`);
  }
}
