import { Migration } from '@mikro-orm/migrations';

/**
 * One row per redeemed voucher code, so a per-customer limit is a count rather than a search through orders'
 * adjustments. Written in the order's transaction by `PricingService.redeemVouchers`.
 */
export class Migration20261122002010_shop_config extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table voucher_code_usage (
        id bigserial primary key,
        voucher_code_id int not null references voucher_code(id) on delete cascade,
        customer_id int references customer(id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create index voucher_code_usage_customer_idx on voucher_code_usage (voucher_code_id, customer_id);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists voucher_code_usage;`);
  }
}
