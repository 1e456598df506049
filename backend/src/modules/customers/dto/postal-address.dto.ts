import { ApiProperty } from '@nestjs/swagger';
import {
  POSTAL_ADDRESS_SHAPE,
  SALUTATIONS,
  type PostalAddress,
  type PostalAddressField,
  type PostalAddressFieldRule,
  type Salutation,
} from '@tradeshop/shared';

/** How the API documents a postal-address field it answers with, as the shared address shape declares it. */
function PostalAddressProperty(field: PostalAddressField): PropertyDecorator {
  const rule: PostalAddressFieldRule = POSTAL_ADDRESS_SHAPE[field];
  switch (rule.kind) {
    case 'salutation':
      return ApiProperty({ enum: SALUTATIONS, nullable: true });
    case 'country':
      return ApiProperty({ description: 'ISO 3166-1 alpha-2' });
    default:
      return rule.required ? ApiProperty() : ApiProperty({ type: String, nullable: true });
  }
}

/** A postal address in an answer: an address-book entry, an order's snapshot, a checkout's guest address. */
export class PostalAddressDto implements PostalAddress {
  @PostalAddressProperty('salutation') salutation!: Salutation | null;
  @PostalAddressProperty('company') company!: string | null;
  @PostalAddressProperty('firstname') firstname!: string;
  @PostalAddressProperty('lastname') lastname!: string;
  @PostalAddressProperty('street') street!: string;
  @PostalAddressProperty('number') number!: string | null;
  @PostalAddressProperty('postcode') postcode!: string;
  @PostalAddressProperty('city') city!: string;
  @PostalAddressProperty('country') country!: string;
  @PostalAddressProperty('phoneNumber') phoneNumber!: string | null;
}
