import { isSignature, sign } from './signatures';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('signatures', () => {
  it('accepts the signature of the same subject under the same secret', () => {
    expect(isSignature(SECRET, 'cart-line:3:9', sign(SECRET, 'cart-line:3:9'))).toBe(true);
  });

  it('refuses the signature of another subject or under another secret', () => {
    expect(isSignature(SECRET, 'cart-line:3:9', sign(SECRET, 'cart-line:3:8'))).toBe(false);
    expect(isSignature(SECRET, 'cart-line:3:9', sign(`${SECRET}x`, 'cart-line:3:9'))).toBe(false);
  });

  it('refuses a missing signature and garbage', () => {
    expect(isSignature(SECRET, 'cart-line:3:9', undefined)).toBe(false);
    expect(isSignature(SECRET, 'cart-line:3:9', ['array'])).toBe(false);
    expect(isSignature(SECRET, 'cart-line:3:9', 'not-a-signature')).toBe(false);
  });
});
