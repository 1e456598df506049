import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** A trade customer: the company that buys. Several customers (its people) log in on its behalf. */
@Entity({ tableName: 'customer_company' })
export class CustomerCompany {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', unique: true })
  organizationNumber!: string;

  /** The company's customer number in the ERP, set by staff; null while it is not connected to the ERP. */
  @Property({ type: 'text', nullable: true, unique: true })
  erpCustomerNumber?: string | null;

  @Property({ type: 'integer' })
  storeId!: number;

  /** The company's own terms of delivery on its orders; null: the store's. */
  @Property({ type: 'text', nullable: true })
  termsOfDelivery?: string | null;

  /** The company's own terms of payment on its orders; null: the store's. */
  @Property({ type: 'text', nullable: true })
  termsOfPayment?: string | null;

  /** Whether the company may choose payment by invoice at checkout. */
  @Property({ type: 'boolean', default: true })
  invoicePaymentAllowed: Opt<boolean> = true;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Property({ type: 'text', nullable: true })
  vatNumber?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
