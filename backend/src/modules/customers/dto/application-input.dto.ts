import { ApiProperty } from '@nestjs/swagger';
import { APPLICATION_LIMITS, LOCALES, type Locale, type Salutation } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { IsAccountEmail } from './account-validators';
import { CountryField, OptionalText, PostcodeField, RequiredText, SalutationField } from './contact-fields';

const { textMaxLength, messageMaxLength } = APPLICATION_LIMITS;

/** A visitor's application for a customer account (storefront /shop/apply). */
export class ApplicationInputDto {
  @RequiredText(textMaxLength, 'Valo ja Turva Oy')
  companyName!: string;

  @RequiredText(40, '2345678-9')
  organizationNumber!: string;

  @SalutationField()
  salutation?: Salutation | null;

  @RequiredText(textMaxLength, 'Matti')
  firstname!: string;

  @RequiredText(textMaxLength, 'Meikäläinen')
  lastname!: string;

  @ApiProperty({ example: 'matti@valojaturva.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsAccountEmail()
  email!: string;

  @OptionalText(40, '+358 40 765 4321')
  phone?: string | null;

  @RequiredText(textMaxLength, 'Teollisuuskatu 5')
  street!: string;

  @PostcodeField()
  postcode!: string;

  @RequiredText(textMaxLength, 'Tampere')
  city!: string;

  @CountryField()
  country!: string;

  @OptionalText(messageMaxLength, 'We install lighting in public buildings.')
  message?: string | null;

  @ApiProperty({ enum: LOCALES, description: 'The language of the form; the confirmation is written in it' })
  @IsIn(LOCALES, { message: 'locale must be one of the shop languages' })
  locale!: Locale;
}
