import { Migration } from '@mikro-orm/migrations';

/**
 * What the back office's product editor needs beside the existing product columns:
 * - `preliminary_delivery_date`: when an out-of-stock product is expected (shown on the order line);
 * - `archived_at`: a product that may no longer be deleted (it is in an open cart or an order) is archived
 *   instead: inactive, hidden from the editor's default list, kept for the orders that name it;
 * - `accessory` beside `related` and `alternative` as a relation kind;
 * - `product_price_tier`: list-price breaks per store: from `min_quantity` sales units the list price is
 *   `price_minor` (the `product_price` row stays the price below the first break).
 */
export class Migration20261128100000_product_editing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table product add column preliminary_delivery_date date;`);
    this.addSql(`alter table product add column archived_at timestamptz;`);
    this.addSql(`alter table product_relation drop constraint product_relation_kind_check;`);
    this.addSql(`alter table product_relation add constraint product_relation_kind_check
      check (kind in ('related', 'alternative', 'accessory'));`);
    this.addSql(`
      create table product_price_tier (
        product_id integer not null references product(id) on delete cascade,
        store_id integer not null references store(id) on delete cascade,
        min_quantity numeric(14,3) not null check (min_quantity > 1),
        price_minor bigint not null check (price_minor >= 0),
        primary key (product_id, store_id, min_quantity)
      );`);
    this.addSql(`
      create trigger product_price_tier_notifies_catalogue_changed
      after insert or update or delete or truncate on product_price_tier
      for each statement execute function notify_catalogue_changed();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table product_price_tier;`);
    this.addSql(`delete from product_relation where kind = 'accessory';`);
    this.addSql(`alter table product_relation drop constraint product_relation_kind_check;`);
    this.addSql(`alter table product_relation add constraint product_relation_kind_check
      check (kind in ('related', 'alternative'));`);
    this.addSql(`alter table product drop column archived_at;`);
    this.addSql(`alter table product drop column preliminary_delivery_date;`);
  }
}
