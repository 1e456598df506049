import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A store's own wording of one storefront text in one language (storefront spec §1: wording is specific to each
 * country's sales organisation). The key is a message path of the storefront's catalogues (`minicart.button`).
 */
@Entity({ tableName: 'store_wording' })
@Unique({ properties: ['storeId', 'locale', 'key'] })
export class StoreWording {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** The store's id (the store table belongs to the stores module). */
  @Property({ type: 'integer', fieldName: 'store_id' })
  storeId!: number;

  @Property({ type: 'text' })
  locale!: string;

  @Property({ type: 'text' })
  key!: string;

  @Property({ type: 'text' })
  value!: string;
}
