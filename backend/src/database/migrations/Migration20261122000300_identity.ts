import { Migration } from '@mikro-orm/migrations';

/**
 * Identity and access: back-office roles with permissions, two-factor secrets, customer groups, addresses,
 * customer-account applications, one-time tokens (reset, invitation, token login), impersonation, the audit
 * log, and the mail outbox.
 */
export class Migration20261122000300_identity extends Migration {
  override async up(): Promise<void> {
    // Roles are data: the two built-in ones are created here, so a database without demo data still has them.
    // `all_permissions` makes the administrator role cover permissions added by later releases too.
    this.addSql(`
      create table admin_role (
        id serial primary key,
        code text unique,
        name text not null unique,
        permissions text[] not null default '{}',
        all_permissions boolean not null default false,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      insert into admin_role (code, name, permissions, all_permissions) values
        ('administrator', 'Administrator', '{}', true),
        ('editor', 'Editor', array[
          'dashboard.read', 'catalogue.read', 'catalogue.write', 'content.read', 'content.write',
          'search.read', 'search.write', 'jobs.read', 'customers.read', 'customers.write',
          'translations.read', 'translations.write', 'seo.read', 'seo.write', 'orders.read'
        ], false);`);
    this.addSql(`alter table admin_user add column role_id int references admin_role(id);`);
    this.addSql(
      `update admin_user set role_id = (select id from admin_role r where r.code = admin_user.role);`,
    );
    this.addSql(`alter table admin_user alter column role_id set not null;`);
    this.addSql(`alter table admin_user drop column role;`);
    this.addSql(`
      alter table admin_user
        add column language text not null default 'en',
        add column totp_confirmed_at timestamptz,
        add column totp_last_step bigint,
        add column two_factor_required boolean not null default false,
        add column key_bindings jsonb,
        add column image text,
        add column password_changed_at timestamptz;`);

    this.addSql(`
      alter table customer_company
        add column email text,
        add column phone text,
        add column vat_number text,
        add column updated_at timestamptz not null default now();`);
    this.addSql(`
      alter table customer
        add column salutation text,
        add column phone text,
        add column active boolean not null default true,
        add column password_changed_at timestamptz,
        add column last_login_at timestamptz,
        add column default_delivery_address_id int,
        add column default_invoice_address_id int;`);
    this.addSql(`create index customer_company_idx on customer (company_id);`);

    this.addSql(`
      create table customer_group (
        id serial primary key,
        code text not null unique,
        name text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table customer_group_member (
        group_id int not null references customer_group(id) on delete cascade,
        customer_id int not null references customer(id) on delete cascade,
        primary key (group_id, customer_id)
      );`);
    this.addSql(`create index customer_group_member_customer_idx on customer_group_member (customer_id);`);

    this.addSql(`
      create table address (
        id serial primary key,
        customer_id int not null references customer(id) on delete cascade,
        type text not null check (type in ('delivery', 'invoice')),
        salutation text,
        company text,
        firstname text not null,
        lastname text not null,
        street text not null,
        number text,
        postcode text not null,
        city text not null,
        country char(2) not null,
        phone_number text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index address_customer_idx on address (customer_id);`);
    this.addSql(`
      alter table customer
        add constraint customer_default_delivery_fk foreign key (default_delivery_address_id)
          references address(id) on delete set null,
        add constraint customer_default_invoice_fk foreign key (default_invoice_address_id)
          references address(id) on delete set null;`);

    // Where applications from a store's country go: its sales organisation.
    this.addSql(`alter table store add column sales_email text;`);

    this.addSql(`
      create table customer_application (
        id serial primary key,
        store_id int not null references store(id),
        locale text not null,
        company_name text not null,
        organization_number text not null,
        salutation text,
        firstname text not null,
        lastname text not null,
        email text not null,
        phone text,
        street text not null,
        postcode text not null,
        city text not null,
        country char(2) not null,
        message text,
        status text not null default 'new' check (status in ('new', 'approved', 'rejected')),
        created_at timestamptz not null default now(),
        decided_at timestamptz,
        decided_by int references admin_user(id) on delete set null,
        company_id int references customer_company(id) on delete set null,
        customer_id int references customer(id) on delete set null
      );`);
    this.addSql(
      `create index customer_application_status_idx on customer_application (status, created_at desc);`,
    );

    // Single-use links (password reset, invitation, token login). Only the token's hash is stored.
    this.addSql(`
      create table one_time_token (
        id text primary key,
        purpose text not null check (purpose in (
          'customer_password_reset', 'customer_invitation',
          'admin_password_reset', 'admin_invitation', 'admin_token_login'
        )),
        subject_id int not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      );`);
    this.addSql(`create index one_time_token_subject_idx on one_time_token (purpose, subject_id);`);
    this.addSql(`create index one_time_token_expiry_idx on one_time_token (expires_at);`);

    // A salesrep's session acting as a customer: subject_id stays the salesrep, acting_customer_id is the
    // customer. A session that passed the password but still owes its second factor is `pending_2fa`.
    this.addSql(`
      alter table session
        add column acting_customer_id int references customer(id) on delete cascade,
        add column pending_two_factor boolean not null default false;`);

    this.addSql(`
      create table audit_log (
        id bigserial primary key,
        occurred_at timestamptz not null default now(),
        actor_type text not null check (actor_type in ('admin', 'customer', 'salesrep', 'system')),
        actor_id int,
        action text not null,
        subject_type text,
        subject_id int,
        on_behalf_of_customer_id int,
        ip text,
        details jsonb not null default '{}'
      );`);
    this.addSql(`create index audit_log_occurred_idx on audit_log (occurred_at desc);`);
    this.addSql(`create index audit_log_subject_idx on audit_log (subject_type, subject_id);`);

    this.addSql(`
      create table outgoing_mail (
        id serial primary key,
        purpose text not null,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text,
        status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
        error text,
        attempts int not null default 0,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      );`);
    this.addSql(`create index outgoing_mail_created_idx on outgoing_mail (created_at desc);`);
  }
}
