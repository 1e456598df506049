import { Migration } from '@mikro-orm/migrations';

/**
 * Variant families (docs/decisions/2026-11-28-product-variants.md): a child names its parent, the parent names
 * its variant axes (family attribute codes), and a child lists the fields it keeps for itself. Every other
 * inheritable field of a child is a copy of its parent's, kept by the catalogue in the parent's transaction.
 * One level only: a parent is never a child (checked by the service).
 */
export class Migration20261128120000_product_variants extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table product
        add column parent_id int references product(id) on delete restrict,
        add column variant_axes text[] not null default '{}',
        add column overridden_fields text[] not null default '{}',
        add constraint product_not_own_parent check (parent_id is null or parent_id <> id);`);
    this.addSql(`create index product_parent_idx on product (parent_id) where parent_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists product_parent_idx;`);
    this.addSql(`
      alter table product
        drop constraint product_not_own_parent,
        drop column overridden_fields,
        drop column variant_axes,
        drop column parent_id;`);
  }
}
