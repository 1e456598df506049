import { Migration } from '@mikro-orm/migrations';

/**
 * A company's orders in the ERP are found by the customer number staff give it there, never by the organization
 * number a registration declares (those are public). Null: not connected to the ERP yet. The number goes into
 * the ERP's URLs, so only letters, digits and dashes are allowed. An organization number is registered once,
 * whatever its spacing, punctuation or letter case.
 */
export class Migration20261122003000_erp_customer_number extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table customer_company
        add column erp_customer_number text
          constraint customer_company_erp_customer_number_key unique
          constraint customer_company_erp_customer_number_format
            check (erp_customer_number ~ '^[0-9A-Za-z][0-9A-Za-z-]{0,39}$');`);
    this.addSql(`
      create unique index customer_company_organization_number_normalized_key
        on customer_company (upper(regexp_replace(organization_number, '[^0-9A-Za-z]', '', 'g')));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists customer_company_organization_number_normalized_key;`);
    this.addSql(`alter table customer_company drop column if exists erp_customer_number;`);
  }
}
