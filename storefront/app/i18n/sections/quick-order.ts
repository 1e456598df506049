import type { Locale } from '@tradeshop/shared';

/** Quick order by SKU and spreadsheet upload. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface QuickOrderMessages {}

export const quickOrderMessages: Record<Locale, QuickOrderMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
