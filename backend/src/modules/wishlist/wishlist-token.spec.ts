import { isValidWishlistToken, wishlistToken } from './wishlist-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('wishlist token', () => {
  it('accepts the token issued for the same customer and product', () => {
    expect(isValidWishlistToken(wishlistToken(SECRET, 7, 42), SECRET, 7, 42)).toBe(true);
  });

  it('refuses a token issued for another product or another customer', () => {
    expect(isValidWishlistToken(wishlistToken(SECRET, 7, 43), SECRET, 7, 42)).toBe(false);
    expect(isValidWishlistToken(wishlistToken(SECRET, 8, 42), SECRET, 7, 42)).toBe(false);
  });

  it('refuses a token signed with another secret, a missing token and garbage', () => {
    expect(isValidWishlistToken(wishlistToken(`${SECRET}x`, 7, 42), SECRET, 7, 42)).toBe(false);
    expect(isValidWishlistToken(undefined, SECRET, 7, 42)).toBe(false);
    expect(isValidWishlistToken('not-a-token', SECRET, 7, 42)).toBe(false);
  });
});
