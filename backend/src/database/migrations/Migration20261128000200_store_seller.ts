import { Migration } from '@mikro-orm/migrations';

/**
 * The seller a store's documents name (order PDF, invoice, credit and delivery notes): legal name, address,
 * business and VAT ids, phone, e-mail and bank account, and the store's terms of payment in each language
 * (`{"fi": "14 päivää netto", "en": "14 days net"}`); `terms_of_payment` stays the text an order keeps.
 */
export class Migration20261128000200_store_seller extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table store
        add column seller jsonb not null default '{}',
        add column payment_terms jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table store drop column seller, drop column payment_terms;`);
  }
}
