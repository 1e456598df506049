import { randomBytes } from 'node:crypto';
import { hash } from 'argon2';
import type pg from 'pg';
import type { BuiltInRole, CustomerKind, Locale, Permission } from '@tradeshop/shared';

export { DEMO_ACCOUNTS } from '../../src/database/seeders/demo-accounts';

export interface AdminUserInput {
  email?: string;
  password?: string;
  name?: string;
  /** A built-in role, or the id of another role. */
  role?: BuiltInRole | number;
  active?: boolean;
}

/** A back-office user with a unique e-mail unless given one; returns the id and the clear-text password. */
export async function insertAdminUser(
  client: pg.ClientBase,
  input: AdminUserInput = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = input.email ?? `admin-${randomBytes(4).toString('hex')}@tradeshop.test`;
  const password = input.password ?? 'test-password-2026';
  const { rows } = await client.query<{ id: number }>(
    `insert into admin_user (email, name, password_hash, role_id, active)
     values ($1, $2, $3, coalesce((select id from admin_role where code = $4::text), $5::int), $6) returning id`,
    [
      email,
      input.name ?? 'Test User',
      await hash(password),
      typeof input.role === 'number' ? null : (input.role ?? 'editor'),
      typeof input.role === 'number' ? input.role : null,
      input.active ?? true,
    ],
  );
  return { id: rows[0].id, email, password };
}

/** A back-office role granting exactly `permissions`; returns its id. */
export async function insertAdminRole(
  client: pg.ClientBase,
  permissions: readonly Permission[],
  name = `Role ${randomBytes(3).toString('hex')}`,
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `insert into admin_role (name, permissions) values ($1, $2) returning id`,
    [name, [...permissions]],
  );
  return rows[0].id;
}

export interface CustomerInput {
  email?: string;
  password?: string;
  firstname?: string;
  lastname?: string;
  locale?: Locale;
  kind?: CustomerKind;
  /** A company to create for the customer; omit for none. Without `erpCustomerNumber` it is not in the ERP. */
  company?: { name: string; organizationNumber: string; storeId?: number; erpCustomerNumber?: string };
  /** An existing company the customer buys for (a colleague); instead of `company`. */
  companyId?: number;
  /** May invite colleagues to the company. */
  companyAdmin?: boolean;
  /** A salesrep who may act for every customer (not only those of the companies assigned to them). */
  impersonatesAll?: boolean;
}

/** A storefront account (optionally in a new company); returns the ids and the clear-text password. */
export async function insertCustomer(
  client: pg.ClientBase,
  input: CustomerInput = {},
): Promise<{ id: number; companyId: number | null; email: string; password: string }> {
  let companyId: number | null = input.companyId ?? null;
  if (input.company) {
    const { rows } = await client.query<{ id: number }>(
      `insert into customer_company (name, organization_number, store_id, erp_customer_number)
       values ($1, $2, $3, $4) returning id`,
      [
        input.company.name,
        input.company.organizationNumber,
        input.company.storeId ?? 1,
        input.company.erpCustomerNumber ?? null,
      ],
    );
    companyId = rows[0].id;
  }
  const email = input.email ?? `buyer-${randomBytes(4).toString('hex')}@example.test`;
  const password = input.password ?? 'test-password-2026';
  const { rows } = await client.query<{ id: number }>(
    `insert into customer (company_id, email, password_hash, firstname, lastname, locale, kind, impersonates_all,
       company_admin)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      companyId,
      email,
      await hash(password),
      input.firstname ?? 'Test',
      input.lastname ?? 'Buyer',
      input.locale ?? 'en',
      input.kind ?? 'customer',
      input.impersonatesAll ?? false,
      input.companyAdmin ?? false,
    ],
  );
  return { id: rows[0].id, companyId, email, password };
}
