import { ApiProperty } from '@nestjs/swagger';
import { LIVE_SEARCH_MIN_TERM_LENGTH, LIVE_SEARCH_PAGE_SIZE, SEARCH_COUNT_LIMIT } from '@tradeshop/shared';
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
  @ApiProperty({ description: `Matching products, counted up to ${SEARCH_COUNT_LIMIT}` }) products!: number;
  @ApiProperty() pages!: number;
  @ApiProperty({ description: 'products + pages' }) total!: number;
  @ApiProperty({
    description: `False when more than ${SEARCH_COUNT_LIMIT} products match: products and total are then lower bounds (show them as "${SEARCH_COUNT_LIMIT}+"), and pages reach that far`,
  })
  exact!: boolean;
}

export class SearchResultDto {
  @ApiProperty({ type: SearchResultListsDto }) result!: SearchResultListsDto;
  @ApiProperty({ type: SearchCountDto }) count!: SearchCountDto;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}
