import type { EntityManager } from '@mikro-orm/postgresql';
import type { ShopContext } from '../customers/shop-context';
import type { PricingContext } from '../pricing/pricing.port';

/**
 * Whose cart: a customer's (also while a salesrep acts as them), found by `shop.customer`, or a visitor's, found
 * by its cookie token; `shop` also says in which store and language.
 */
export interface CartOwner {
  shop: ShopContext;
  cartToken: string | null;
}

/** The checkout's answers, kept on the cart step by step until the order is placed. */
export interface CheckoutDetails {
  invoiceAddressId?: number | null;
  shippingAddressId?: number | null;
  useInvoiceAsShipping?: boolean;
  /** A visitor's addresses when the store allows guest checkout. */
  guestEmail?: string | null;
  guestInvoiceAddress?: Record<string, string> | null;
  guestShippingAddress?: Record<string, string> | null;
  carrierId?: number | null;
  paymentProviderId?: number | null;
  ownOrderNumber?: string | null;
  reference?: string | null;
  comment?: string | null;
  additionalMarking?: string | null;
  preferredDeliveryDate?: string | null;
  completeDelivery?: boolean;
  termsAccepted?: boolean;
}

/** One product of a discounted set, in the product's sales unit. */
export interface DiscountedSetItem {
  productId: number;
  quantity: string;
}

export interface CartLineSnapshot {
  itemId: number;
  productId: number;
  sku: string;
  name: string;
  unitDefinitionId: number;
  unitIdentifier: string;
  quantity: string;
  stockStatus: string;
  isGift: boolean;
}

/**
 * A cart read under a row lock, for placing its order in the same transaction. Not priced: the caller prices it
 * once, with `pricingContext` and what it knows better (the checkout's shipping address).
 */
export interface LockedCart {
  cartId: number;
  storeId: number;
  customerId: number | null;
  currency: string;
  locale: string;
  status: 'open' | 'ordered' | 'abandoned';
  checkout: CheckoutDetails;
  lines: CartLineSnapshot[];
  pricingContext: PricingContext;
  /** Counts every write to the cart: the checkout summary sends the one it showed, placing compares. */
  version: number;
  /** True when products went away since the shopper last saw the cart ("cart has changed"). */
  changed: boolean;
}

export interface CartForOrders {
  /** Locks the owner's open cart (`select … for update`) inside `em`'s transaction; null when there is none. */
  lockOpenCart(em: EntityManager, owner: CartOwner): Promise<LockedCart | null>;
  /** Inside the same transaction: the cart becomes `ordered` and stops being the owner's open cart. */
  markOrdered(em: EntityManager, cartId: number): Promise<void>;
}
