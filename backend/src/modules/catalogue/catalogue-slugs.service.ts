import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { queryRows, sql, trusted } from '../../database/sql';
import { SHOWN_CATEGORY_IDS } from './shown-categories.sql';
import { categoryNotFound, productNotFound } from './catalogue.errors';

/**
 * The slug a product or category has in a language, found by its slug in any language: a link made for one
 * language (`/fi/p/<english slug>`) then leads to the page in the other. Read only on a miss of the slug in the
 * page's language; each is one statement through the `(locale, slug)` unique index.
 */
@Injectable()
export class CatalogueSlugsService {
  constructor(private readonly em: EntityManager) {}

  async productSlug(slug: string, locale: Locale): Promise<{ slug: string }> {
    const [row] = await queryRows<{ slug: string }>(
      this.em,
      sql`select target.slug
          from product_translation found
          join product p on p.id = found.product_id and p.active
          join product_translation target on target.product_id = found.product_id and target.locale = ${locale}
          where found.locale = any(${[...LOCALES]}::text[]) and found.slug = ${slug}
          order by found.locale = 'en' desc, found.locale
          limit 1`,
    );
    if (!row) throw productNotFound(slug);
    return row;
  }

  /**
   * The category's address in `locale`, found by its address in any language, or by the last segment alone (a
   * flat address of before the tree paths, `/en/c/alkaline-batteries`) when exactly one category has it. Only
   * categories the shop shows.
   */
  async categorySlug(slug: string, locale: Locale): Promise<{ slug: string }> {
    const [row] = await queryRows<{ slug: string }>(
      this.em,
      sql`select target.slug
          from category_translation found
          join category_translation target on target.category_id = found.category_id and target.locale = ${locale}
          where found.locale = any(${[...LOCALES]}::text[]) and found.slug = ${slug}
            and found.category_id in ${trusted(SHOWN_CATEGORY_IDS)}
          order by found.locale = 'en' desc, found.locale
          limit 1`,
    );
    if (row) return row;
    if (!slug.includes('/')) {
      const matches = await queryRows<{ slug: string }>(
        this.em,
        sql`select distinct target.slug
            from category_translation found
            join category_translation target on target.category_id = found.category_id and target.locale = ${locale}
            where found.locale = any(${[...LOCALES]}::text[])
              and regexp_replace(found.slug, '^.*/', '') = ${slug}
              and found.category_id in ${trusted(SHOWN_CATEGORY_IDS)}
            limit 2`,
      );
      if (matches.length === 1) return matches[0]!;
    }
    throw categoryNotFound(slug);
  }
}
