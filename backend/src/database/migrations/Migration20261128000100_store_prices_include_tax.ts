import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a store shows its prices with VAT ("incl. VAT") or without ("VAT 0 %"). Trade stores show net
 * prices, so every existing store keeps showing what it did.
 */
export class Migration20261128000100_store_prices_include_tax extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table store add column prices_include_tax boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table store drop column prices_include_tax;`);
  }
}
