import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryRows, sql, trusted } from '../../database/sql';
import { SHOWN_CATEGORY_IDS } from '../catalogue/shown-categories.sql';

/** A page in every language it has: locale → slug. */
export interface SitemapPageRow {
  id: number;
  slugs: Record<string, string>;
  updated_at: Date | null;
}

export interface SitemapPageCounts {
  categories: number;
  contentPages: number;
  products: number;
}

interface SmallPageTable {
  name: string;
  translations: string;
  /** The translation table's column that points to the page. */
  key: string;
  /** Which of the table's rows are pages of the shop. */
  shown: string;
}

/** Pages with no updated_at, few enough to be read by offset; fixed identifiers, never user input. */
const SMALL_PAGE_TABLES = {
  category: {
    name: 'category',
    translations: 'category_translation',
    key: 'category_id',
    shown: `p.id in ${SHOWN_CATEGORY_IDS}`,
  },
  content: { name: 'content_page', translations: 'content_page_translation', key: 'page_id', shown: 'true' },
} satisfies Record<string, SmallPageTable>;

/**
 * The sitemap's reads of the catalogue tables. Products are read in id order, a batch at a time from a given
 * position (keyset), so a sitemap file of 50,000 addresses never holds more than one batch in memory.
 */
@Injectable()
export class SitemapRepository {
  constructor(private readonly em: EntityManager) {}

  async countPages(): Promise<SitemapPageCounts> {
    const [row] = await queryRows<SitemapPageCounts>(
      this.em,
      sql`select (select count(*) from category p where ${trusted(SMALL_PAGE_TABLES.category.shown)})::int as categories,
                 (select count(*) from content_page)::int as "contentPages",
                 (select count(*) from product where active)::int as products`,
    );
    return row ?? { categories: 0, contentPages: 0, products: 0 };
  }

  /** Categories `offset` to `offset + limit` in id order. There are hundreds, not hundreds of thousands. */
  findCategories(offset: number, limit: number): Promise<SitemapPageRow[]> {
    return this.findSmallTable(SMALL_PAGE_TABLES.category, offset, limit);
  }

  /** Content pages `offset` to `offset + limit` in id order. There are tens of them. */
  findContentPages(offset: number, limit: number): Promise<SitemapPageRow[]> {
    return this.findSmallTable(SMALL_PAGE_TABLES.content, offset, limit);
  }

  private findSmallTable(table: SmallPageTable, offset: number, limit: number): Promise<SitemapPageRow[]> {
    return queryRows(
      this.em,
      sql`select p.id, null::timestamptz as updated_at,
                 (select json_object_agg(t.locale, t.slug) from ${trusted(table.translations)} t
                  where t.${trusted(table.key)} = p.id) as slugs
          from ${trusted(table.name)} p
          where ${trusted(table.shown)}
          order by p.id
          offset ${offset} limit ${limit}`,
    );
  }

  /** The id of the active product at `offset` in id order, where a sitemap file's products start. */
  async productIdAt(offset: number): Promise<number | null> {
    const [row] = await queryRows<{ id: number }>(
      this.em,
      sql`select id from product where active order by id offset ${offset} limit 1`,
    );
    return row?.id ?? null;
  }

  /** Up to `limit` active products from id `fromId` on, with their slugs in every language. */
  findProducts(fromId: number, limit: number): Promise<SitemapPageRow[]> {
    return queryRows(
      this.em,
      sql`select p.id, p.updated_at,
                 (select json_object_agg(t.locale, t.slug) from product_translation t
                  where t.product_id = p.id) as slugs
          from product p
          where p.active and p.id >= ${fromId}
          order by p.id
          limit ${limit}`,
    );
  }
}
