import type { BuiltInRole, CustomerKind, Locale, StoreCode } from '@tradeshop/shared';

/** The ids the identity migration gives the built-in roles. */
export const BUILT_IN_ROLE_IDS: Record<BuiltInRole, number> = { administrator: 1, editor: 2 };

export interface DemoAdminAccount {
  email: string;
  password: string;
  name: string;
  role: BuiltInRole;
}

export interface DemoShopAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  locale: Locale;
  kind: CustomerKind;
  /** `erpCustomerNumber`: the company's customer number in the (simulated) ERP, as staff would set it. */
  company: { name: string; organizationNumber: string; erpCustomerNumber: string; store: StoreCode } | null;
}

/**
 * The demo logins. The README, the API tests and the browser suite read them from here, so they cannot drift
 * from what the seed writes. Never seeded with NODE_ENV=production (see first-administrator.ts for the first login).
 */
export const DEMO_ACCOUNTS = {
  administrator: {
    email: 'admin@tradeshop.test',
    password: 'admin-demo-2026',
    name: 'Demo Administrator',
    role: 'administrator',
  },
  editor: {
    email: 'editor@tradeshop.test',
    password: 'editor-demo-2026',
    name: 'Demo Editor',
    role: 'editor',
  },
  customer: {
    email: 'buyer@voltgrossisten.test',
    password: 'customer-demo-2026',
    firstname: 'Aino',
    lastname: 'Virtanen',
    locale: 'fi',
    kind: 'customer',
    company: {
      name: 'Voltgrossisten Oy',
      organizationNumber: '1234567-1',
      erpCustomerNumber: '100428',
      store: 'fi',
    },
  },
  salesrep: {
    email: 'salesrep@tradeshop.test',
    password: 'salesrep-demo-2026',
    firstname: 'Mikko',
    lastname: 'Salo',
    locale: 'fi',
    kind: 'salesrep',
    company: null,
  },
} as const satisfies {
  administrator: DemoAdminAccount;
  editor: DemoAdminAccount;
  customer: DemoShopAccount;
  salesrep: DemoShopAccount;
};
