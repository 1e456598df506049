import { Migration } from '@mikro-orm/migrations';

/**
 * An order's history says who moved each state and why: a back-office user, the buyer, the ERP or the shop
 * itself, with the reason they gave. Earlier changes were all made by the shop.
 */
export class Migration20261127100001_order_history_actor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table order_state_change
        add column actor_kind text not null default 'system'
          check (actor_kind in ('system', 'admin', 'customer', 'erp')),
        add column actor_id int,
        add column actor_name text,
        add column reason text;`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table order_state_change
        drop column actor_kind, drop column actor_id, drop column actor_name, drop column reason;`);
  }
}
