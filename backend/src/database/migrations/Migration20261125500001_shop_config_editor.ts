import { Migration } from '@mikro-orm/migrations';

/**
 * Editors run the shop's promotions (cart price rules and their voucher codes live in the shop-configuration
 * section), so the built-in editor role may read and change shop configuration. Roles are data: an
 * administrator can take it away again or make a read-only role.
 */
export class Migration20261125500001_shop_config_editor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update admin_role
         set permissions = array(select distinct unnest(permissions || array['shop_configuration.read', 'shop_configuration.write']) order by 1)
       where code = 'editor';`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      update admin_role
         set permissions = array_remove(array_remove(permissions, 'shop_configuration.read'), 'shop_configuration.write')
       where code = 'editor';`);
  }
}
