import type { Locale } from '@tradeshop/shared';

/** Cart page, minicart, add to cart, shipping calculator and vouchers (storefront spec §7.4–§7.6). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface CartMessages {}

export const cartMessages: Record<Locale, CartMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
