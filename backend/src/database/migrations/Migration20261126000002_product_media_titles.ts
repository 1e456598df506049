import { Migration } from '@mikro-orm/migrations';

/**
 * Product documents and videos are titled per language, like the rest of the catalogue: `titles` holds a title
 * per locale (the product page falls back to English). The single title becomes the English one.
 */
export class Migration20261126000002_product_media_titles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table product_media add column titles jsonb not null default '{}';`);
    this.addSql(`
      update product_media set titles = jsonb_build_object('en', title) where title <> '';`);
    this.addSql(`alter table product_media drop column title;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table product_media add column title text not null default '';`);
    this.addSql(`update product_media set title = coalesce(titles->>'en', '');`);
    this.addSql(`alter table product_media drop column titles;`);
  }
}
