import { Migration } from '@mikro-orm/migrations';

/**
 * Orders entered and edited in the back office: every change of a placed order's items is kept (who, when, what,
 * quantity and total before and after), and an order keeps the voucher codes it was priced with so that an edit
 * prices with them again.
 */
export class Migration20261127100060_order_item_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table sales_order add column voucher_codes jsonb not null default '[]';`);
    this.addSql(`
      create table order_item_change (
        id serial primary key,
        order_id int not null references sales_order (id) on delete cascade,
        action text not null check (action in ('quantity_changed', 'added', 'removed')),
        item_id int,
        sku text not null,
        quantity_before numeric(14, 3),
        quantity_after numeric(14, 3),
        total_before_minor bigint not null,
        total_after_minor bigint not null,
        actor_kind text not null,
        actor_id int,
        actor_name text,
        reason text,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index order_item_change_order_idx on order_item_change (order_id, id);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table order_item_change;`);
    this.addSql(`alter table sales_order drop column voucher_codes;`);
  }
}
