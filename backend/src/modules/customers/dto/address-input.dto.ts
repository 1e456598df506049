import { ApiProperty } from '@nestjs/swagger';
import { ADDRESS_LIMITS, ADDRESS_TYPES, type AddressType, type Salutation } from '@tradeshop/shared';
import { IsIn } from 'class-validator';
import { CountryField, OptionalText, PostcodeField, RequiredText, SalutationField } from './contact-fields';

const { textMaxLength, numberMaxLength, phoneMaxLength } = ADDRESS_LIMITS;

/** A new address, or all fields of an edited one (PUT replaces them). */
export class AddressInputDto {
  @ApiProperty({ enum: ADDRESS_TYPES })
  @IsIn(ADDRESS_TYPES, { message: `Type must be one of ${ADDRESS_TYPES.join(', ')}` })
  type!: AddressType;

  @SalutationField()
  salutation?: Salutation | null;

  @OptionalText(textMaxLength, 'Voltgrossisten Oy')
  company?: string | null;

  @RequiredText(textMaxLength, 'Aino')
  firstname!: string;

  @RequiredText(textMaxLength, 'Virtanen')
  lastname!: string;

  @RequiredText(textMaxLength, 'Mannerheimintie')
  street!: string;

  @OptionalText(numberMaxLength, '12 B')
  number?: string | null;

  @PostcodeField()
  postcode!: string;

  @RequiredText(textMaxLength, 'Helsinki')
  city!: string;

  @CountryField()
  country!: string;

  @OptionalText(phoneMaxLength, '+358 40 123 4567')
  phoneNumber?: string | null;
}
