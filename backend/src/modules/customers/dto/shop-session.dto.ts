import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_KINDS, type CustomerKind } from '@tradeshop/shared';
import type { Customer } from '../entities/customer.entity';
import type { ShopIdentity } from '../shop-session';

export class ShopAccountDto {
  @ApiProperty() id!: number;
  @ApiProperty() email!: string;
  @ApiProperty() firstname!: string;
  @ApiProperty() lastname!: string;
  @ApiProperty({ enum: CUSTOMER_KINDS }) kind!: CustomerKind;
  @ApiProperty({ type: Number, nullable: true }) companyId!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The company's name, e.g. for the impersonation banner",
  })
  companyName!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The store the company buys in; its wording overrides the language's on the storefront",
  })
  storeId!: number | null;

  static from(customer: Customer): ShopAccountDto {
    return {
      id: customer.id,
      email: customer.email,
      firstname: customer.firstname,
      lastname: customer.lastname,
      kind: customer.kind,
      companyId: customer.company?.id ?? null,
      companyName: customer.company?.unwrap().name ?? null,
      storeId: customer.company?.unwrap().storeId ?? null,
    };
  }
}

export class ShopSessionDto {
  @ApiProperty({ description: 'Send back as X-CSRF-Token (or the _token form field) with every change' })
  csrfToken!: string;

  @ApiProperty({
    type: ShopAccountDto,
    nullable: true,
    description: 'Whom the shop serves; null for a visitor',
  })
  customer!: ShopAccountDto | null;

  @ApiProperty({
    type: ShopAccountDto,
    nullable: true,
    description: 'The salesrep acting as `customer`; the storefront shows a banner with an exit while set',
  })
  salesrep!: ShopAccountDto | null;

  static from(
    csrfToken: string,
    identity: Pick<ShopIdentity, 'customer' | 'salesrep'> | undefined,
  ): ShopSessionDto {
    return {
      csrfToken,
      customer: identity ? ShopAccountDto.from(identity.customer) : null,
      salesrep: identity?.salesrep ? ShopAccountDto.from(identity.salesrep) : null,
    };
  }
}
