import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches } from 'class-validator';
import type { AddressIdentifier } from '../../entities/address-identifier.entity';
import { OptionalSwitchField } from '../rules/rule-fields';

export const ADDRESS_IDENTIFIER_SORTS = ['id', 'name', 'active'] as const;

const NAME_MESSAGE =
  'name must be 2 to 50 lower-case letters, digits or underscores, starting with a letter, e.g. shipping';

export class AddressIdentifierDto {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'shipping' }) name!: string;
  @ApiProperty() active!: boolean;

  static from(row: AddressIdentifier): AddressIdentifierDto {
    return { id: row.id, name: row.name, active: row.active };
  }
}

export class CreateAddressIdentifierDto {
  @ApiProperty({ example: 'shipping', description: 'A code: lower-case letters, digits, underscores' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: NAME_MESSAGE })
  @Matches(/^[a-z][a-z0-9_]{1,49}$/, { message: NAME_MESSAGE })
  name!: string;

  @OptionalSwitchField('active', true)
  active?: boolean;
}

export class UpdateAddressIdentifierDto extends PartialType(CreateAddressIdentifierDto) {}
