import { ApiProperty } from '@nestjs/swagger';
import { LIVE_SEARCH_MIN_TERM_LENGTH, LIVE_SEARCH_PAGE_SIZE } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../../common/http/paging.decorators';
import { LocaleQueryDto } from '../../catalogue/dto/shop-query.dto';

export const SEARCH_MAX_PER_PAGE = 48;
export const SEARCH_MAX_TERM_LENGTH = 100;

export class SearchQueryDto extends LocaleQueryDto {
  @ApiProperty({
    minLength: LIVE_SEARCH_MIN_TERM_LENGTH,
    maxLength: SEARCH_MAX_TERM_LENGTH,
    description: 'A SKU, EAN or Nobb number, or words; surrounding blanks are ignored',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'term is required' })
  @MinLength(LIVE_SEARCH_MIN_TERM_LENGTH, {
    message: `term must be at least ${LIVE_SEARCH_MIN_TERM_LENGTH} characters long`,
  })
  @MaxLength(SEARCH_MAX_TERM_LENGTH, {
    message: `term must be at most ${SEARCH_MAX_TERM_LENGTH} characters long`,
  })
  term!: string;

  @PageParam()
  page: number = 1;

  @PerPageParam(SEARCH_MAX_PER_PAGE, LIVE_SEARCH_PAGE_SIZE)
  perPage: number = LIVE_SEARCH_PAGE_SIZE;
}

export class SearchProductDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() sku!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() image!: string;
}

export class SearchPageDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Storefront path of the page, /{locale}/pages/{slug}' }) url!: string;
  @ApiProperty({ type: String, nullable: true }) thumbnail!: string | null;
}

export class SearchResultListsDto {
  @ApiProperty({ type: [SearchProductDto] }) products!: SearchProductDto[];
  @ApiProperty({ type: [SearchPageDto] }) pages!: SearchPageDto[];
}

export class SearchCountDto {
  @ApiProperty() products!: number;
  @ApiProperty() pages!: number;
  @ApiProperty() total!: number;
}

export class SearchResultDto {
  @ApiProperty({ type: SearchResultListsDto }) result!: SearchResultListsDto;
  @ApiProperty({ type: SearchCountDto }) count!: SearchCountDto;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}
