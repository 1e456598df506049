import type { Locale } from '@tradeshop/shared';

/** Quantity editor, spinner and increment rules (storefront spec §5, §9). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface QuantityMessages {}

export const quantityMessages: Record<Locale, QuantityMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
