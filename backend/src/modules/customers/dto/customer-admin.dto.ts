import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { CUSTOMER_KINDS, LOCALES, type CustomerKind, type Locale } from '@tradeshop/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
} from 'class-validator';
import type { CustomerDirectoryRow } from '../customer-directory.service';
import { IsAccountEmail, IsNotBlank } from './account-validators';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const MAX_IDS = 200;

/** A new customer: they get an invitation mail to set their password. */
export class CreateCustomerDto {
  @ApiProperty({ example: 'buyer@example.com' })
  @trimmed
  @IsAccountEmail()
  email!: string;

  @ApiProperty() @trimmed @IsNotBlank() firstname!: string;
  @ApiProperty() @trimmed @IsNotBlank() lastname!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @trimmed
  @IsString({ message: 'The phone number must be text' })
  @MaxLength(40, { message: 'The phone number must be at most 40 characters' })
  phone?: string | null;

  @ApiProperty({ enum: LOCALES, description: 'The language of the account and of its mails' })
  @IsIn(LOCALES, { message: `The language must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;

  @ApiPropertyOptional({ enum: CUSTOMER_KINDS })
  @IsOptional()
  @IsIn(CUSTOMER_KINDS, { message: 'The kind must be customer or salesrep' })
  kind?: CustomerKind;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Null: no company (salesreps)' })
  @IsOptional()
  @IsInt({ message: 'The company must be a company id' })
  @Min(1, { message: 'The company must be a company id' })
  companyId?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'All the customer groups the customer belongs to' })
  @IsOptional()
  @IsArray({ message: 'The groups must be a list of group ids' })
  @ArrayMaxSize(MAX_IDS, { message: `At most ${MAX_IDS} groups` })
  @IsInt({ each: true, message: 'The groups must be a list of group ids' })
  groupIds?: number[];

  @ApiPropertyOptional({ description: 'May invite colleagues to the company from the storefront' })
  @IsOptional()
  @IsBoolean({ message: 'companyAdmin must be true or false' })
  companyAdmin?: boolean;

  @ApiPropertyOptional({ description: 'Salesreps: may act for every customer, not only assigned companies' })
  @IsOptional()
  @IsBoolean({ message: 'impersonatesAll must be true or false' })
  impersonatesAll?: boolean;
}

/** What staff change on a customer; a field left out stays as it is. The e-mail is the customer's own. */
export class UpdateCustomerDto extends PartialType(OmitType(CreateCustomerDto, ['email'] as const)) {}

export class IdListDto {
  @ApiProperty({ type: [Number] })
  @IsArray({ message: 'Give a list of ids' })
  @ArrayMaxSize(MAX_IDS, { message: `At most ${MAX_IDS} ids` })
  @IsInt({ each: true, message: 'Every id must be a whole number' })
  ids!: number[];
}

/** A customer or salesrep as the back office lists and edits them. */
export class AdminCustomerDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty() name!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: LOCALES }) locale!: string;
  @ApiProperty({ enum: CUSTOMER_KINDS }) kind!: string;
  @ApiProperty({ description: 'False: blocked' }) active!: boolean;
  @ApiProperty() companyAdmin!: boolean;
  @ApiProperty() impersonatesAll!: boolean;
  @ApiPropertyOptional({ nullable: true, type: Number }) companyId!: number | null;
  @ApiPropertyOptional({ nullable: true, type: String }) companyName!: string | null;
  @ApiProperty({ type: [Number] }) groupIds!: number[];
  @ApiProperty() createdAt!: Date;
  @ApiPropertyOptional({ nullable: true, type: Date }) lastLoginAt!: Date | null;

  static from(row: CustomerDirectoryRow): AdminCustomerDto {
    return {
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      name: `${row.firstname} ${row.lastname}`.trim(),
      phone: row.phone,
      locale: row.locale,
      kind: row.kind,
      active: row.active,
      companyAdmin: row.company_admin,
      impersonatesAll: row.impersonates_all,
      companyId: row.company_id,
      companyName: row.company_name,
      groupIds: row.group_ids,
      createdAt: row.created_at,
      lastLoginAt: row.last_login_at,
    };
  }
}
