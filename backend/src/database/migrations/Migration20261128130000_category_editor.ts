import { Migration } from '@mikro-orm/migrations';

/**
 * Categories edited in the back office (issue 16): published or not, SEO texts per language, addresses that carry
 * the tree path (`batteries/alkaline-batteries`, as Sylius taxon slugs do), and the redirects an address change
 * leaves behind (owned by the seo module).
 */
export class Migration20261128130000_category_editor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table category add column published boolean not null default true;`);
    this.addSql(`
      alter table category_translation
        add column meta_title text not null default '',
        add column meta_description text not null default '';`);
    // A flat address of before (`/en/c/alkaline-batteries`) finds its category by the slug's last segment.
    this.addSql(`
      create index category_translation_segment_idx
      on category_translation (locale, (regexp_replace(slug, '^.*/', '')));`);

    this.addSql(`
      create table redirect (
        id serial primary key,
        source_path text not null,
        target_path text not null,
        status_code int not null default 301 check (status_code in (301, 302, 307, 308)),
        created_at timestamptz not null default now(),
        hits int not null default 0,
        last_hit_at timestamptz,
        constraint redirect_source_key unique (source_path),
        constraint redirect_not_to_itself check (source_path <> target_path)
      );`);
    this.addSql(`create index redirect_target_idx on redirect (target_path);`);

    // Existing flat slugs become tree paths; each old address redirects to its new one.
    this.addSql(`
      with recursive tree (id, locale, path) as (
        select c.id, t.locale, t.slug
        from category c join category_translation t on t.category_id = c.id
        where c.parent_id is null
        union all
        select c.id, t.locale, tree.path || '/' || regexp_replace(t.slug, '^.*/', '')
        from tree
        join category c on c.parent_id = tree.id
        join category_translation t on t.category_id = c.id and t.locale = tree.locale
      ),
      changed as (
        update category_translation t set slug = tree.path
        from tree, category_translation old
        where t.category_id = tree.id and t.locale = tree.locale and t.slug <> tree.path
          and old.category_id = t.category_id and old.locale = t.locale
        returning t.locale, old.slug as old_slug, tree.path as new_slug
      )
      insert into redirect (source_path, target_path)
      select '/' || locale || '/c/' || old_slug, '/' || locale || '/c/' || new_slug from changed
      on conflict (source_path) do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists redirect;`);
    this.addSql(`drop index if exists category_translation_segment_idx;`);
    this.addSql(`
      update category_translation set slug = regexp_replace(slug, '^.*/', '') where slug like '%/%';`);
    this.addSql(`alter table category_translation drop column meta_title, drop column meta_description;`);
    this.addSql(`alter table category drop column published;`);
  }
}
