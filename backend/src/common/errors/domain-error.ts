/**
 * Every error code the backend answers with. Adding one here without a status in
 * `ERROR_STATUS` (common/filters/error-status.ts) fails to compile.
 */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'REQUEST_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'NOT_FOUND'
  | 'UNKNOWN_LOCALE'
  | 'UNKNOWN_STORE'
  | 'AUTHENTICATION_REQUIRED'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_BLOCKED'
  | 'FORBIDDEN'
  | 'CSRF_TOKEN_INVALID'
  | 'CATEGORY_NOT_FOUND'
  | 'PRODUCT_NOT_FOUND'
  | 'PRODUCT_SKU_TAKEN'
  | 'PRODUCT_SLUG_TAKEN'
  | 'PRODUCT_INVALID'
  | 'CONTENT_PAGE_NOT_FOUND'
  | 'ASSET_NOT_FOUND'
  | 'ASSET_FOLDER_NOT_FOUND'
  | 'ASSET_FILE_REFUSED'
  | 'ASSET_IN_USE'
  | 'JOB_NOT_FOUND'
  | 'JOB_RUNNING'
  | 'JOB_NOT_FAILED'
  | 'MESSENGER_RECEIVER_NOT_FOUND'
  | 'TAG_NOT_FOUND'
  | 'CUSTOMER_NOT_FOUND'
  | 'ADDRESS_NOT_FOUND'
  | 'APPLICATION_NOT_FOUND'
  | 'SERVICE_REQUEST_NOT_FOUND'
  | 'TRACKING_NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'REMOTE_ORDERS_FETCH_FAILED'
  | 'WISHLIST_TOKEN_INVALID'
  | 'CART_ITEM_NOT_FOUND'
  | 'CART_LINE_TOKEN_INVALID'
  | 'QUANTITY_INVALID'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_INVALID'
  | 'FIRE_SAFETY_SET_EMPTY'
  | 'NO_VALID_CARRIER'
  | 'USER_NOT_FOUND'
  | 'ROLE_NOT_FOUND'
  | 'EMAIL_NOT_REGISTERED'
  | 'EMAIL_ALREADY_REGISTERED'
  | 'CONFLICT'
  | 'TOKEN_INVALID'
  | 'TWO_FACTOR_REQUIRED'
  | 'TWO_FACTOR_CODE_INVALID'
  | 'IMPERSONATION_NOT_ALLOWED'
  | 'TOO_MANY_ATTEMPTS'
  | 'ORDER_ILLEGAL_TRANSITION'
  | 'ORDER_ALREADY_PAID'
  | 'PAYMENT_NOT_FOUND'
  | 'PAYMENT_CHANGE_NOT_ALLOWED'
  | 'CHECKOUT_CART_EMPTY'
  | 'CHECKOUT_CART_CHANGED'
  | 'CHECKOUT_CUSTOMER_MISSING'
  | 'CHECKOUT_INVOICE_ADDRESS_MISSING'
  | 'CHECKOUT_SUMMARY_INVALID'
  | 'SERVICE_UNAVAILABLE'
  | 'STORAGE_FULL'
  | 'INTERNAL_ERROR';

export interface ErrorDetail {
  field?: string;
  reason: string;
}

/** A failure the domain knows about. Knows nothing of HTTP: the exception filter maps the code. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** For TOO_MANY_ATTEMPTS and SERVICE_UNAVAILABLE: when to try again, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
