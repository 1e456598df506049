import { Migration } from '@mikro-orm/migrations';

/**
 * The set the fire-safety guide put into a cart: its products and quantities, so pricing can give the set's
 * discount only while the cart still holds all of it.
 */
export class Migration20261125300001_cart_discounted_set extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table cart add column discounted_set jsonb;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table cart drop column if exists discounted_set;`);
  }
}
