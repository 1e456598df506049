import { Migration } from '@mikro-orm/migrations';

/**
 * A visitor's voucher uses are recorded with the e-mail address they checked out with (trimmed, lower case), so a
 * voucher limited per customer is limited per guest e-mail too.
 */
export class Migration20261122003100_guest_voucher_usage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table voucher_code_usage add column guest_email text;`);
    this.addSql(`
      create index voucher_code_usage_guest_email_idx on voucher_code_usage (voucher_code_id, guest_email)
        where guest_email is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists voucher_code_usage_guest_email_idx;`);
    this.addSql(`alter table voucher_code_usage drop column if exists guest_email;`);
  }
}
