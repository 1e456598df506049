import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import type { CheckoutDetails, DiscountedSetItem } from '../cart.port';

export type CartStatus = 'open' | 'ordered' | 'abandoned';

/**
 * A shopper's cart in one store: a customer's open cart (one per store), or a visitor's, found by the token in
 * its cookie. Owners are kept as ids: the cart module reads customers and products, it does not own them.
 */
@Entity({ tableName: 'cart' })
export class Cart {
  [OptionalProps]?: 'status' | 'completeDelivery' | 'checkout' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  token!: string;

  @Property({ type: 'integer', nullable: true })
  customerId?: number | null;

  @Property({ type: 'integer' })
  storeId!: number;

  @Property({ type: 'character', length: 3 })
  currency!: string;

  @Property({ type: 'text' })
  locale!: string;

  @Property({ type: 'text' })
  status: CartStatus = 'open';

  /** The shipping calculator's answers, used for the quote until the checkout names an address. */
  @Property({ type: 'character', length: 2, nullable: true })
  shippingCountry?: string | null;

  @Property({ type: 'text', nullable: true })
  shippingPostcode?: string | null;

  @Property({ type: 'boolean' })
  completeDelivery = false;

  @Property({ type: 'json' })
  checkout: CheckoutDetails = {};

  /** The set the fire-safety guide added (products and quantities in sales units), discounted while complete. */
  @Property({ type: 'json', nullable: true })
  discountedSet?: DiscountedSetItem[] | null;

  @Property({ type: 'integer' })
  version = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One line: a product in one unit. `productId` is null once the product is deleted ("cart has changed"). */
@Entity({ tableName: 'cart_item' })
export class CartItem {
  [OptionalProps]?: 'isGift' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Cart, { ref: true, fieldName: 'cart_id', deleteRule: 'cascade' })
  cart!: Ref<Cart>;

  @Property({ type: 'integer', nullable: true })
  productId?: number | null;

  @Property({ type: 'text' })
  sku!: string;

  @Property({ type: 'integer' })
  unitDefinitionId!: number;

  /** A decimal string, at least 1. */
  @Property({ type: 'decimal', precision: 14, scale: 3 })
  quantity!: string;

  @Property({ type: 'boolean' })
  isGift = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}

/** A voucher code the shopper entered on the cart. */
@Entity({ tableName: 'cart_voucher' })
export class CartVoucher {
  @ManyToOne(() => Cart, { ref: true, primary: true, fieldName: 'cart_id', deleteRule: 'cascade' })
  cart!: Ref<Cart>;

  @PrimaryKey({ type: 'integer' })
  voucherCodeId!: number;
}
