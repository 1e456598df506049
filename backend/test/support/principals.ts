import { ALL_PERMISSIONS, type Permission } from '@tradeshop/shared';
import { BUILT_IN_ROLE_IDS } from '../../src/database/seeders/demo-accounts';
import { DEMO_ACCOUNTS, insertAdminRole, insertAdminUser, insertCustomer, insertProduct } from '../factories';
import { loginAsAdmin, type AdminAgent } from './admin-session';
import { loginToShop, visitShop, withCookies } from './shop-session';
import type { TestApp } from './test-app';

/** Everyone who calls the shop and the back office, as the authorization tests tell them apart. */
export const PRINCIPAL_NAMES = [
  'anonymous',
  'visitor with a cart',
  'trade customer',
  'customer of another company',
  'colleague in the same company',
  'salesrep',
  'salesrep impersonating',
  'editor without the permission',
  'editor with the permission',
  'administrator',
] as const;

export type PrincipalName = (typeof PRINCIPAL_NAMES)[number];

/** Who a principal is to the storefront API. */
export type ShopStanding =
  { kind: 'none' } | { kind: 'account'; salesrep: boolean; hasCompany: boolean; companyAdmin: boolean };

export interface Principal {
  name: PrincipalName;
  agent: AdminAgent;
  shop: ShopStanding;
  /** The back-office permissions of their role; null without a back-office session. */
  permissions: ReadonlySet<Permission> | null;
}

/** The trade customer's company, and what the other shoppers need to be told apart from them. */
export interface ShopCast {
  /** The demo customer, a company administrator of Voltgrossisten. */
  customer: { id: number; companyId: number; email: string };
  otherCompanyCustomer: { id: number; companyId: number; email: string };
  colleague: { id: number; companyId: number; email: string };
  /** A product the visitor has in their cart. */
  productId: number;
}

/**
 * The permission the editor role lacks and the matrix gives to its second editor: managing back-office users.
 * The editor with it has the editor's permissions and these, nothing else.
 */
export const PERMISSIONS_GIVEN_TO_SECOND_EDITOR: readonly Permission[] = ['users.read', 'users.write'];

/** A customer's storefront account in a company. */
const companyBuyer = (companyAdmin: boolean): ShopStanding => ({
  kind: 'account',
  salesrep: false,
  hasCompany: true,
  companyAdmin,
});

/** The shoppers besides the seeded demo accounts: another company's buyer and a colleague of the demo buyer. */
export async function insertShopCast(testApp: TestApp): Promise<ShopCast> {
  return testApp.withClient(async (client) => {
    const { rows } = await client.query<{ id: number; company_id: number }>(
      `select id, company_id from customer where email = $1`,
      [DEMO_ACCOUNTS.customer.email],
    );
    const customer = rows[0]!;
    const other = await insertCustomer(client, {
      company: { name: 'Toinen Sähkö Oy', organizationNumber: '7654321-9', erpCustomerNumber: '200517' },
      companyAdmin: true,
    });
    const colleague = await insertCustomer(client, { companyId: customer.company_id });
    const product = await insertProduct(client, {
      minimumOrderQuantity: '1',
      minimumOrderOverride: false,
      stockStatus: 'in_stock',
    });
    return {
      customer: { id: customer.id, companyId: customer.company_id, email: DEMO_ACCOUNTS.customer.email },
      otherCompanyCustomer: { id: other.id, companyId: other.companyId!, email: other.email },
      colleague: { id: colleague.id, companyId: customer.company_id, email: colleague.email },
      productId: product.id,
    };
  });
}

/** The password every customer the factories insert gets. */
const FACTORY_PASSWORD = 'test-password-2026';

/** A salesrep's storefront session acting for the demo customer, whose company the demo salesrep serves. */
export async function impersonatingSalesrep(testApp: TestApp): Promise<AdminAgent> {
  const salesrep = await loginToShop(testApp, DEMO_ACCOUNTS.salesrep.email, DEMO_ACCOUNTS.salesrep.password);
  const started = await testApp
    .http()
    .post('/api/shop/impersonation')
    .set('Cookie', salesrep.cookies)
    .set('X-CSRF-Token', salesrep.csrf)
    .send({ email: DEMO_ACCOUNTS.customer.email })
    .expect(200);
  return withCookies(salesrep, started.headers['set-cookie']);
}

/** What a role grants as stored: its permissions, or all of them for a role that has every permission. */
async function rolePermissions(testApp: TestApp, roleId: number): Promise<Set<Permission>> {
  return testApp.withClient(async (client) => {
    const { rows } = await client.query<{ permissions: Permission[]; all_permissions: boolean }>(
      'select permissions, all_permissions from admin_role where id = $1',
      [roleId],
    );
    return new Set(rows[0]!.all_permissions ? ALL_PERMISSIONS : rows[0]!.permissions);
  });
}

/** Signs every principal in (each with a session of their own) and says what each one's role grants. */
export async function signInPrincipals(testApp: TestApp, cast: ShopCast): Promise<Principal[]> {
  const { administrator, editor, customer, salesrep } = DEMO_ACCOUNTS;
  const editorPermissions = await rolePermissions(testApp, BUILT_IN_ROLE_IDS.editor);
  const { secondEditor, secondEditorRole } = await testApp.withClient(async (client) => {
    const roleId = await insertAdminRole(client, [
      ...editorPermissions,
      ...PERMISSIONS_GIVEN_TO_SECOND_EDITOR,
    ]);
    return { secondEditor: await insertAdminUser(client, { role: roleId }), secondEditorRole: roleId };
  });

  const visitor = await visitShop(testApp);
  const added = await testApp
    .http()
    .post('/api/shop/cart/items?locale=fi')
    .set('Cookie', visitor.cookies)
    .set('X-CSRF-Token', visitor.csrf)
    .send({ productId: cast.productId, quantity: '1' })
    .expect(200);

  const [anonymous, buyer, other, colleague, rep, acting, editorAgent, secondEditorAgent, admin] =
    await Promise.all([
      visitShop(testApp),
      loginToShop(testApp, customer.email, customer.password),
      loginToShop(testApp, cast.otherCompanyCustomer.email, FACTORY_PASSWORD),
      loginToShop(testApp, cast.colleague.email, FACTORY_PASSWORD),
      loginToShop(testApp, salesrep.email, salesrep.password),
      impersonatingSalesrep(testApp),
      loginAsAdmin(testApp, editor.email, editor.password),
      loginAsAdmin(testApp, secondEditor.email, secondEditor.password),
      loginAsAdmin(testApp, administrator.email, administrator.password),
    ]);
  return [
    { name: 'anonymous', agent: anonymous, shop: { kind: 'none' }, permissions: null },
    {
      name: 'visitor with a cart',
      agent: withCookies(visitor, added.headers['set-cookie']),
      shop: { kind: 'none' },
      permissions: null,
    },
    { name: 'trade customer', agent: buyer, shop: companyBuyer(true), permissions: null },
    { name: 'customer of another company', agent: other, shop: companyBuyer(true), permissions: null },
    { name: 'colleague in the same company', agent: colleague, shop: companyBuyer(false), permissions: null },
    {
      name: 'salesrep',
      agent: rep,
      shop: { kind: 'account', salesrep: true, hasCompany: false, companyAdmin: false },
      permissions: null,
    },
    {
      // Served as the demo customer (a company administrator), acting as a salesrep.
      name: 'salesrep impersonating',
      agent: acting,
      shop: { kind: 'account', salesrep: true, hasCompany: true, companyAdmin: true },
      permissions: null,
    },
    {
      name: 'editor without the permission',
      agent: editorAgent,
      shop: { kind: 'none' },
      permissions: editorPermissions,
    },
    {
      name: 'editor with the permission',
      agent: secondEditorAgent,
      shop: { kind: 'none' },
      permissions: await rolePermissions(testApp, secondEditorRole),
    },
    {
      name: 'administrator',
      agent: admin,
      shop: { kind: 'none' },
      permissions: await rolePermissions(testApp, BUILT_IN_ROLE_IDS.administrator),
    },
  ];
}
