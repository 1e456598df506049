import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Matches } from 'class-validator';
import type { State } from '../../entities/country.entity';
import { ReferenceIdField, RequiredTextField } from '../resource.dto';
import { OptionalSwitchField } from '../rules/rule-fields';

export const STATE_SORTS = ['id', 'isoCode', 'name', 'active'] as const;

export class StateDto {
  @ApiProperty() id!: number;
  @ApiProperty() countryId!: number;
  @ApiProperty({ example: 'AX', description: 'The part after the country in ISO 3166-2 (FI-AX)' })
  isoCode!: string;
  @ApiProperty({ example: 'Åland' }) name!: string;
  @ApiProperty() active!: boolean;

  static from(state: State): StateDto {
    return {
      id: state.id,
      countryId: state.country.id,
      isoCode: state.isoCode,
      name: state.name,
      active: state.active,
    };
  }
}

export class CreateStateDto {
  @ReferenceIdField('countryId')
  countryId!: number;

  @ApiProperty({ example: 'AX', description: 'One to three letters or digits, unique within the country' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z0-9]{1,3}$/, {
    message: 'isoCode must be one to three letters or digits (ISO 3166-2), e.g. AX',
  })
  isoCode!: string;

  @RequiredTextField('name', 100, 'Åland')
  name!: string;

  @OptionalSwitchField('active', true)
  active?: boolean;
}

export class UpdateStateDto extends PartialType(CreateStateDto) {}
