import type { CartAdded } from '../components/cart/cart-added-notice';

/**
 * Without JavaScript an add to the cart posts the form and the browser goes back to the page it came from: the
 * confirmation travels in this short-lived cookie, which the next page shows once and clears.
 */
const COOKIE = 'cart_added';
const MAX_AGE_SECONDS = 60;

export function cartAddedCookie(added: CartAdded): string {
  return `${COOKIE}=${encodeURIComponent(JSON.stringify(added))}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`;
}

/** The confirmation a no-JavaScript add left, if any; `headers` gets the cookie's removal. */
export function takeCartAdded(request: Request, headers: Headers): CartAdded | null {
  const match = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(request.headers.get('cookie') ?? '');
  if (!match?.[1]) return null;
  headers.append('Set-Cookie', `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  try {
    const value: unknown = JSON.parse(decodeURIComponent(match[1]));
    return isCartAdded(value) ? value : null;
  } catch {
    return null;
  }
}

function isCartAdded(value: unknown): value is CartAdded {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.productId === 'number' &&
    typeof record.name === 'string' &&
    typeof record.quantity === 'string' &&
    typeof record.unit === 'string' &&
    (record.lineQuantity === null || typeof record.lineQuantity === 'string')
  );
}
