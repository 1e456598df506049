import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '@tradeshop/shared';
import { queryRows, sql } from '../../database/sql';

export interface ContentPageRow {
  id: number;
  code: string;
  title: string;
  slug: string;
  body: string;
  thumbnail: string | null;
  alternates: { locale: string; slug: string }[];
}

export interface ContentPageLinkRow {
  id: number;
  code: string;
  title: string;
  slug: string;
}

/** Reads of the content pages (content_page, content_page_translation). */
@Injectable()
export class ContentRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page by its slug in a language, with its slugs in every language: one statement. */
  async findBySlug(locale: Locale, slug: string): Promise<ContentPageRow | null> {
    const [row] = await queryRows<ContentPageRow>(
      this.em,
      sql`select cp.id, cp.code, t.title, t.slug, t.body, cp.thumbnail,
                 (select json_agg(json_build_object('locale', a.locale, 'slug', a.slug) order by a.locale)
                  from content_page_translation a where a.page_id = cp.id) as alternates
          from content_page_translation t
          join content_page cp on cp.id = t.page_id
          where t.locale = ${locale} and t.slug = ${slug}`,
    );
    return row ?? null;
  }

  /** Every page in a language, in the order they were created (delivery terms first). */
  findAll(locale: Locale): Promise<ContentPageLinkRow[]> {
    return queryRows(
      this.em,
      sql`select cp.id, cp.code, t.title, t.slug
          from content_page cp
          join content_page_translation t on t.page_id = cp.id and t.locale = ${locale}
          order by cp.id`,
    );
  }
}
