import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A product a customer keeps on their wishlist; ids only, the catalogue and customers own the rows. */
@Entity({ tableName: 'wishlist_item' })
export class WishlistItem {
  @PrimaryKey({ type: 'integer', fieldName: 'customer_id' })
  customerId!: number;

  @PrimaryKey({ type: 'integer', fieldName: 'product_id' })
  productId!: number;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
