import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { IsAccountEmail } from '../../customers/dto/account-validators';
import { OptionalText, RequiredText } from '../../customers/dto/contact-fields';
import { SERVICE_REQUEST_LIMITS } from '../service-requests.limits';

const { textMaxLength, phoneMaxLength } = SERVICE_REQUEST_LIMITS;

/** Who sends a contact message or warranty registration, the order it concerns, and the form's language. */
export class SenderInputDto {
  @RequiredText(textMaxLength, 'Matti Meikäläinen')
  name!: string;

  @OptionalText(textMaxLength, 'Valo ja Turva Oy')
  company?: string | null;

  @ApiProperty({ example: 'matti@valojaturva.test' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsAccountEmail()
  email!: string;

  @OptionalText(phoneMaxLength, '+358 40 765 4321')
  phone?: string | null;

  @OptionalText(textMaxLength, 'WO-100234')
  orderNumber?: string | null;

  @ApiProperty({ enum: LOCALES, description: 'The language of the form; the confirmation is written in it' })
  @IsIn(LOCALES, { message: 'locale must be one of the shop languages' })
  locale!: Locale;
}
