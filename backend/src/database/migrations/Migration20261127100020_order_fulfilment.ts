import { Migration } from '@mikro-orm/migrations';

/**
 * Shipments become real (lines and quantities, shipped time), invoices and credit notes numbered without gaps
 * per store, and comments on orders. Placing an order no longer creates an empty shipment: the placeholders
 * (no tracking number, never moved) go.
 */
export class Migration20261127100020_order_fulfilment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from order_shipment where tracking_number is null and state = 'new';`);
    this.addSql(`
      alter table order_shipment
        add column shipped_at timestamptz,
        add column created_by_name text;`);
    this.addSql(`
      create table order_shipment_item (
        id serial primary key,
        shipment_id int not null references order_shipment(id) on delete cascade,
        order_item_id int not null references sales_order_item(id) on delete cascade,
        quantity numeric(14, 3) not null check (quantity > 0)
      );`);
    this.addSql(`create index order_shipment_item_shipment_idx on order_shipment_item (shipment_id);`);
    this.addSql(`create index order_shipment_item_order_item_idx on order_shipment_item (order_item_id);`);
    this.addSql(`
      create table order_invoice_sequence (
        store_id int primary key references store(id) on delete cascade,
        last_number int not null
      );`);
    this.addSql(`
      create table order_invoice (
        id serial primary key,
        order_id int not null references sales_order(id) on delete cascade,
        store_id int not null references store(id),
        kind text not null check (kind in ('invoice', 'credit_note')),
        sequence int not null,
        number text not null,
        state text not null default 'invoiced' check (state in ('invoiced', 'cancelled')),
        currency char(3) not null,
        net_minor bigint not null,
        tax_minor bigint not null,
        gross_minor bigint not null,
        vat jsonb not null default '[]',
        payment_id int,
        reason text,
        created_by_name text,
        created_at timestamptz not null default now(),
        unique (store_id, sequence)
      );`);
    this.addSql(`create index order_invoice_order_idx on order_invoice (order_id);`);
    this.addSql(`
      create table order_invoice_item (
        id serial primary key,
        invoice_id int not null references order_invoice(id) on delete cascade,
        order_item_id int references sales_order_item(id) on delete set null,
        position int not null,
        sku text not null,
        name text not null,
        quantity numeric(14, 3) not null,
        unit_identifier text not null,
        net_minor bigint not null,
        tax_rate numeric(6, 3) not null,
        tax_minor bigint not null
      );`);
    this.addSql(`create index order_invoice_item_invoice_idx on order_invoice_item (invoice_id);`);
    this.addSql(`create index order_invoice_item_order_item_idx on order_invoice_item (order_item_id);`);
    this.addSql(`
      create table order_comment (
        id serial primary key,
        order_id int not null references sales_order(id) on delete cascade,
        text text not null,
        visibility text not null check (visibility in ('internal', 'customer')),
        author_id int,
        author_name text,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      );`);
    this.addSql(`create index order_comment_order_idx on order_comment (order_id, id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table order_comment;`);
    this.addSql(`drop table order_invoice_item;`);
    this.addSql(`drop table order_invoice;`);
    this.addSql(`drop table order_invoice_sequence;`);
    this.addSql(`drop table order_shipment_item;`);
    this.addSql(`alter table order_shipment drop column shipped_at, drop column created_by_name;`);
  }
}
