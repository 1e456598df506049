import { isSignature, sign } from '../../common/security/signatures';

/**
 * The token a cart line's remove link carries (storefront spec §7.4): an HMAC of the cart and the line, so the
 * GET link needs no CSRF token in its address, and a link made on another site removes nothing.
 */
export function cartLineToken(secret: string, cartId: number, itemId: number): string {
  return sign(secret, `cart-line:${cartId}:${itemId}`);
}

export function isValidCartLineToken(sent: unknown, secret: string, cartId: number, itemId: number): boolean {
  return isSignature(secret, `cart-line:${cartId}:${itemId}`, sent);
}
