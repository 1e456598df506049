/** The back-office roles every installation starts with; further roles are data, edited in the back office. */
export const BUILT_IN_ROLES = ['administrator', 'editor'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];

/** Kinds of storefront account. */
export const CUSTOMER_KINDS = ['customer', 'salesrep'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/**
 * Back-office sections a role is granted per action. `read` covers looking (GET); `write` covers every change.
 * Each back-office controller names its section, so a route without one is refused rather than left open.
 */
export const BACK_OFFICE_SECTIONS = [
  'dashboard',
  'catalogue',
  'tags',
  'content',
  'search',
  'jobs',
  'orders',
  'customers',
  'shop_configuration',
  'imports',
  'translations',
  'seo',
  'gdpr',
  'users',
  'system_settings',
] as const;
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number];

export const PERMISSION_ACTIONS = ['read', 'write'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export type Permission = `${BackOfficeSection}.${PermissionAction}`;

export const ALL_PERMISSIONS: readonly Permission[] = BACK_OFFICE_SECTIONS.flatMap((section) =>
  PERMISSION_ACTIONS.map((action): Permission => `${section}.${action}`),
);

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** Customer-address types (storefront spec §3, §4): an invoice-type address cannot double as shipping address. */
export const ADDRESS_TYPES = ['delivery', 'invoice'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export const SALUTATIONS = ['mr', 'ms', 'mx'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Identity limits shared by the forms and the API. */
export const IDENTITY_LIMITS = {
  passwordMinLength: 10,
  passwordMaxLength: 256,
  /** A password-reset link works once, within this time. */
  passwordResetTtlMinutes: 60,
  /** An invitation to set a first password lasts longer: the recipient may be away. */
  invitationTtlHours: 72,
  /** A back-office token login link (back-office spec §7 Users). */
  tokenLoginTtlMinutes: 15,
  /** Failed attempts per account (and per address) before further attempts are refused for a while. */
  loginAttemptsPerWindow: 5,
  loginAttemptsPerAddressPerWindow: 20,
  rateLimitWindowSeconds: 15 * 60,
} as const;
