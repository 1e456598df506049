import { isSignature, sign } from '../../common/security/signatures';

/**
 * The token a wishlist button carries (storefront spec §3): an HMAC of the customer and the product, so a toggle
 * posted from another site, or for another customer, is refused without storing anything.
 */
export function wishlistToken(secret: string, customerId: number, productId: number): string {
  return sign(secret, `wishlist:${customerId}:${productId}`);
}

export function isValidWishlistToken(
  sent: unknown,
  secret: string,
  customerId: number,
  productId: number,
): boolean {
  return isSignature(secret, `wishlist:${customerId}:${productId}`, sent);
}
