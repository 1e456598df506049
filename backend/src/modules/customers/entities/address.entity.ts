import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { AddressType, Salutation } from '@tradeshop/shared';
import { Customer } from './customer.entity';
import { PostalAddressColumn } from './postal-address-column.decorator';

/** A customer's delivery or invoice address (storefront spec §3). */
@Entity({ tableName: 'address' })
export class Address {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { ref: true, fieldName: 'customer_id' })
  customer!: Ref<Customer>;

  @Property({ type: 'text' })
  type!: AddressType;

  @PostalAddressColumn('salutation')
  salutation?: Salutation | null;

  @PostalAddressColumn('company')
  company?: string | null;

  @PostalAddressColumn('firstname')
  firstname!: string;

  @PostalAddressColumn('lastname')
  lastname!: string;

  @PostalAddressColumn('street')
  street!: string;

  @PostalAddressColumn('number')
  number?: string | null;

  @PostalAddressColumn('postcode')
  postcode!: string;

  @PostalAddressColumn('city')
  city!: string;

  @PostalAddressColumn('country')
  country!: string;

  @PostalAddressColumn('phoneNumber')
  phoneNumber?: string | null;

  /** Finnish invoicing, invoice addresses only: the e-invoice address (OVT code or IBAN), stored compact. */
  @Property({ type: 'text', nullable: true, fieldName: 'e_invoice_address' })
  eInvoiceAddress?: string | null;

  /** The e-invoice operator (OVT code, BIC or the operator's own code), stored compact. */
  @Property({ type: 'text', nullable: true, fieldName: 'e_invoice_operator' })
  eInvoiceOperator?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
