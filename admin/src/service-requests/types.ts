import type { ApiSchemas } from '@tradeshop/shared';

// The shapes the back-office API answers with, generated from its OpenAPI document.
export type ContactMessage = ApiSchemas['AdminContactMessageDto'];
export type WarrantyRegistration = ApiSchemas['AdminWarrantyRegistrationDto'];
export type TrackingRequest = ApiSchemas['AdminTrackingRequestDto'];

/** Contact messages and warranty registrations: both are marked handled once someone has answered. */
export type HandledRecord = ContactMessage | WarrantyRegistration;

export const CONTACT_MESSAGES = 'contact-messages';
export const WARRANTY_REGISTRATIONS = 'warranty-registrations';
export const TRACKING_REQUESTS = 'tracking-requests';

export const TRACKING_OUTCOMES = ['found', 'not_found', 'refused'] as const;

export const trackingOutcomeChoices = TRACKING_OUTCOMES.map((outcome) => ({
  id: outcome,
  name: `resources.tracking-requests.outcome.${outcome}`,
}));

export const handledChoices = [
  { id: false, name: 'resources.service-requests.open' },
  { id: true, name: 'resources.service-requests.handled' },
];

/** The receipt of a registration, downloaded with the back-office session cookie. */
export function receiptUrl(id: number): string {
  return `/api/admin/${WARRANTY_REGISTRATIONS}/${id}/receipt`;
}
