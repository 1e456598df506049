import { parseWishlistIds, WISHLIST_LIST_MAX_IDS } from './wishlist-ids';

describe('the wishlist list body', () => {
  it('takes product ids as numbers or digit strings, without repeats', () => {
    expect(parseWishlistIds([3, '7', 3])).toEqual([3, 7]);
    expect(parseWishlistIds([])).toEqual([]);
  });

  it('refuses anything but an array of positive whole numbers', () => {
    expect(parseWishlistIds({ ids: [1] })).toBeNull();
    expect(parseWishlistIds([1, 'two'])).toBeNull();
    expect(parseWishlistIds([0])).toBeNull();
    expect(parseWishlistIds([1.5])).toBeNull();
    expect(parseWishlistIds(null)).toBeNull();
  });

  it('refuses more ids than one page shows', () => {
    const ids = Array.from({ length: WISHLIST_LIST_MAX_IDS + 1 }, (_, index) => index + 1);
    expect(parseWishlistIds(ids)).toBeNull();
  });
});
