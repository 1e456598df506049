import { ApiProperty } from '@nestjs/swagger';
import { ADDRESS_TYPES, type AddressType } from '@tradeshop/shared';
import type { Address } from '../entities/address.entity';
import type { Customer } from '../entities/customer.entity';
import { PostalAddressDto } from './postal-address.dto';

export class AddressDto extends PostalAddressDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ADDRESS_TYPES }) type!: AddressType;
  @ApiProperty({ description: 'The pre-selected delivery address' }) defaultDelivery!: boolean;
  @ApiProperty({ description: 'The pre-selected invoice address' }) defaultInvoice!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'E-invoice address (OVT code or IBAN)' })
  eInvoiceAddress!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'E-invoice operator' })
  eInvoiceOperator!: string | null;

  static from(address: Address, customer: Customer): AddressDto {
    return {
      id: address.id,
      type: address.type,
      salutation: address.salutation ?? null,
      company: address.company ?? null,
      firstname: address.firstname,
      lastname: address.lastname,
      street: address.street,
      number: address.number ?? null,
      postcode: address.postcode,
      city: address.city,
      country: address.country.trim(),
      phoneNumber: address.phoneNumber ?? null,
      eInvoiceAddress: address.eInvoiceAddress ?? null,
      eInvoiceOperator: address.eInvoiceOperator ?? null,
      defaultDelivery: customer.defaultDeliveryAddressId === address.id,
      defaultInvoice: customer.defaultInvoiceAddressId === address.id,
    };
  }
}

export class AddressListDto {
  @ApiProperty({ type: [AddressDto] }) addresses!: AddressDto[];
  @ApiProperty({ type: Number, nullable: true }) defaultDeliveryAddressId!: number | null;
  @ApiProperty({ type: Number, nullable: true }) defaultInvoiceAddressId!: number | null;

  static from(addresses: Address[], customer: Customer): AddressListDto {
    return {
      addresses: addresses.map((address) => AddressDto.from(address, customer)),
      defaultDeliveryAddressId: customer.defaultDeliveryAddressId ?? null,
      defaultInvoiceAddressId: customer.defaultInvoiceAddressId ?? null,
    };
  }
}
