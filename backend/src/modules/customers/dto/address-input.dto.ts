import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_FIELD_MESSAGES, ADDRESS_TYPES, E_INVOICE_LIMITS, type AddressType } from '@tradeshop/shared';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PostalAddressInputDto } from './postal-address-input.dto';

/** A new address, or all fields of an edited one (PUT replaces them). */
export class AddressInputDto extends PostalAddressInputDto {
  @ApiProperty({ enum: ADDRESS_TYPES })
  @IsIn(ADDRESS_TYPES, { message: `Type must be one of ${ADDRESS_TYPES.join(', ')}` })
  type!: AddressType;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '003701120389',
    description:
      'Invoice addresses only: the e-invoice address (verkkolaskuosoite), an OVT code (0037 and the Y-tunnus) or an IBAN; given with the operator',
  })
  @IsOptional()
  @IsString()
  @MaxLength(E_INVOICE_LIMITS.maxLength, { message: ACCOUNT_FIELD_MESSAGES.tooLong })
  eInvoiceAddress?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '003721291126',
    description:
      'Invoice addresses only: the e-invoice operator (välittäjätunnus), given with the e-invoice address',
  })
  @IsOptional()
  @IsString()
  @MaxLength(E_INVOICE_LIMITS.maxLength, { message: ACCOUNT_FIELD_MESSAGES.tooLong })
  eInvoiceOperator?: string | null;
}
