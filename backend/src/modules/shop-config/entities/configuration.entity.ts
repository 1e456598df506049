import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A shop configuration value by key (`checkout.delivery_weekdays`): for the whole shop (no store) or for one
 * store, which then wins. The keys and their value types are `CONFIGURATION_KEYS`.
 */
@Entity({ tableName: 'configuration' })
export class Configuration {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  key!: string;

  /** The store's id, or null for the whole shop (the store table belongs to the stores module). */
  @Property({ type: 'integer', nullable: true, fieldName: 'store_id' })
  storeId?: number | null;

  @Property({ type: 'json' })
  value!: unknown;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
