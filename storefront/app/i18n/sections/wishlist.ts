import type { Locale } from '@tradeshop/shared';

/** Wishlist buttons and the wishlist page (storefront spec §7.1–§7.2). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface WishlistMessages {}

export const wishlistMessages: Record<Locale, WishlistMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
