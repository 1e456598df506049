import { ApiProperty, PickType } from '@nestjs/swagger';
import { APPLICATION_ADDRESS_FIELDS, APPLICATION_LIMITS, LOCALES, type Locale } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { IsAccountEmail, IsBusinessIdOf } from './account-validators';
import { OptionalText, RequiredText } from './contact-fields';
import { PostalAddressInputDto } from './postal-address-input.dto';

const { textMaxLength, messageMaxLength } = APPLICATION_LIMITS;

/** A visitor's application for a customer account (storefront /shop/apply): the contact person and the company's address. */
export class ApplicationInputDto extends PickType(PostalAddressInputDto, APPLICATION_ADDRESS_FIELDS) {
  @RequiredText(textMaxLength, 'Valo ja Turva Oy')
  companyName!: string;

  @RequiredText(40, '2345678-0')
  @IsBusinessIdOf((form) => (typeof form.country === 'string' ? form.country : null))
  organizationNumber!: string;

  @ApiProperty({ example: 'matti@valojaturva.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsAccountEmail()
  email!: string;

  @OptionalText(40, '+358 40 765 4321')
  phone?: string | null;

  @OptionalText(messageMaxLength, 'We install lighting in public buildings.')
  message?: string | null;

  @ApiProperty({ enum: LOCALES, description: 'The language of the form; the confirmation is written in it' })
  @IsIn(LOCALES, { message: 'locale must be one of the shop languages' })
  locale!: Locale;
}
