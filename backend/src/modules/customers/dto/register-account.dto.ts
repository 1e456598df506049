import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_FIELD_MESSAGES,
  LOCALES,
  SALUTATIONS,
  type Locale,
  type Salutation,
} from '@tradeshop/shared';
import { Equals, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  businessIdCountryOfLocale,
  IsAccountEmail,
  IsBusinessIdOf,
  IsNewPassword,
  IsNotBlank,
  SameAs,
} from './account-validators';

/** The registration form: the person, their company and the terms. */
export class RegisterAccountDto {
  @ApiPropertyOptional({ enum: SALUTATIONS, nullable: true, description: 'Not required' })
  @IsOptional()
  @IsIn(SALUTATIONS, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice })
  salutation?: Salutation | null;

  @ApiProperty() @IsNotBlank() firstname!: string;
  @ApiProperty() @IsNotBlank() lastname!: string;

  @ApiProperty({ example: 'buyer@example.com' })
  @IsAccountEmail()
  email!: string;

  @ApiProperty()
  @SameAs('email', ACCOUNT_FIELD_MESSAGES.emailMismatch)
  emailRepeat!: string;

  @ApiProperty()
  @IsNewPassword()
  password!: string;

  @ApiProperty()
  @SameAs('password', ACCOUNT_FIELD_MESSAGES.passwordMismatch)
  passwordRepeat!: string;

  @ApiProperty() @IsNotBlank() companyName!: string;
  @ApiProperty({
    example: '1234567-1',
    description: "Checked with its check digit where the shop language's store has a rule (FI, NO, SE, DK)",
  })
  @IsNotBlank(40)
  @IsBusinessIdOf((form) => businessIdCountryOfLocale(form.locale))
  organizationNumber!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: ACCOUNT_FIELD_MESSAGES.tooLong })
  phone?: string | null;

  @ApiProperty({ description: 'Must be true' })
  @Equals(true, { message: ACCOUNT_FIELD_MESSAGES.termsRequired })
  termsAccepted!: boolean;

  @ApiProperty({ enum: LOCALES, description: 'The language of the shop; picks the store and the mails' })
  @IsIn(LOCALES, { message: ACCOUNT_FIELD_MESSAGES.invalidChoice })
  locale!: Locale;
}
