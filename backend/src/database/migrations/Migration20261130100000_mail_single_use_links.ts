import { Migration } from '@mikro-orm/migrations';

/** Mails that carry a single-use link (a reset or an invitation) lose their text once sent. */
export class Migration20261130100000_mail_single_use_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table outgoing_mail add column carries_single_use_link boolean not null default false`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table outgoing_mail drop column carries_single_use_link`);
  }
}
