import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  LIVE_SEARCH_MIN_TERM_LENGTH,
  LIVE_SEARCH_PAGE_SIZE,
  SEARCH_CATEGORY_FACET_LIMIT,
  SEARCH_COUNT_LIMIT,
  SEARCH_SORTS,
  type SearchSort,
} from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PageParam, PerPageParam, wholeNumber } from '../../../common/http/paging.decorators';
import { ProductCardDto } from '../../catalogue/dto/catalogue-shop.dto';
import { LocaleQueryDto } from '../../catalogue/dto/shop-query.dto';

const CATEGORY_MESSAGE = 'category must be the id of a category, a positive whole number';

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

  @ApiPropertyOptional({ description: "Only the products of this category (a category facet's id)" })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @Min(1, { message: CATEGORY_MESSAGE })
  @Max(2_147_483_647, { message: CATEGORY_MESSAGE })
  @IsInt({ message: CATEGORY_MESSAGE })
  category?: number;

  @ApiPropertyOptional({ enum: SEARCH_SORTS, default: 'relevance' })
  @IsOptional()
  @IsIn(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
  sort: SearchSort = 'relevance';
}

/** A matching product with what its card shows: price in the store, stock, unit and quantity rules. */
export class SearchProductDto extends ProductCardDto {}

export class SearchCategoryFacetDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ description: 'Matching products in the category' }) count!: number;
  @ApiProperty({ description: 'Whether the results are narrowed to this category' }) selected!: boolean;
}

export class SearchFacetsDto {
  @ApiProperty({
    type: [SearchCategoryFacetDto],
    description: `The categories of the matches (whatever category is chosen), the most matches first, at most ${SEARCH_CATEGORY_FACET_LIMIT}`,
  })
  categories!: SearchCategoryFacetDto[];
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
  @ApiProperty({
    description: `Matching products (in the chosen category, when one is), counted up to ${SEARCH_COUNT_LIMIT}`,
  })
  products!: number;
  @ApiProperty() pages!: number;
  @ApiProperty({ description: 'products + pages' }) total!: number;
  @ApiProperty({
    description: `False when more than ${SEARCH_COUNT_LIMIT} products match: products and total are then lower bounds (show them as "${SEARCH_COUNT_LIMIT}+"), and pages reach that far`,
  })
  exact!: boolean;
}

export class SearchResultDto {
  @ApiProperty({ type: SearchResultListsDto }) result!: SearchResultListsDto;
  @ApiProperty({ type: SearchFacetsDto }) facets!: SearchFacetsDto;
  @ApiProperty({ enum: SEARCH_SORTS }) sort!: SearchSort;
  @ApiProperty({ type: SearchCountDto }) count!: SearchCountDto;
  @ApiProperty() page!: number;
  @ApiProperty() perPage!: number;
}

/** A term as the search takes it, for the products the caller's company knows by that part number. */
export class OwnPartNumberQueryDto extends PickType(SearchQueryDto, ['term', 'locale', 'store'] as const) {}

export class OwnPartNumberMatchesDto {
  @ApiProperty({
    type: [SearchProductDto],
    description:
      "Our products the caller's company has given this part number (its own numbering), fewest first",
  })
  products!: SearchProductDto[];
}
