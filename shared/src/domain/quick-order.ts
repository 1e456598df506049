/**
 * The limits of a quick order, typed, pasted or uploaded: the API refuses past them, the storefront's form
 * names them and refuses early.
 */
export const QUICK_ORDER_MAX_LINES = 500;
export const QUICK_ORDER_MAX_FILE_MB = 2;
export const QUICK_ORDER_MAX_FILE_BYTES = QUICK_ORDER_MAX_FILE_MB * 1024 * 1024;
