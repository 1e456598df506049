import { ApiProperty } from '@nestjs/swagger';
import { LOCALES } from '@tradeshop/shared';
import { LocalisedSlugDto } from '../../catalogue/dto/catalogue-shop.dto';

export const CONTENT_BLOCK_KINDS = ['paragraph', 'list'] as const;
export type ContentBlockKind = (typeof CONTENT_BLOCK_KINDS)[number];

/** A paragraph (one text) or a bulleted list (one text per item), as plain text: no markup to inject. */
export class ContentBlockDto {
  @ApiProperty({ enum: CONTENT_BLOCK_KINDS }) kind!: ContentBlockKind;
  @ApiProperty({ type: [String] }) texts!: string[];
}

export class ContentPageLinkDto {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Stable code, e.g. delivery-terms' }) code!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
}

export class ContentPageDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty({ enum: LOCALES }) locale!: string;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'The first paragraph as plain text, for the meta description' })
  summary!: string;
  @ApiProperty({ type: [ContentBlockDto] }) blocks!: ContentBlockDto[];
  @ApiProperty({ type: String, nullable: true }) thumbnail!: string | null;
  @ApiProperty({ type: [LocalisedSlugDto], description: 'The slug of this page in every language' })
  alternates!: LocalisedSlugDto[];
}
