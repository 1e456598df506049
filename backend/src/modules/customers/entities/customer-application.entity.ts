import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { ApplicationStatus, Locale, Salutation } from '@tradeshop/shared';
import { PostalAddressColumn } from './postal-address-column.decorator';

/** A visitor's application for a customer account, until the back office approves or rejects it. */
@Entity({ tableName: 'customer_application' })
export class CustomerApplication {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  storeId!: number;

  @Property({ type: 'text' })
  locale!: Locale;

  @Property({ type: 'text' })
  companyName!: string;

  @Property({ type: 'text' })
  organizationNumber!: string;

  @PostalAddressColumn('salutation')
  salutation?: Salutation | null;

  @PostalAddressColumn('firstname')
  firstname!: string;

  @PostalAddressColumn('lastname')
  lastname!: string;

  /** Stored lower-case and trimmed. */
  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @PostalAddressColumn('street')
  street!: string;

  @PostalAddressColumn('postcode')
  postcode!: string;

  @PostalAddressColumn('city')
  city!: string;

  @PostalAddressColumn('country')
  country!: string;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'text' })
  status: ApplicationStatus = 'new';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  /** The back-office user who decided (an id: users belong to the identity module). */
  @Property({ type: 'integer', nullable: true })
  decidedBy?: number | null;

  @Property({ type: 'integer', nullable: true })
  companyId?: number | null;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;
}
