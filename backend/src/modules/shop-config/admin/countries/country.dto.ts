import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, Matches } from 'class-validator';
import type { Country } from '../../entities/country.entity';
import type { LocalisedLabels } from '../../../../common/text/localised-labels';
import { LocalisedLabelsField, ReferenceIdField } from '../resource.dto';

export const COUNTRY_SORTS = ['id', 'isoCode', 'active'] as const;

export class CountryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'FI' }) isoCode!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { en: 'Finland', fi: 'Suomi' },
  })
  labels!: LocalisedLabels;
  @ApiProperty() active!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) zoneId!: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) currencyId!: number | null;

  static from(country: Country): CountryDto {
    return {
      id: country.id,
      isoCode: country.isoCode,
      labels: country.labels,
      active: country.active,
      zoneId: country.zone?.id ?? null,
      currencyId: country.currency?.id ?? null,
    };
  }
}

export class CreateCountryDto {
  @ApiProperty({ example: 'FI', description: 'ISO 3166-1 alpha-2; stored in capitals' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'isoCode must be two letters (ISO 3166-1), e.g. FI' })
  isoCode!: string;

  @LocalisedLabelsField('labels')
  labels!: LocalisedLabels;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: 'active must be true or false' })
  active?: boolean;

  @ReferenceIdField('zoneId', { nullable: true })
  zoneId?: number | null;

  @ReferenceIdField('currencyId', { nullable: true })
  currencyId?: number | null;
}

export class UpdateCountryDto extends PartialType(CreateCountryDto) {}
