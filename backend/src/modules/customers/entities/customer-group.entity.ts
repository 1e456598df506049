import { Collection, Entity, ManyToMany, PrimaryKey, Property } from '@mikro-orm/core';
import { Customer } from './customer.entity';

/** Customers grouped for prices and rules (e.g. `installers`, `wholesale`). */
@Entity({ tableName: 'customer_group' })
export class CustomerGroup {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @ManyToMany(() => Customer, (customer) => customer.groups)
  customers = new Collection<Customer>(this);
}
