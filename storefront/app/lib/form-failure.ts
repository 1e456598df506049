import type { AccountFieldProblem } from '@tradeshop/shared';

/** A field's problem: one the storefront translates, or (for an unknown one) the API's own words. */
export type FieldError = { problem: AccountFieldProblem } | { text: string };

/** Problems of the whole form rather than of one field. */
export type FormProblem =
  | 'invalid-credentials'
  | 'account-blocked'
  | 'too-many-attempts'
  | 'link-invalid'
  | 'form-expired'
  | 'unexpected';

/** Why an account form was refused, as the page explains it next to the fields. */
export interface FormFailure {
  fields: Record<string, FieldError>;
  form: FormProblem | null;
  /** For too-many-attempts: minutes to wait. */
  retryMinutes?: number;
  /** For unexpected: the API's message. */
  message?: string;
}
