import { IDENTITY_LIMITS } from '@tradeshop/shared';
import type pg from 'pg';
import type { FirstAdministrator } from '../../config/app-config';
import { hashPassword, normaliseEmail } from '../../common/security/passwords';

export type FirstAdministratorOutcome =
  { created: true; email: string } | { created: false; reason: 'administrator-exists' };

export class FirstAdministratorError extends Error {}

/**
 * Creates the shop's first back-office administrator, once: when an active administrator exists it changes
 * nothing (further users are made in the back office). The password is stored as an argon2id hash only.
 */
export async function createFirstAdministrator(
  client: pg.ClientBase,
  administrator: FirstAdministrator,
): Promise<FirstAdministratorOutcome> {
  const { passwordMinLength, passwordMaxLength } = IDENTITY_LIMITS;
  if (
    administrator.password.length < passwordMinLength ||
    administrator.password.length > passwordMaxLength
  ) {
    throw new FirstAdministratorError(
      `The administrator's password must be between ${passwordMinLength} and ${passwordMaxLength} characters long.`,
    );
  }
  const email = normaliseEmail(administrator.email);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    throw new FirstAdministratorError(`"${administrator.email}" is not an e-mail address.`);
  }
  const name = administrator.name.trim() || 'Administrator';
  // Hashing is slow on purpose; do it before the transaction holds its lock.
  const passwordHash = await hashPassword(administrator.password);
  await client.query('begin');
  try {
    // Two instances starting at once against a new database must not both create one.
    await client.query(`lock table admin_user in share row exclusive mode`);
    const { rows } = await client.query<{ exists: boolean }>(
      `select exists (
         select 1 from admin_user u join admin_role r on r.id = u.role_id
         where r.code = 'administrator' and u.active
       ) as exists`,
    );
    if (rows[0].exists) {
      await client.query('rollback');
      return { created: false, reason: 'administrator-exists' };
    }
    await client.query(
      `insert into admin_user (email, name, password_hash, role_id)
       select $1, $2, $3, id from admin_role where code = 'administrator'
       on conflict (email) do update
         set name = excluded.name, password_hash = excluded.password_hash, role_id = excluded.role_id, active = true`,
      [email, name, passwordHash],
    );
    await client.query('commit');
    return { created: true, email };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
