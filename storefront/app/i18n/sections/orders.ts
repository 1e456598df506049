import type { Locale } from '@tradeshop/shared';

/** Order history, remote orders, downloads and reorder. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface OrderMessages {}

export const orderMessages: Record<Locale, OrderMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
