import type { PostalAddressField } from './address';

/** Where a customer-account application stands: new until the back office approves or rejects it. */
export const APPLICATION_STATUSES = ['new', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_LIMITS = {
  /** Applications accepted from one address per window, against spam. */
  perAddressPerWindow: 5,
  windowSeconds: 60 * 60,
  messageMaxLength: 2000,
  textMaxLength: 200,
} as const;

/** The fields of an application that are those of a postal address: the contact person and the company's place. */
export const APPLICATION_ADDRESS_FIELDS = [
  'salutation',
  'firstname',
  'lastname',
  'street',
  'postcode',
  'city',
  'country',
] as const satisfies readonly PostalAddressField[];
