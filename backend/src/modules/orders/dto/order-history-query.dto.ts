import { ApiPropertyOptional } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PageParam, PerPageParam } from '../../../common/http/paging.decorators';

export const ORDER_HISTORY_PAGE_SIZE = 20;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 50;
/** Order numbers: the shop's (store prefix + sequence) and the ERP's; letters, digits and dashes. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || undefined : value;

export class OrderHistoryPagingDto {
  @PageParam()
  page: number = 1;

  @PerPageParam(ORDER_HISTORY_MAX_PAGE_SIZE, ORDER_HISTORY_PAGE_SIZE)
  perPage: number = ORDER_HISTORY_PAGE_SIZE;
}

export class OrderHistoryQueryDto extends OrderHistoryPagingDto {
  @ApiPropertyOptional({ description: "Part of the order number or of the customer's own order number" })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(40, { message: 'The order number can be at most 40 characters long' })
  number?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Orders placed on or after this day' })
  @IsOptional()
  @Transform(trimmed)
  @Matches(ISO_DATE, { message: 'from must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'from must be a date (YYYY-MM-DD)' })
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Orders placed on or before this day' })
  @IsOptional()
  @Transform(trimmed)
  @Matches(ISO_DATE, { message: 'to must be a date (YYYY-MM-DD)' })
  @IsISO8601({ strict: true }, { message: 'to must be a date (YYYY-MM-DD)' })
  to?: string;

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    description: 'false: only the orders not yet synchronized with the ERP',
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'synchronized must be true or false' })
  synchronized?: 'true' | 'false';
}

export class OrderHistoryLocaleQueryDto {
  @ApiPropertyOptional({
    enum: LOCALES,
    description: "The language of the document or of the cart lines; the customer's by default",
  })
  @IsOptional()
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale?: Locale;
}
