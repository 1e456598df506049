import { Migration } from '@mikro-orm/migrations';

/**
 * Carriers say which lithium UN numbers they refuse (a carrier may take button cells, UN3481 packed with
 * equipment, but not loose cells, UN3480); carriers that took no dangerous goods refuse both. Notification rules
 * send mails on order, payment, shipment and invoice events, evaluated in their sort order (`position`).
 */
export class Migration20261125700001_shipping_payment_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table carrier add column refused_un_numbers text[] not null default '{}';`);
    this.addSql(
      `update carrier set refused_un_numbers = array['UN3480', 'UN3481'] where not accepts_dangerous_goods;`,
    );
    this.addSql(`
      create table notification_rule (
        id serial primary key,
        name text not null unique,
        type text not null check (type in ('order', 'payment', 'shipment', 'invoice')),
        active boolean not null default true,
        position int not null default 0,
        conditions jsonb not null default '[]',
        actions jsonb not null default '[]'
      );`);
    this.addSql(
      `create index notification_rule_type_idx on notification_rule (type, position) where active;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table notification_rule;`);
    this.addSql(`alter table carrier drop column refused_un_numbers;`);
  }
}
