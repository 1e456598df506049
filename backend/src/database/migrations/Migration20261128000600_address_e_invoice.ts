import { Migration } from '@mikro-orm/migrations';

/**
 * Finnish invoicing: an invoice address may carry the e-invoice address (verkkolaskuosoite: an OVT code or an
 * IBAN) and the operator that carries the invoice to it (välittäjätunnus). Both empty for every existing address.
 */
export class Migration20261128000600_address_e_invoice extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table address add column e_invoice_address text null, add column e_invoice_operator text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table address drop column e_invoice_address, drop column e_invoice_operator;`);
  }
}
