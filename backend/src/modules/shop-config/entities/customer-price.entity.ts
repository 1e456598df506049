import { BigIntType, Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A unit price agreed with one company or one customer group in one store, from `minQuantity` on, optionally
 * only between two dates. Product, store, company and group belong to other sections and are held by id.
 */
@Entity({ tableName: 'customer_price' })
export class CustomerPrice {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'integer' })
  productId!: number;

  @Property({ type: 'integer' })
  storeId!: number;

  @Property({ type: 'integer', nullable: true })
  companyId?: number | null;

  @Property({ type: 'integer', nullable: true })
  customerGroupId?: number | null;

  @Property({ type: new BigIntType('number') })
  priceMinor!: number;

  @Property({ type: 'decimal', precision: 14, scale: 3 })
  minQuantity = '1';

  @Property({ type: 'date', nullable: true })
  validFrom?: string | null;

  @Property({ type: 'date', nullable: true })
  validTo?: string | null;
}
