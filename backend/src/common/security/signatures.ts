import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An HMAC of `subject` under the application's secret: a token the server recognises without storing it, for
 * links and buttons that act on one thing (an order, a payment, a wishlist product, a cart line). The subject
 * names what it is for (`wishlist:7:42`), so a token for one purpose never passes for another.
 */
export function sign(secret: string, subject: string): string {
  return createHmac('sha256', secret).update(subject).digest('base64url');
}

/** True when `sent` is the signature of `subject`; anything that is not a string is refused. */
export function isSignature(secret: string, subject: string, sent: unknown): boolean {
  if (typeof sent !== 'string') return false;
  const expected = Buffer.from(sign(secret, subject));
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
