/** The most ids one list request may ask about (the API's limit). */
export const WISHLIST_LIST_MAX_IDS = 200;

/**
 * The list route's body (storefront spec §7.1): a JSON array of product ids, numbers or digit strings. The ids
 * without repeats, or null when the body is anything else or asks about too many.
 */
export function parseWishlistIds(body: unknown): number[] | null {
  if (!Array.isArray(body) || body.length > WISHLIST_LIST_MAX_IDS) return null;
  const ids = body.map((value) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value,
  );
  return ids.every((id) => Number.isInteger(id) && id > 0 && id < 1e9) ? [...new Set(ids as number[])] : null;
}
