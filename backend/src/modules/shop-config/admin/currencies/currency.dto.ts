import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { Currency } from '../../entities/currency.entity';
import { RequiredTextField } from '../resource.dto';

export const CURRENCY_SORTS = ['id', 'isoCode', 'name', 'fractionDigits'] as const;

export class CurrencyDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'EUR' }) isoCode!: string;
  @ApiProperty({ example: 'Euro' }) name!: string;
  @ApiProperty({ example: '€' }) symbol!: string;
  @ApiProperty({ minimum: 0, maximum: 4, example: 2 }) fractionDigits!: number;

  static from(currency: Currency): CurrencyDto {
    return {
      id: currency.id,
      isoCode: currency.isoCode,
      name: currency.name,
      symbol: currency.symbol,
      fractionDigits: currency.fractionDigits,
    };
  }
}

export class CreateCurrencyDto {
  @ApiProperty({ example: 'EUR', description: 'ISO 4217: three letters; stored in capitals' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{3}$/, { message: 'isoCode must be three letters (ISO 4217), e.g. EUR' })
  isoCode!: string;

  @RequiredTextField('name', 100, 'Euro')
  name!: string;

  @RequiredTextField('symbol', 8, '€')
  symbol!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 4, default: 2 })
  @IsOptional()
  @IsInt({ message: 'fractionDigits must be a whole number from 0 to 4' })
  @Min(0, { message: 'fractionDigits must be a whole number from 0 to 4' })
  @Max(4, { message: 'fractionDigits must be a whole number from 0 to 4' })
  fractionDigits?: number;
}

export class UpdateCurrencyDto extends PartialType(CreateCurrencyDto) {}
