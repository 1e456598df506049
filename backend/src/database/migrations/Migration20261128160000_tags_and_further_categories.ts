import { Migration } from '@mikro-orm/migrations';

/**
 * Tags (back-office spec "Tags"): a tree of tags attachable to products, categories and assets, owned by the
 * tags module; and further categories of a product (beside its main `product.category_id`), owned by the
 * catalogue, which reach the shop's listings and counts as docs/decisions/2026-11-28-further-categories.md says.
 * The built-in editor role gets the new tags section (editors manage tags, back-office spec §1).
 */
export class Migration20261128160000_tags_and_further_categories extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table tag (
        id serial primary key,
        parent_id int references tag(id) on delete cascade,
        name text not null check (length(name) between 1 and 100),
        -- the ids from the root down to the tag, '/1/7/12/': a subtree is a prefix
        path text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      `create unique index tag_name_among_siblings_key on tag (coalesce(parent_id, 0), lower(name));`,
    );
    this.addSql(`create index tag_parent_idx on tag (parent_id);`);
    this.addSql(`create index tag_path_idx on tag (path text_pattern_ops);`);
    this.addSql(`
      create table tag_assignment (
        tag_id int not null references tag(id) on delete cascade,
        element_type text not null check (element_type in ('product', 'category', 'asset')),
        element_id int not null,
        created_at timestamptz not null default now(),
        primary key (tag_id, element_type, element_id)
      );`);
    this.addSql(`create index tag_assignment_element_idx on tag_assignment (element_type, element_id);`);

    this.addSql(`
      create table product_additional_category (
        product_id int not null references product(id) on delete cascade,
        category_id int not null references category(id) on delete cascade,
        primary key (product_id, category_id)
      );`);
    // A listing walks a category's further products in id order, like product_category_idx.
    this.addSql(
      `create index product_additional_category_listing_idx on product_additional_category (category_id, product_id);`,
    );
    this.addSql(`
      create trigger product_additional_category_notifies_catalogue_changed
      after insert or update or delete or truncate on product_additional_category
      for each statement execute function notify_catalogue_changed();`);

    this.addSql(`
      update admin_role set permissions = permissions || array['tags.read', 'tags.write']
      where code = 'editor' and not ('tags.write' = any(permissions));`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `update admin_role set permissions = array_remove(array_remove(permissions, 'tags.read'), 'tags.write');`,
    );
    this.addSql(`drop table if exists product_additional_category;`);
    this.addSql(`drop table if exists tag_assignment;`);
    this.addSql(`drop table if exists tag;`);
  }
}
