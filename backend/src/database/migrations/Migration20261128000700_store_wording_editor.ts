import { Migration } from '@mikro-orm/migrations';

/**
 * Store wording becomes a back-office resource: each override gets an id of its own (still one per store,
 * language and key), and the overrides seeded under keys the storefront never had (`checkout.vatNotice`,
 * `checkout.deliveryDays`) move to the messages that now show them.
 */
export class Migration20261128000700_store_wording_editor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table store_wording drop constraint store_wording_pkey;`);
    this.addSql(`alter table store_wording add column id serial primary key;`);
    this.addSql(
      `alter table store_wording add constraint store_wording_store_locale_key_unique unique (store_id, locale, key);`,
    );
    this.addSql(`update store_wording set key = 'storeWording.vatNotice' where key = 'checkout.vatNotice';`);
    this.addSql(
      `update store_wording set key = 'storeWording.deliveryNote' where key = 'checkout.deliveryDays';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update store_wording set key = 'checkout.deliveryDays' where key = 'storeWording.deliveryNote';`,
    );
    this.addSql(`update store_wording set key = 'checkout.vatNotice' where key = 'storeWording.vatNotice';`);
    this.addSql(`alter table store_wording drop constraint store_wording_store_locale_key_unique;`);
    this.addSql(`alter table store_wording drop column id;`);
    this.addSql(`alter table store_wording add primary key (store_id, locale, key);`);
  }
}
