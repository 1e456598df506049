import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { isCalendarDate, LOCALES, type Locale } from '@tradeshop/shared';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsAccountEmail } from '../../customers/dto/account-validators';
import { OptionalText } from '../../customers/dto/contact-fields';
import { PostalAddressInputDto } from '../../customers/dto/postal-address-input.dto';
import { CHECKOUT_LIMITS, CHECKOUT_MESSAGES } from '../checkout.messages';

const trimToNull = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;
/** Form posts send booleans as text. */
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === 'on' || value === '1'
    ? true
    : value === 'false' || value === '0'
      ? false
      : value;

/** The shopper's language: names, labels and the confirmation mail use it. */
export class CheckoutLocaleQueryDto {
  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: `locale must be one of ${LOCALES.join(', ')}` })
  locale!: Locale;
}

/** A visitor's address in guest checkout, validated like an address-book entry. */
export class GuestAddressInputDto extends PostalAddressInputDto {}

/**
 * The address step (spec §3 checkout form). A customer picks addresses from the address book; with
 * `useInvoiceAsShipping` the invoice address is also the shipping address. A visitor (guest checkout) types them.
 */
export class CheckoutAddressInputDto {
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Address-book id (customers)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  invoiceAddressId?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Ignored while useInvoiceAsShipping' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  shippingAddressId?: number | null;

  @ApiProperty()
  @Transform(toBoolean)
  @IsBoolean()
  useInvoiceAsShipping!: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Guest checkout only' })
  @ValidateIf((input: CheckoutAddressInputDto) => input.guestEmail != null)
  @IsAccountEmail()
  guestEmail?: string | null;

  @ApiPropertyOptional({ type: GuestAddressInputDto, nullable: true, description: 'Guest checkout only' })
  @IsOptional()
  @ValidateNested()
  @Type(() => GuestAddressInputDto)
  guestInvoiceAddress?: GuestAddressInputDto | null;

  @ApiPropertyOptional({ type: GuestAddressInputDto, nullable: true, description: 'Guest checkout only' })
  @IsOptional()
  @ValidateNested()
  @Type(() => GuestAddressInputDto)
  guestShippingAddress?: GuestAddressInputDto | null;
}

export class CheckoutShippingInputDto {
  @ApiProperty({ description: 'One of the carriers the checkout offers' })
  @Type(() => Number)
  @IsInt({ message: CHECKOUT_MESSAGES.noValidCarrier })
  carrierId!: number;
}

export class CheckoutPaymentInputDto {
  @ApiProperty({ description: 'One of the payment options the checkout offers' })
  @Type(() => Number)
  @IsInt({ message: CHECKOUT_MESSAGES.paymentOptionInvalid })
  paymentProviderId!: number;
}

/** The summary step (spec §3 order fields, §5 delivery date and terms). */
export class CheckoutSummaryInputDto {
  @OptionalText(CHECKOUT_LIMITS.ownOrderNumberMaxLength, 'PO-2026-118')
  ownOrderNumber?: string | null;

  @OptionalText(CHECKOUT_LIMITS.referenceMaxLength, 'Site Tampere')
  reference?: string | null;

  @OptionalText(CHECKOUT_LIMITS.commentMaxLength, 'Please call before delivery')
  comment?: string | null;

  @OptionalText(CHECKOUT_LIMITS.additionalMarkingMaxLength, 'Dock 3')
  additionalMarking?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-04',
    description: 'YYYY-MM-DD, one of the checkout state deliveryDates',
  })
  @Transform(trimToNull)
  @IsOptional()
  @ValidateBy(
    {
      name: 'calendarDate',
      validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDate(value) },
    },
    { message: CHECKOUT_MESSAGES.deliveryDateInvalid },
  )
  preferredDeliveryDate?: string | null;

  @ApiProperty()
  @Transform(toBoolean)
  @IsBoolean()
  completeDelivery!: boolean;

  @ApiProperty({ description: 'Must be true' })
  @Transform(toBoolean)
  @Equals(true, { message: CHECKOUT_MESSAGES.termsNotAccepted })
  termsAccepted!: boolean;

  @ApiPropertyOptional({
    type: Number,
    description: "The state's cartVersion the summary page showed; another is refused as 'cart has changed'",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  cartVersion?: number;
}

/**
 * What the summary page showed when the shopper placed the order: the cart changed since (another tab, a price)
 * when either differs, and nothing is ordered ('cart has changed', spec §8). The summary form's answers, when
 * sent (with termsAccepted), are saved in the same transaction, as `PUT summary` would.
 */
export class CheckoutPlaceInputDto extends PartialType(
  OmitType(CheckoutSummaryInputDto, ['cartVersion'] as const),
) {
  @ApiProperty({ description: "The state's cartVersion the summary page showed" })
  @Type(() => Number)
  @IsInt({ message: CHECKOUT_MESSAGES.cartChanged })
  cartVersion!: number;

  @ApiProperty({ description: "The state's totals.totalGrossMinor the summary page showed" })
  @Type(() => Number)
  @IsInt({ message: CHECKOUT_MESSAGES.cartChanged })
  totalGrossMinor!: number;
}
