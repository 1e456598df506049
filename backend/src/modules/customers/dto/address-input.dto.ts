import { ApiProperty } from '@nestjs/swagger';
import { ADDRESS_TYPES, type AddressType } from '@tradeshop/shared';
import { IsIn } from 'class-validator';
import { PostalAddressInputDto } from './postal-address-input.dto';

/** A new address, or all fields of an edited one (PUT replaces them). */
export class AddressInputDto extends PostalAddressInputDto {
  @ApiProperty({ enum: ADDRESS_TYPES })
  @IsIn(ADDRESS_TYPES, { message: `Type must be one of ${ADDRESS_TYPES.join(', ')}` })
  type!: AddressType;
}
