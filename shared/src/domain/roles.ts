/** Back-office roles shipped with the platform. */
export const ADMIN_ROLES = ['administrator', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Kinds of storefront account. */
export const CUSTOMER_KINDS = ['customer', 'salesrep'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
