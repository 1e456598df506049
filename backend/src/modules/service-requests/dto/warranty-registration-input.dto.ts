import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { IsNotBlank } from '../../customers/dto/account-validators';
import { CountryField, OptionalText, RequiredText } from '../../customers/dto/contact-fields';
import { SERVICE_REQUEST_LIMITS, SERVICE_REQUEST_MESSAGES } from '../service-requests.limits';
import { isCalendarDate, isNotAfterToday } from '../purchase-date';
import { SenderInputDto } from './sender-input.dto';

const { textMaxLength, messageMaxLength } = SERVICE_REQUEST_LIMITS;

/** Checked in this order, and validation stops at the first failure: blank, then the form, then the future. */
function PurchaseDateField(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'date', example: '2026-10-30', description: 'Not in the future' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsNotBlank(10),
    ValidateBy(
      { name: 'calendarDate', validator: { validate: (value: unknown) => isCalendarDate(value) } },
      { message: SERVICE_REQUEST_MESSAGES.dateInvalid },
    ),
    ValidateBy(
      { name: 'notInFuture', validator: { validate: (value: unknown) => isNotAfterToday(String(value)) } },
      { message: SERVICE_REQUEST_MESSAGES.dateInFuture },
    ),
  );
}

/**
 * The warranty registration form (/warranty/register), sent as multipart/form-data with the receipt as the
 * file field `receipt`.
 */
export class WarrantyRegistrationInputDto extends SenderInputDto {
  @RequiredText(64, 'AA-ALK-24')
  sku!: string;

  @RequiredText(textMaxLength, 'B2026-10-1234')
  serialNumber!: string;

  @PurchaseDateField()
  purchaseDate!: string;

  @OptionalText(textMaxLength, 'Rautakauppa Tampere')
  placeOfPurchase?: string | null;

  @RequiredText(messageMaxLength, 'The lamp flickers after ten minutes of use.')
  faultDescription!: string;

  @CountryField()
  country!: string;
}
