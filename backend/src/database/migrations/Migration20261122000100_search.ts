import { Migration } from '@mikro-orm/migrations';

/** The languages at the time of this migration (a migration must not change when the shared list does). */
const LOCALES = ['fi', 'nb', 'sv', 'en', 'fr', 'it', 'da'] as const;

/**
 * The search index: one row per product and language, and per content page and language, with a tsvector
 * built with the language's text search configuration and trigram indexes for typo tolerance. Derived data
 * without foreign keys, so loading products is not slowed by it; search.rebuild-index fills it.
 */
export class Migration20261122000100_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table product_search (
        product_id int not null,
        locale text not null,
        sku text not null,
        sku_key text collate "C" not null,
        ean_number text,
        nobb_number text,
        name text not null,
        slug text not null,
        image text not null,
        document tsvector not null,
        primary key (product_id, locale)
      );`);
    this.addSql(`create index product_search_sku_key_idx on product_search (sku_key, locale);`);
    this.addSql(
      `create index product_search_ean_idx on product_search (ean_number) where ean_number is not null;`,
    );
    this.addSql(
      `create index product_search_nobb_idx on product_search (nobb_number) where nobb_number is not null;`,
    );
    // One index per language: a search reads one language, and the same words (batteri) recur in several.
    for (const locale of LOCALES) {
      this.addSql(
        `create index product_search_document_${locale}_idx on product_search using gin (document) where locale = '${locale}';`,
      );
      this.addSql(
        `create index product_search_name_trgm_${locale}_idx on product_search using gin (name gin_trgm_ops) where locale = '${locale}';`,
      );
      this.addSql(
        `create index product_search_sku_trgm_${locale}_idx on product_search using gin (sku gin_trgm_ops) where locale = '${locale}';`,
      );
    }
    // The words of product names per language: typos are corrected against this short list.
    this.addSql(`
      create table search_word (
        locale text not null,
        word text not null,
        primary key (locale, word)
      );`);
    this.addSql(`create index search_word_trgm_idx on search_word using gin (word gin_trgm_ops);`);

    this.addSql(`
      create table page_search (
        page_id int not null,
        locale text not null,
        title text not null,
        slug text not null,
        thumbnail text,
        document tsvector not null,
        primary key (page_id, locale)
      );`);
    this.addSql(`create index page_search_document_idx on page_search using gin (document);`);
    this.addSql(`create index page_search_title_trgm_idx on page_search using gin (title gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists search_word;`);
    this.addSql(`drop table if exists page_search;`);
    this.addSql(`drop table if exists product_search;`);
  }
}
