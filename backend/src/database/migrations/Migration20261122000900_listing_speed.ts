import { Migration } from '@mikro-orm/migrations';

/** The columns the facet counts group active products by, in the order of the unique index. */
const COMBINATION_COLUMNS = 'category_id, brand_id, product_line_id, stock_status, family_id, attributes';

/** The tables the API processes cache reads of (see catalogue_version). */
const CACHED_TABLES = ['category', 'category_translation', 'family_attribute'] as const;

/** The rows a statement added (+1) and removed (-1), per kind of statement. */
const CHANGED_ROWS = {
  insert: `select ${COMBINATION_COLUMNS}, 1 as n from new_rows where active`,
  update: `select ${COMBINATION_COLUMNS}, 1 as n from new_rows where active
           union all select ${COMBINATION_COLUMNS}, -1 from old_rows where active`,
  delete: `select ${COMBINATION_COLUMNS}, -1 as n from old_rows where active`,
} as const;

const TRANSITION_TABLES: Record<keyof typeof CHANGED_ROWS, string> = {
  insert: 'new table as new_rows',
  update: 'old table as old_rows new table as new_rows',
  delete: 'old table as old_rows',
};

/** The combinations that lost products (negative counts) in the changes. */
const removedRows = (changes: string) =>
  `select ${COMBINATION_COLUMNS}, sum(n)::int as products from (${changes}) changed
   group by ${COMBINATION_COLUMNS} having sum(n) < 0`;

/** `c` and `removed` are the same combination (no product line is a combination of its own). */
const SAME_COMBINATION = `c.category_id = removed.category_id and c.brand_id = removed.brand_id
  and c.product_line_id is not distinct from removed.product_line_id and c.stock_status = removed.stock_status
  and c.family_id = removed.family_id and c.attributes = removed.attributes`;

/**
 * The category listing's facet counts read a maintained table of the distinct filter combinations of active
 * products (a few hundred rows per large category) instead of grouping thousands of products per request.
 * Triggers on `product` keep it exact in the same transaction as every product write (insert, update, delete,
 * truncate); `REBUILD_FACET_COMBINATIONS_SQL` rebuilds it in full (seed, recount job). And a catalogue
 * version, so each process may cache the category tree and the filterable attributes.
 */
export class Migration20261122000900_listing_speed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table category_facet_combination (
        category_id int not null,
        brand_id int not null,
        product_line_id int,
        stock_status text not null,
        family_id int not null,
        attributes jsonb not null,
        products int not null
      );`);
    this.addSql(`
      create unique index category_facet_combination_key
      on category_facet_combination (${COMBINATION_COLUMNS}) nulls not distinct;`);
    this.addSql(`
      insert into category_facet_combination (${COMBINATION_COLUMNS}, products)
      select ${COMBINATION_COLUMNS}, count(*)::int from product where active
      group by ${COMBINATION_COLUMNS}
      order by ${COMBINATION_COLUMNS};`);
    // It served only the per-request grouping this table replaces; every product write paid for it.
    this.addSql(`drop index if exists product_facets_idx;`);

    // Set-based, once per statement, whatever the number of rows: the net change per combination is added
    // (sorted, so concurrent writers lock combinations in the same order) or subtracted; combinations left without
    // products are removed (the delete and the update both recheck the count under the row lock). An update that changes no filtered column changes nothing here.
    for (const operation of ['insert', 'update', 'delete'] as const) {
      const changes = CHANGED_ROWS[operation];
      this.addSql(`
        create function category_facet_combination_${operation}() returns trigger language plpgsql as $$
        begin
          insert into category_facet_combination (${COMBINATION_COLUMNS}, products)
          select ${COMBINATION_COLUMNS}, sum(n)::int from (${changes}) changed
          group by ${COMBINATION_COLUMNS} having sum(n) > 0
          order by ${COMBINATION_COLUMNS}
          on conflict (${COMBINATION_COLUMNS}) do update
          set products = category_facet_combination.products + excluded.products;
          delete from category_facet_combination c
          using (${removedRows(changes)}) removed
          where ${SAME_COMBINATION} and c.products + removed.products <= 0;
          update category_facet_combination c
          set products = c.products + removed.products
          from (${removedRows(changes)}) removed
          where ${SAME_COMBINATION};
          return null;
        end $$;`);
      this.addSql(`
        create trigger product_facet_combination_${operation} after ${operation} on product
        referencing ${TRANSITION_TABLES[operation]}
        for each statement execute function category_facet_combination_${operation}();`);
    }
    this.addSql(`
      create function category_facet_combination_clear() returns trigger language plpgsql as $$
      begin
        delete from category_facet_combination;
        return null;
      end $$;`);
    this.addSql(`
      create trigger product_facet_combination_truncate after truncate on product
      for each statement execute function category_facet_combination_clear();`);

    // A number that changes with every write to what each API process caches for the listing (the category
    // tree with names, slugs and counts, the filterable attributes); the facet statement reads it, so a stale
    // cache is noticed on the very next listing.
    this.addSql(`
      create table catalogue_version (
        singleton boolean primary key default true check (singleton),
        version bigint not null
      );`);
    this.addSql(`insert into catalogue_version (version) values (1);`);
    this.addSql(`
      create function catalogue_version_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1;
        return null;
      end $$;`);
    for (const table of CACHED_TABLES) {
      this.addSql(`
        create trigger ${table}_bumps_catalogue_version
        after insert or update or delete or truncate on ${table}
        for each statement execute function catalogue_version_bump();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of CACHED_TABLES) {
      this.addSql(`drop trigger if exists ${table}_bumps_catalogue_version on ${table};`);
    }
    this.addSql(`drop function if exists catalogue_version_bump();`);
    this.addSql(`drop table if exists catalogue_version;`);
    this.addSql(`drop trigger if exists product_facet_combination_truncate on product;`);
    this.addSql(`drop function if exists category_facet_combination_clear();`);
    for (const operation of ['insert', 'update', 'delete'] as const) {
      this.addSql(`drop trigger if exists product_facet_combination_${operation} on product;`);
      this.addSql(`drop function if exists category_facet_combination_${operation}();`);
    }
    this.addSql(`drop table if exists category_facet_combination;`);
    this.addSql(`
      create index product_facets_idx
      on product (category_id, brand_id, product_line_id, stock_status, family_id, attributes)
      where active;`);
  }
}
