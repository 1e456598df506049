import { Migration } from '@mikro-orm/migrations';

/**
 * The store's terms of delivery in each language (`{"fi": "DAP Incoterms® 2020, toimitus Vantaan varastosta",
 * "en": "DAP Incoterms® 2020, delivery from our Vantaa warehouse"}`), as `payment_terms` holds its terms of
 * payment; `terms_of_delivery` stays the text of a language without its own.
 */
export class Migration20261128000800_store_delivery_terms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table store add column delivery_terms jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table store drop column delivery_terms;`);
  }
}
