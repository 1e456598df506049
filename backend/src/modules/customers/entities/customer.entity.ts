import { Collection, Entity, ManyToMany, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { CustomerKind, Locale, Salutation } from '@tradeshop/shared';
import { CustomerCompany } from './customer-company.entity';
import { CustomerGroup } from './customer-group.entity';

/** A person who logs in to the storefront with the e-mail as username: a company's buyer or a salesrep. */
@Entity({ tableName: 'customer' })
export class Customer {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => CustomerCompany, { ref: true, nullable: true, fieldName: 'company_id' })
  company?: Ref<CustomerCompany> | null;

  /** Stored lower-case and trimmed. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'text', nullable: true })
  salutation?: Salutation | null;

  @Property({ type: 'text' })
  firstname!: string;

  @Property({ type: 'text' })
  lastname!: string;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Property({ type: 'text' })
  locale: Locale = 'en';

  @Property({ type: 'text' })
  kind: CustomerKind = 'customer';

  /** Blocked accounts are inactive: they cannot log in, and their sessions count as none. */
  @Property({ type: 'boolean' })
  active = true;

  /** May invite colleagues to the company from the storefront; the company's first user is one. */
  @Property({ type: 'boolean' })
  companyAdmin = false;

  /** A salesrep who may act for every customer, not only those of the companies assigned to them. */
  @Property({ type: 'boolean' })
  impersonatesAll = false;

  @Property({ type: 'integer', nullable: true })
  defaultDeliveryAddressId?: number | null;

  @Property({ type: 'integer', nullable: true })
  defaultInvoiceAddressId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  lastLoginAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  passwordChangedAt?: Date | null;

  @ManyToMany({
    entity: () => CustomerGroup,
    pivotTable: 'customer_group_member',
    joinColumn: 'customer_id',
    inverseJoinColumn: 'group_id',
    owner: true,
  })
  groups = new Collection<CustomerGroup>(this);

  get fullName(): string {
    return `${this.firstname} ${this.lastname}`;
  }
}
