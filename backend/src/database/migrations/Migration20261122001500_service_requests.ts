import { Migration } from '@mikro-orm/migrations';

/**
 * The storefront's service forms: contact messages, warranty registrations with their receipts, and the log
 * of shipment-tracking lookups. Receipts live in the database (bytea, 5 MB at most): they are personal
 * documents, never public files, and stored in the same transaction as their registration.
 */
export class Migration20261122001500_service_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table contact_message (
        id serial primary key,
        store_id int not null references store(id),
        locale text not null,
        customer_id int references customer(id) on delete set null,
        name text not null,
        company text,
        email text not null,
        phone text,
        subject text not null,
        message text not null,
        order_number text,
        handled boolean not null default false,
        handled_at timestamptz,
        handled_by int references admin_user(id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index contact_message_created_idx on contact_message (created_at);`);

    this.addSql(`
      create table warranty_registration (
        id serial primary key,
        store_id int not null references store(id),
        locale text not null,
        customer_id int references customer(id) on delete set null,
        sku text not null,
        product_name text not null,
        serial_number text not null,
        purchase_date date not null,
        place_of_purchase text,
        order_number text,
        fault_description text not null,
        name text not null,
        company text,
        email text not null,
        phone text,
        country char(2) not null,
        receipt_file_name text not null,
        receipt_content_type text not null,
        receipt_size int not null,
        handled boolean not null default false,
        handled_at timestamptz,
        handled_by int references admin_user(id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index warranty_registration_created_idx on warranty_registration (created_at);`);
    this.addSql(`
      create table warranty_receipt (
        registration_id int primary key references warranty_registration(id) on delete cascade,
        content bytea not null
      );`);

    this.addSql(`
      create table tracking_request (
        id serial primary key,
        locale text not null,
        order_number text,
        postcode text,
        tracking_number text,
        outcome text not null check (outcome in ('found', 'not_found', 'refused')),
        ip text not null,
        customer_id int references customer(id) on delete set null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index tracking_request_created_idx on tracking_request (created_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists tracking_request;`);
    this.addSql(`drop table if exists warranty_receipt;`);
    this.addSql(`drop table if exists warranty_registration;`);
    this.addSql(`drop table if exists contact_message;`);
  }
}
