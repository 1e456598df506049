import { Migration } from '@mikro-orm/migrations';
import { notifyRowsChangedFunction } from './Migration20261128190000_read_cache_scoped_notifications';

/**
 * Product columns only the product page shows (no listing, facet or search answer does): an update of product
 * that changed only these names its products and no category, so the ERP's stock quantities leave the
 * listings' cached answers in place (decision 2026-11-28-read-cache-invalidation-by-what-changed).
 */
export const PRODUCT_PAGE_ONLY_COLUMNS = ['stock_quantity', 'updated_at'] as const;

export class Migration20261129140100_product_page_only_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(notifyRowsChangedFunction(PRODUCT_PAGE_ONLY_COLUMNS));
  }

  override async down(): Promise<void> {
    this.addSql(notifyRowsChangedFunction());
  }
}
