import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import {
  CATEGORY_PAGE_SIZE,
  LOCALES,
  PRODUCT_SORTS,
  STOCK_STATUSES,
  STORE_CODES,
  type Locale,
  type ProductSort,
  type StockStatus,
  type StoreCode,
} from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { PageParam, PerPageParam, wholeNumber } from '../../../common/http/paging.decorators';
import { ArrayMaxSize, IsIn, IsInt, IsOptional, Matches, Min } from 'class-validator';

/** A query key given once arrives as a string, given several times as an array: always a list here. */
const asList = (value: unknown): unknown[] =>
  value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value];

/** The most values one filter list may carry; more is not a shopper's request. */
export const MAX_FILTER_VALUES = 50;

/** `<attribute code>:<value>`, e.g. `voltage:1.5`, `chemistry:alkaline`, `rechargeable:true`. */
export const ATTRIBUTE_FILTER = /^([a-z][a-z0-9_]{0,62}):(.{1,200})$/s;

export class LocaleQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @ApiPropertyOptional({ enum: STORE_CODES, description: 'Defaults to the store of the language' })
  @IsOptional()
  @IsIn(STORE_CODES, { message: `store must be one of ${STORE_CODES.join(', ')}` })
  store?: StoreCode;
}

const CATEGORY_MAX_PER_PAGE = 96;

export class CategoryProductsQueryDto extends LocaleQueryDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(CATEGORY_MAX_PER_PAGE, CATEGORY_PAGE_SIZE)
  perPage: number = CATEGORY_PAGE_SIZE;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'relevance' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort: ProductSort = 'relevance';
}

/**
 * The filters of a category listing (storefront spec §7.3): every key ends in `Ids` and repeats for several
 * values (`brandIds=3&brandIds=7`), exactly as a GET form of checkboxes writes them, so a filtered listing's
 * address can be shared and reloaded. Values of one key are alternatives; different keys combine.
 */
export class CategoryListingQueryDto extends CategoryProductsQueryDto {
  @ApiPropertyOptional({ type: [Number], description: 'Subcategories (each with its descendants)' })
  @IsOptional()
  @Transform(({ value }) => asList(value).map(wholeNumber))
  @ArrayMaxSize(MAX_FILTER_VALUES, { message: `parentCategoryIds takes at most ${MAX_FILTER_VALUES} values` })
  @Min(1, { each: true, message: 'parentCategoryIds must be positive whole numbers' })
  @IsInt({ each: true, message: 'parentCategoryIds must be positive whole numbers' })
  parentCategoryIds: number[] = [];

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @Transform(({ value }) => asList(value).map(wholeNumber))
  @ArrayMaxSize(MAX_FILTER_VALUES, { message: `brandIds takes at most ${MAX_FILTER_VALUES} values` })
  @Min(1, { each: true, message: 'brandIds must be positive whole numbers' })
  @IsInt({ each: true, message: 'brandIds must be positive whole numbers' })
  brandIds: number[] = [];

  @ApiPropertyOptional({ type: [Number] })
  @IsOptional()
  @Transform(({ value }) => asList(value).map(wholeNumber))
  @ArrayMaxSize(MAX_FILTER_VALUES, { message: `productLineIds takes at most ${MAX_FILTER_VALUES} values` })
  @Min(1, { each: true, message: 'productLineIds must be positive whole numbers' })
  @IsInt({ each: true, message: 'productLineIds must be positive whole numbers' })
  productLineIds: number[] = [];

  @ApiPropertyOptional({ type: [String], enum: STOCK_STATUSES, description: 'Stock status codes' })
  @IsOptional()
  @Transform(({ value }) => asList(value))
  @ArrayMaxSize(STOCK_STATUSES.length, {
    message: `stockStatusIds takes at most ${STOCK_STATUSES.length} values`,
  })
  @IsIn(STOCK_STATUSES, { each: true, message: `stockStatusIds must be among ${STOCK_STATUSES.join(', ')}` })
  stockStatusIds: StockStatus[] = [];

  @ApiPropertyOptional({
    type: [String],
    description:
      'Technical attributes as `<code>:<value>`, e.g. `attributeIds=voltage:1.5&attributeIds=voltage:3&' +
      'attributeIds=chemistry:alkaline` (1.5 V or 3 V, and alkaline). Codes are the filterable attributes ' +
      'of the product families; numbers are written with a dot, yes/no as `true`/`false`, options by their ' +
      'code. The facets of the answer list the values as they are written here.',
    example: ['voltage:1.5', 'chemistry:alkaline'],
  })
  @IsOptional()
  @Transform(({ value }) => asList(value))
  @ArrayMaxSize(MAX_FILTER_VALUES, { message: `attributeIds takes at most ${MAX_FILTER_VALUES} values` })
  @Matches(ATTRIBUTE_FILTER, {
    each: true,
    message: 'attributeIds must be written as <attribute code>:<value>, e.g. voltage:1.5',
  })
  attributeIds: string[] = [];
}
