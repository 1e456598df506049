import { Migration } from '@mikro-orm/migrations';

/**
 * The shop configuration the buying path reads and each API process keeps (read-cache/configuration-cache.ts):
 * a write to any of these tables notifies `catalogue_changed` with the table's name, once per statement and
 * committed transaction, like the catalogue tables (`store` and `category` notify already). A plain table
 * notice also empties the read cache: shown prices depend on rules, tax rates and exchange rates.
 */
const CONFIGURATION_TABLES = [
  'configuration',
  'currency',
  'exchange_rate',
  'country',
  'zone',
  'state',
  'tax_rate',
  'tax_rule_group',
  'tax_rule',
  'product_price_rule',
  'cart_price_rule',
  'carrier',
  'carrier_shipping_rule',
  'shipping_rule',
  'payment_provider',
  'payment_provider_rule',
  'payment_provider_rule_assignment',
] as const;

export class Migration20261129140000_configuration_change_notifications extends Migration {
  override async up(): Promise<void> {
    for (const table of CONFIGURATION_TABLES) {
      this.addSql(`
        create trigger ${table}_notifies_catalogue_changed
        after insert or update or delete or truncate on ${table}
        for each statement execute function notify_catalogue_changed();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of CONFIGURATION_TABLES) {
      this.addSql(`drop trigger if exists ${table}_notifies_catalogue_changed on ${table};`);
    }
  }
}
