/** Limits of the three service forms: contact, warranty registration and shipment tracking. */
export const SERVICE_REQUEST_LIMITS = {
  textMaxLength: 200,
  phoneMaxLength: 40,
  messageMaxLength: 5000,
  /** Contact messages and warranty registrations accepted from one address per window, against spam. */
  submissionsPerAddressPerWindow: 10,
  submissionWindowSeconds: 60 * 60,
  /** Tracking lookups that found nothing, per address and window, against guessing order numbers. */
  failedLookupsPerAddressPerWindow: 10,
  lookupWindowSeconds: 15 * 60,
  receiptMaxBytes: 5 * 1024 * 1024,
} as const;

/** The API's words for the problems only these forms have (the storefront shows its own translation). */
export const SERVICE_REQUEST_MESSAGES = {
  productNotFound: 'No product found for this SKU',
  dateInvalid: 'Enter the date as YYYY-MM-DD',
  dateInFuture: 'The purchase date cannot be in the future',
  receiptMissing: 'Attach the receipt',
  receiptTooLarge: 'The receipt must be at most 5 MB',
  receiptType: 'The receipt must be a PDF, JPEG or PNG file',
  trackingIncomplete: 'Enter the order number and postcode, or a tracking number',
  trackingNotFound: 'No shipment was found for these details',
} as const;
