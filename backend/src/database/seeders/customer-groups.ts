import { DEFAULT_CUSTOMER_GROUP_CODE } from '@tradeshop/shared';

/** The demo customer groups; self-registered customers join the default one. */
export const DEMO_CUSTOMER_GROUPS = [
  { id: 1, code: DEFAULT_CUSTOMER_GROUP_CODE, name: 'Registered customers' },
  { id: 2, code: 'installers', name: 'Installers' },
  { id: 3, code: 'wholesale', name: 'Wholesale' },
] as const;

/** The group of the demo customer (DEMO_ACCOUNTS.customer, id 1). */
export const DEMO_CUSTOMER_GROUP_ID = 2;
