import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import {
  CATEGORY_PAGE_SIZE,
  LOCALES,
  PRODUCT_SORTS,
  STORE_CODES,
  type Locale,
  type ProductSort,
  type StoreCode,
} from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

const WHOLE_NUMBER = /^\d+$/;
/** Turns a query value into a number only when it is written as a whole number, so 'abc' or '1.5' fail validation. */
export const wholeNumber = (value: unknown) =>
  typeof value === 'string' && WHOLE_NUMBER.test(value) ? Number(value) : value;

export class LocaleQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @ApiPropertyOptional({ enum: STORE_CODES, description: 'Defaults to the store of the language' })
  @IsOptional()
  @IsIn(STORE_CODES, { message: `store must be one of ${STORE_CODES.join(', ')}` })
  store?: StoreCode;
}

export class CategoryProductsQueryDto extends LocaleQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @Min(1, { message: 'page must be a positive whole number' })
  @IsInt({ message: 'page must be a positive whole number' })
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: 96, default: CATEGORY_PAGE_SIZE })
  @IsOptional()
  @Transform(({ value }) => wholeNumber(value))
  @Max(96, { message: 'perPage must be at most 96' })
  @Min(1, { message: 'perPage must be a positive whole number' })
  @IsInt({ message: 'perPage must be a positive whole number' })
  perPage: number = CATEGORY_PAGE_SIZE;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'relevance' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort: ProductSort = 'relevance';
}
