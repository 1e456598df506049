import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A trade customer: the company that buys. Several customers (its people) log in on its behalf. */
@Entity({ tableName: 'customer_company' })
export class CustomerCompany {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', unique: true })
  organizationNumber!: string;

  @Property({ type: 'integer' })
  storeId!: number;

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
