import type { Locale } from '@tradeshop/shared';

/** Checkout steps, delivery dates, payment and the thank-you page. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface CheckoutMessages {}

export const checkoutMessages: Record<Locale, CheckoutMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
