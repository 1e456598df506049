import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'store' })
export class Store {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', unique: true })
  code!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'character', length: 2, nullable: true })
  country?: string | null;

  @Property({ type: 'text' })
  defaultLocale!: string;

  @Property({ type: 'text[]' })
  locales!: string[];

  @Property({ type: 'character', length: 3 })
  currency!: string;

  @Property({ type: 'integer' })
  position = 0;

  /** Where customer-account applications from the store's country go: its sales organisation. */
  @Property({ type: 'text', nullable: true })
  salesEmail?: string | null;
}
