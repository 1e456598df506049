import { IDENTITY_LIMITS } from './roles';

/** Customers who register themselves land in this customer group, when the shop has it. */
export const DEFAULT_CUSTOMER_GROUP_CODE = 'default';

/** How often the forgot-password form may send mail, per account and per address (storefront accounts). */
export const PASSWORD_RESET_REQUEST_LIMITS = {
  perAccount: 3,
  perAddress: 10,
} as const;

/** Registrations per address per hour: each one hashes a password and sends a mail, so scripts are stopped. */
export const REGISTRATION_LIMITS = {
  perAddress: 10,
  windowSeconds: 3600,
} as const;

/**
 * The API's field messages for storefront account forms (storefront spec §5). The API answers with these
 * English texts as `details[].reason`; the storefront recognises them and shows its own translation.
 */
export const ACCOUNT_FIELD_MESSAGES = {
  blank: 'Value must not be blank',
  emailInvalid: 'Please enter a valid e-mail address',
  emailMismatch: 'The e-mail addresses do not match',
  emailTaken: 'This e-mail is already connected to an account',
  emailNotRegistered: 'E-mail not registered',
  passwordTooShort: `The password must be at least ${IDENTITY_LIMITS.passwordMinLength} characters long`,
  passwordTooLong: `The password must be at most ${IDENTITY_LIMITS.passwordMaxLength} characters long`,
  passwordMismatch: 'The passwords do not match',
  currentPasswordWrong: 'The current password is not correct',
  termsRequired: 'Please accept the terms',
  invalidChoice: 'Please choose one of the options',
  tooLong: 'The value is too long',
  organizationTaken:
    "This organization number is already registered. Ask your company's administrator to add you, or apply for a customer account.",
  businessIdFormat: 'The business ID does not have the form of the country',
  businessIdCheckDigit: 'The check digit of the business ID does not match',
  eInvoiceAddressInvalid: 'The e-invoice address is not a valid OVT code or IBAN',
  eInvoiceOperatorInvalid: 'The e-invoice operator code is not valid',
  eInvoiceIncomplete: 'Give both the e-invoice address and the operator',
} as const;

export type AccountFieldProblem = keyof typeof ACCOUNT_FIELD_MESSAGES;

/** The problem an API field message stands for, or undefined for a message the storefront does not know. */
export function accountFieldProblem(reason: string): AccountFieldProblem | undefined {
  return (Object.keys(ACCOUNT_FIELD_MESSAGES) as AccountFieldProblem[]).find(
    (problem) => ACCOUNT_FIELD_MESSAGES[problem] === reason,
  );
}

/** Longest accepted text in the account forms (names, company name, phone). */
export const ACCOUNT_TEXT_MAX_LENGTH = 200;
