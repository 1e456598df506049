import { Migration } from '@mikro-orm/migrations';

/**
 * Editors run the orders after placing (ship, invoice, record payments, answer the customer), now that the back
 * office can, so the built-in editor role may change orders. Roles are data: an administrator can make a
 * read-only order role again.
 */
export class Migration20261127100070_orders_editor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update admin_role
         set permissions = array(select distinct unnest(permissions || array['orders.read', 'orders.write']) order by 1)
       where code = 'editor';`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      update admin_role set permissions = array_remove(permissions, 'orders.write') where code = 'editor';`);
  }
}
