import type { Locale } from '@tradeshop/shared';

/** Shipment tracking, warranty registration and the contact form. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in as the section's pages are built
export interface ServiceRequestMessages {}

export const serviceRequestMessages: Record<Locale, ServiceRequestMessages> = {
  fi: {},
  nb: {},
  sv: {},
  en: {},
  fr: {},
  it: {},
  da: {},
};
