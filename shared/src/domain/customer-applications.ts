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

/** Limits of address fields, shared by the storefront forms and the API. */
export const ADDRESS_LIMITS = {
  textMaxLength: 200,
  numberMaxLength: 20,
  phoneMaxLength: 40,
  /** Addresses one customer may keep. */
  perCustomer: 50,
} as const;

/** The API's messages for address fields beyond ACCOUNT_FIELD_MESSAGES; the storefront shows its own translation. */
export const ADDRESS_FIELD_MESSAGES = {
  countryInvalid: 'Choose a country from the list',
  postcodeInvalid: 'The postcode does not have the format of the chosen country',
} as const;
