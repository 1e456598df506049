import { Migration } from '@mikro-orm/migrations';

/**
 * Address identifiers (the kinds of address a shop knows: invoice, shipping) and the shop configuration: typed
 * values by key, for the whole shop or one store (back-office spec §7 configurations, address_identifiers).
 */
export class Migration20261125600001_shop_config_tax_stores extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table address_identifier (
        id serial primary key,
        name text not null unique,
        active boolean not null default true
      );`);
    this.addSql(`insert into address_identifier (name) values ('invoice'), ('shipping');`);
    this.addSql(`
      create table configuration (
        id serial primary key,
        key text not null,
        store_id int references store(id) on delete cascade,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );`);
    // One value per key for the whole shop (no store) and one per key and store.
    this.addSql(
      `create unique index configuration_key_store_idx on configuration (key, coalesce(store_id, 0));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table configuration;`);
    this.addSql(`drop table address_identifier;`);
  }
}
