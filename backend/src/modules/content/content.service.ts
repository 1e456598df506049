import { Injectable } from '@nestjs/common';
import type { Locale } from '@tradeshop/shared';
import { ContentRepository } from './content.repository';
import { contentPageNotFound } from './content.errors';
import { bodyToBlocks } from './content.mapper';
import type { ContentPageDto, ContentPageLinkDto } from './dto/content-shop.dto';

/** Pages of text the shop publishes (delivery and payment terms, about us, guides). */
@Injectable()
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  async pageBySlug(slug: string, locale: Locale): Promise<ContentPageDto> {
    const row = await this.repository.findBySlug(locale, slug);
    if (!row) throw contentPageNotFound(slug);
    const blocks = bodyToBlocks(row.body);
    return {
      id: row.id,
      code: row.code,
      locale,
      title: row.title,
      slug: row.slug,
      summary: blocks.find((block) => block.kind === 'paragraph')?.texts[0] ?? '',
      blocks,
      thumbnail: row.thumbnail,
      alternates: row.alternates ?? [],
    };
  }

  pages(locale: Locale): Promise<ContentPageLinkDto[]> {
    return this.repository.findAll(locale);
  }
}
