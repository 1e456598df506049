import { Migration } from '@mikro-orm/migrations';

/** Quick order finds products by SKU whatever its letter case, for up to 500 lines at once. */
export class Migration20261122002050_quick_order extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index product_sku_upper_idx on product (upper(sku));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists product_sku_upper_idx;`);
  }
}
