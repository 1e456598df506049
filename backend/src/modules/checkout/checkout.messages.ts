/** The checkout's limits and messages (storefront spec §3, §5, §8), shared by validation and the service. */
export const CHECKOUT_LIMITS = {
  ownOrderNumberMaxLength: 35,
  referenceMaxLength: 35,
  commentMaxLength: 1000,
  additionalMarkingMaxLength: 35,
  /** How far ahead the delivery-date picker offers dates. */
  deliveryDateDays: 60,
} as const;

export const CHECKOUT_MESSAGES = {
  customerMissing: 'Company or customer not set in checkout',
  invoiceAddressMissing: 'Unable to determine an invoice address',
  summaryInvalid: 'Summary data not valid',
  cartChanged: 'The cart has changed: some products are no longer available. Please check the cart.',
  cartEmpty: 'Your cart is empty',
  noValidCarrier: 'No valid carrier found',
  paymentOptionInvalid: 'This payment method is not available for this order',
  termsNotAccepted: 'Terms must be accepted',
  deliveryDateInvalid:
    'Choose a delivery date in the future that is a working day on which the store delivers (not a public holiday)',
  shippingAddressIsInvoiceAddress: 'An invoice address cannot be the shipping address',
  shippingAddressMissing: 'Please choose a shipping address',
  addressNotFound: 'You have no such address',
  guestCheckoutNotAllowed: 'Please log in to check out',
  guestDetailsMissing: 'Please give your e-mail address and invoice address',
  idempotencyKeyMissing: 'The Idempotency-Key header must be a UUID',
  voucherInvalid: 'voucher not found or invalid',
} as const;
