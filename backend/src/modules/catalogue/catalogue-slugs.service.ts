import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';
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

  async categorySlug(slug: string, locale: Locale): Promise<{ slug: string }> {
    const [row] = await queryRows<{ slug: string }>(
      this.em,
      sql`select target.slug
          from category_translation found
          join category_translation target on target.category_id = found.category_id and target.locale = ${locale}
          where found.locale = any(${[...LOCALES]}::text[]) and found.slug = ${slug}
          order by found.locale = 'en' desc, found.locale
          limit 1`,
    );
    if (!row) throw categoryNotFound(slug);
    return row;
  }
}
