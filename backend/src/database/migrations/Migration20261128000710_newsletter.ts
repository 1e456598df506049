import { Migration } from '@mikro-orm/migrations';

/**
 * Newsletter subscriptions with double opt-in (storefront spec §8: newsletter confirmation error): a row is
 * pending until the link mailed to the address is opened. The link is a one-time token of its own purpose.
 */
export class Migration20261128000710_newsletter extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table newsletter_subscription (
        id serial primary key,
        email text not null unique check (email = lower(email)),
        locale text not null,
        status text not null default 'pending' check (status in ('pending', 'confirmed')),
        created_at timestamptz not null default now(),
        confirmed_at timestamptz,
        check ((status = 'confirmed') = (confirmed_at is not null))
      );`);
    this.addSql(`alter table one_time_token drop constraint one_time_token_purpose_check;`);
    this.addSql(`
      alter table one_time_token add constraint one_time_token_purpose_check check (purpose in (
        'customer_password_reset', 'customer_invitation',
        'admin_password_reset', 'admin_invitation', 'admin_token_login', 'newsletter_confirmation'
      ));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from one_time_token where purpose = 'newsletter_confirmation';`);
    this.addSql(`alter table one_time_token drop constraint one_time_token_purpose_check;`);
    this.addSql(`
      alter table one_time_token add constraint one_time_token_purpose_check check (purpose in (
        'customer_password_reset', 'customer_invitation',
        'admin_password_reset', 'admin_invitation', 'admin_token_login'
      ));`);
    this.addSql(`drop table newsletter_subscription;`);
  }
}
