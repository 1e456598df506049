import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsString, Matches, Min } from 'class-validator';
import type { CustomerGroupRow } from '../customer-group-admin.service';
import { IsNotBlank } from './account-validators';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A new customer group, or all fields of an edited one. */
export class CustomerGroupInputDto {
  @ApiProperty({ example: 'installers', description: 'Lower-case letters, digits, dashes and underscores' })
  @trimmed
  @IsString({ message: 'The code must be text' })
  @Matches(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
    message:
      'The code may only contain lower-case letters, digits, dashes and underscores, and be at most 40 characters',
  })
  code!: string;

  @ApiProperty({ example: 'Installers' })
  @trimmed
  @IsNotBlank(120)
  name!: string;
}

export class GroupMemberDto {
  @ApiProperty()
  @IsInt({ message: 'The customer must be a customer id' })
  @Min(1, { message: 'The customer must be a customer id' })
  customerId!: number;
}

export class AdminCustomerGroupDto {
  @ApiProperty() id!: number;
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
  @ApiProperty() memberCount!: number;
  @ApiProperty() createdAt!: Date;

  static from({ group, memberCount }: CustomerGroupRow): AdminCustomerGroupDto {
    return { id: group.id, code: group.code, name: group.name, memberCount, createdAt: group.createdAt };
  }
}
