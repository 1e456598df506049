import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { FALLBACK_LOCALE, LOCALES, type Locale } from '@tradeshop/shared';
import { IsIn, IsOptional } from 'class-validator';
import { AdminListQueryDto } from './admin-list-query';

/**
 * The back-office language, which the admin sends with every read (`?locale=fi`): product and category data
 * come in it where translated, in English otherwise.
 */
export class AdminLocaleQueryDto {
  @ApiPropertyOptional({ enum: LOCALES, description: 'The back-office language; English when absent' })
  @IsOptional()
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale?: Locale;
}

/** A react-admin list in the back-office language. */
export class AdminLocalizedListQueryDto extends IntersectionType(AdminListQueryDto, AdminLocaleQueryDto) {}

export function adminLocale(query: AdminLocaleQueryDto): Locale {
  return query.locale ?? FALLBACK_LOCALE;
}
