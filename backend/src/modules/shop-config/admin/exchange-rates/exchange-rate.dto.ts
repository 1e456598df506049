import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsString, Matches, ValidateBy } from 'class-validator';
import type { ExchangeRate } from '../../entities/currency.entity';
import { ReferenceIdField } from '../resource.dto';

export const EXCHANGE_RATE_SORTS = ['id', 'rate', 'updatedAt'] as const;

const RATE_MESSAGE =
  'rate must be a positive decimal number with at most 10 digits before and 8 after the point, e.g. 11.05';

/** The decimal as people write it: no trailing zeros (`11.05000000` → `11.05`). */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export class ExchangeRateDto {
  @ApiProperty() id!: number;
  @ApiProperty() fromCurrencyId!: number;
  @ApiProperty() toCurrencyId!: number;
  @ApiProperty({
    example: '11.05',
    description: 'Units of the "to" currency one unit of the "from" currency buys',
  })
  rate!: string;
  @ApiProperty() updatedAt!: string;

  static from(row: ExchangeRate): ExchangeRateDto {
    return {
      id: row.id,
      fromCurrencyId: row.fromCurrency.id,
      toCurrencyId: row.toCurrency.id,
      rate: plainDecimal(String(row.rate)),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  }
}

export class CreateExchangeRateDto {
  @ReferenceIdField('fromCurrencyId')
  fromCurrencyId!: number;

  @ReferenceIdField('toCurrencyId')
  toCurrencyId!: number;

  @ApiProperty({
    example: '11.05',
    description: 'Units of the "to" currency one unit of the "from" currency buys',
  })
  @IsString({ message: RATE_MESSAGE })
  @Matches(/^\d{1,10}(\.\d{1,8})?$/, { message: RATE_MESSAGE })
  @ValidateBy({
    name: 'positiveRate',
    validator: { validate: (value: string) => Number(value) > 0, defaultMessage: () => RATE_MESSAGE },
  })
  rate!: string;
}

export class UpdateExchangeRateDto extends PartialType(CreateExchangeRateDto) {}
