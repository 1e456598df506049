import { Entity, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';

@Entity({ tableName: 'currency' })
export class Currency {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'character', length: 3, unique: true })
  isoCode!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  symbol!: string;

  @Property({ type: 'smallint' })
  fractionDigits = 2;
}

/** How many units of `to` one unit of `from` buys; a decimal string so no precision is lost. */
@Entity({ tableName: 'exchange_rate' })
export class ExchangeRate {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Currency, { ref: true, fieldName: 'from_currency_id' })
  fromCurrency!: Ref<Currency>;

  @ManyToOne(() => Currency, { ref: true, fieldName: 'to_currency_id' })
  toCurrency!: Ref<Currency>;

  @Property({ type: 'decimal', precision: 18, scale: 8 })
  rate!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
