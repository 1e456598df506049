import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { COMPANY_NAME_MAX_LENGTH } from './customer-company-modifier.dto';
import type { CustomerCompanyAdminRow } from '../customer-company-admin.service';

/** The same rule as the database check: the number goes into the ERP's URLs. */
export const ERP_CUSTOMER_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z-]{0,39}$/;
export const COMPANY_TERMS_MAX_LENGTH = 200;

/** Trimmed text, with an empty one meaning "none" (null). */
const blankAsNull = Transform(({ value }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
});

function TermsField(name: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      maxLength: COMPANY_TERMS_MAX_LENGTH,
      description: "Null or empty: the store's terms",
    }),
    IsOptional(),
    blankAsNull,
    IsString({ message: `${name} must be text` }),
    MaxLength(COMPANY_TERMS_MAX_LENGTH, {
      message: `${name} must be at most ${COMPANY_TERMS_MAX_LENGTH} characters`,
    }),
  );
}

/** What staff may change on a customer company; a field left out stays as it is, null clears it. */
export class UpdateCustomerCompanyDto {
  @ApiPropertyOptional({
    maxLength: COMPANY_NAME_MAX_LENGTH,
    description: 'The duplicate-name check of the customer-company modifier warns about a name in use',
  })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'The company name must be text' })
  @IsNotEmpty({ message: 'The company name cannot be empty' })
  @MaxLength(COMPANY_NAME_MAX_LENGTH, {
    message: `The company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  })
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'C-20017',
    description: 'Null or empty: not connected to the ERP',
  })
  @IsOptional()
  @blankAsNull
  @IsString({ message: 'erpCustomerNumber must be text' })
  @Matches(ERP_CUSTOMER_NUMBER_PATTERN, {
    message:
      'The ERP customer number may only contain letters, digits and dashes, must start with a letter or digit and be at most 40 characters long',
  })
  erpCustomerNumber?: string | null;

  @TermsField('termsOfDelivery')
  termsOfDelivery?: string | null;

  @TermsField('termsOfPayment')
  termsOfPayment?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'invoicePaymentAllowed must be true or false' })
  invoicePaymentAllowed?: boolean;
}

/** A customer company as the back office sees it. */
export class AdminCustomerCompanyDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty() organizationNumber!: string;
  @ApiProperty({ type: String, nullable: true }) erpCustomerNumber!: string | null;
  @ApiProperty() storeId!: number;
  @ApiProperty() storeCode!: string;
  @ApiProperty({ description: 'How many customers (people) log in on its behalf' }) customerCount!: number;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) vatNumber!: string | null;
  @ApiProperty({ type: String, nullable: true }) termsOfDelivery!: string | null;
  @ApiProperty({ type: String, nullable: true }) termsOfPayment!: string | null;
  @ApiProperty() invoicePaymentAllowed!: boolean;
  @ApiProperty() createdAt!: Date;
  @ApiProperty() updatedAt!: Date;

  static from({ company, storeCode, customerCount }: CustomerCompanyAdminRow): AdminCustomerCompanyDto {
    return {
      id: company.id,
      name: company.name,
      organizationNumber: company.organizationNumber,
      erpCustomerNumber: company.erpCustomerNumber ?? null,
      storeId: company.storeId,
      storeCode,
      customerCount,
      email: company.email ?? null,
      phone: company.phone ?? null,
      vatNumber: company.vatNumber ?? null,
      termsOfDelivery: company.termsOfDelivery ?? null,
      termsOfPayment: company.termsOfPayment ?? null,
      invoicePaymentAllowed: company.invoicePaymentAllowed,
      createdAt: company.createdAt,
      updatedAt: company.updatedAt,
    };
  }
}
