import { ApiProperty, PartialType } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { TaxRate } from '../../entities/tax.entity';
import { RequiredTextField } from '../resource.dto';
import { OptionalSwitchField } from '../rules/rule-fields';

export const TAX_RATE_SORTS = ['id', 'name', 'rate', 'active'] as const;

const RATE_MESSAGE = 'rate must be a percentage from 0 to 99.999 with at most three decimals, e.g. 25.500';

export class TaxRateDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'FI ALV 25,5 %' }) name!: string;
  @ApiProperty({ example: '25.500', description: 'Percent, three decimals' }) rate!: string;
  @ApiProperty() active!: boolean;

  static from(taxRate: TaxRate): TaxRateDto {
    return {
      id: taxRate.id,
      name: taxRate.name,
      rate: Number(taxRate.rate).toFixed(3),
      active: taxRate.active,
    };
  }
}

export class CreateTaxRateDto {
  @RequiredTextField('name', 100, 'FI ALV 25,5 %')
  name!: string;

  @ApiProperty({ example: '25.500', description: 'Percent as a decimal string, 0 to 99.999' })
  @IsString({ message: RATE_MESSAGE })
  @Matches(/^\d{1,2}(\.\d{1,3})?$/, { message: RATE_MESSAGE })
  rate!: string;

  @OptionalSwitchField('active', true)
  active?: boolean;
}

export class UpdateTaxRateDto extends PartialType(CreateTaxRateDto) {}
