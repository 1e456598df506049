import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Currency } from './currency.entity';
import type { LocalisedLabels } from '../../../common/text/localised-labels';
import { NamedBase } from './base.entity';

/** A group of countries rules can name at once (`Nordics`, `EU`). */
@Entity({ tableName: 'zone' })
export class Zone extends NamedBase {}

@Entity({ tableName: 'country' })
export class Country {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'character', length: 2, unique: true })
  isoCode!: string;

  @Property({ type: 'json' })
  labels!: LocalisedLabels;

  @Property({ type: 'boolean' })
  active = true;

  @ManyToOne(() => Zone, { ref: true, nullable: true, fieldName: 'zone_id' })
  zone?: Ref<Zone> | null;

  @ManyToOne(() => Currency, { ref: true, nullable: true, fieldName: 'currency_id' })
  currency?: Ref<Currency> | null;
}

@Entity({ tableName: 'state' })
export class State {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Country, { ref: true, fieldName: 'country_id' })
  country!: Ref<Country>;

  @Property({ type: 'text' })
  isoCode!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean' })
  active = true;
}
