/**
 * Why an order did not reach the ERP (issue 14 §6), as stored on the order and translated by the shop and the
 * back office: the ERP does not know the company (no ERP customer number, or one it refuses), refused the order
 * for another reason, refused the shop's credentials, or could not be reached, answered too late, failed or
 * answered something that is not an order.
 */
export const ERP_EXPORT_FAILURE_REASONS = [
  'unknown_customer',
  'refused',
  'authentication',
  'unreachable',
  'timeout',
  'erp_error',
  'malformed',
] as const;
export type ErpExportFailureReason = (typeof ERP_EXPORT_FAILURE_REASONS)[number];
