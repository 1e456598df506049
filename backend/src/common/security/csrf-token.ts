import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FORM_FIELD = '_token';

function sign(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

/** A token the server can recognise as its own without storing it: a nonce and its HMAC. */
export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(nonce, secret)}`;
}

/** Double-submit check: the token sent with the request equals the cookie and carries our signature. */
export function isValidCsrfToken(sent: unknown, cookie: unknown, secret: string): boolean {
  if (typeof sent !== 'string' || typeof cookie !== 'string' || sent !== cookie) return false;
  const [nonce, signature] = sent.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(nonce, secret));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
