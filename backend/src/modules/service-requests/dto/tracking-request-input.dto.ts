import { ApiProperty } from '@nestjs/swagger';
import { LOCALES, type Locale } from '@tradeshop/shared';
import { IsIn } from 'class-validator';
import { OptionalText } from '../../customers/dto/contact-fields';

/** A shipment-tracking lookup: the order number with the delivery postcode, or a tracking number. */
export class TrackingRequestInputDto {
  @OptionalText(64, 'WO-100234')
  orderNumber?: string | null;

  @OptionalText(12, '33100')
  postcode?: string | null;

  @OptionalText(64, 'JJFI6400000012345678')
  trackingNumber?: string | null;

  @ApiProperty({ enum: LOCALES })
  @IsIn(LOCALES, { message: 'locale must be one of the shop languages' })
  locale!: Locale;
}
