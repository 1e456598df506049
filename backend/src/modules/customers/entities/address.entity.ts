import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { AddressType, Salutation } from '@tradeshop/shared';
import { Customer } from './customer.entity';

/** A customer's delivery or invoice address (storefront spec §3). */
@Entity({ tableName: 'address' })
export class Address {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Customer, { ref: true, fieldName: 'customer_id' })
  customer!: Ref<Customer>;

  @Property({ type: 'text' })
  type!: AddressType;

  @Property({ type: 'text', nullable: true })
  salutation?: Salutation | null;

  @Property({ type: 'text', nullable: true })
  company?: string | null;

  @Property({ type: 'text' })
  firstname!: string;

  @Property({ type: 'text' })
  lastname!: string;

  @Property({ type: 'text' })
  street!: string;

  @Property({ type: 'text', nullable: true })
  number?: string | null;

  @Property({ type: 'text' })
  postcode!: string;

  @Property({ type: 'text' })
  city!: string;

  @Property({ type: 'character', length: 2 })
  country!: string;

  @Property({ type: 'text', nullable: true })
  phoneNumber?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
