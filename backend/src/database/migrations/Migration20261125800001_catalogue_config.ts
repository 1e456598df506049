import { Migration } from '@mikro-orm/migrations';

/** The listing caches read these (see catalogue_version): a write must be noticed on the next listing. */
const FILTER_TABLES = ['product_filter', 'product_filter_category'] as const;

/**
 * The catalogue's shop configuration (back-office spec §7): product unit definitions get an id of their own so
 * the back office can name one; indices say which family attributes the shop indexes for filtering and search;
 * filters say which facet groups a category page shows, in which order, and which categories use them.
 */
export class Migration20261125800001_catalogue_config extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table product_unit add column id serial;`);
    this.addSql(`alter table product_unit add constraint product_unit_id_key unique (id);`);
    this.addSql(`
      alter table product_unit
        add constraint product_unit_precision_check check (precision between 0 and 3);`);
    this.addSql(`
      create table product_index (
        id serial primary key,
        code text not null,
        name text not null,
        attribute_codes jsonb not null default '[]'
      );`);
    this.addSql(`create unique index product_index_code_idx on product_index (lower(code));`);
    this.addSql(`
      create table product_filter (
        id serial primary key,
        code text not null,
        name text not null,
        index_id int not null references product_index(id),
        facets jsonb not null default '[]'
      );`);
    this.addSql(`create unique index product_filter_code_idx on product_filter (lower(code));`);
    this.addSql(`create index product_filter_index_idx on product_filter (index_id);`);
    // A category shows at most one filter; its subcategories inherit it unless they name their own.
    this.addSql(`
      create table product_filter_category (
        category_id int primary key references category(id) on delete cascade,
        filter_id int not null references product_filter(id) on delete cascade
      );`);
    this.addSql(`create index product_filter_category_filter_idx on product_filter_category (filter_id);`);
    for (const table of FILTER_TABLES) {
      this.addSql(`
        create trigger ${table}_bumps_catalogue_version
        after insert or update or delete or truncate on ${table}
        for each statement execute function catalogue_version_bump();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists product_filter_category;`);
    this.addSql(`drop table if exists product_filter;`);
    this.addSql(`drop table if exists product_index;`);
    this.addSql(`alter table product_unit drop constraint if exists product_unit_precision_check;`);
    this.addSql(`alter table product_unit drop column if exists id;`);
  }
}
