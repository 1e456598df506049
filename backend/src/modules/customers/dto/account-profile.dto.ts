import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_FIELD_MESSAGES,
  LOCALES,
  SALUTATIONS,
  type Locale,
  type Salutation,
} from '@tradeshop/shared';
import { IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { Customer } from '../entities/customer.entity';
import type { CustomerCompany } from '../entities/customer-company.entity';
import type { CustomerGroup } from '../entities/customer-group.entity';
import { IsAccountEmail, IsNotBlank, SameAs } from './account-validators';

export class AccountCompanyDto {
  @ApiProperty() name!: string;
  @ApiProperty() organizationNumber!: string;
}

export class AccountGroupDto {
  @ApiProperty() code!: string;
  @ApiProperty() name!: string;
}

/** The customer's own data; company and groups are shown, not edited. */
export class AccountProfileDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: SALUTATIONS, nullable: true }) salutation!: Salutation | null;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ enum: LOCALES }) locale!: Locale;
  @ApiProperty({ type: AccountCompanyDto, nullable: true }) company!: AccountCompanyDto | null;
  @ApiProperty({ type: AccountGroupDto, isArray: true }) groups!: AccountGroupDto[];

  static from(
    customer: Customer,
    company: CustomerCompany | null,
    groups: readonly CustomerGroup[],
  ): AccountProfileDto {
    return {
      id: customer.id,
      email: customer.email,
      salutation: customer.salutation ?? null,
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone: customer.phone ?? null,
      locale: customer.locale,
      company: company ? { name: company.name, organizationNumber: company.organizationNumber } : null,
      groups: groups.map((group) => ({ code: group.code, name: group.name })),
    };
  }
}

/** Changing the e-mail needs it twice and the current password. */
export class UpdateAccountProfileDto {
  @ApiPropertyOptional({
    enum: SALUTATIONS,
    nullable: true,
    description: 'Not required: null or left out keeps none',
  })
  @IsOptional()
  @IsIn(SALUTATIONS, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice })
  salutation?: Salutation | null;

  @ApiProperty() @IsNotBlank() firstname!: string;
  @ApiProperty() @IsNotBlank() lastname!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: ACCOUNT_FIELD_MESSAGES.tooLong })
  phone?: string | null;

  @ApiProperty({ enum: LOCALES, description: 'Preferred language (mails, the shop after login)' })
  @IsIn(LOCALES, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice })
  locale!: Locale;

  @ApiPropertyOptional({ description: 'A new e-mail address; omit (or send the current one) to keep it' })
  @IsOptional()
  @IsAccountEmail()
  email?: string;

  @ApiPropertyOptional()
  @ValidateIf((dto: UpdateAccountProfileDto) => dto.email !== undefined)
  @SameAs('email', ACCOUNT_FIELD_MESSAGES.emailMismatch)
  emailRepeat?: string;

  @ApiPropertyOptional({ description: 'Needed to change the e-mail address' })
  @IsOptional()
  @IsString()
  @MaxLength(1024)
  currentPassword?: string;
}
