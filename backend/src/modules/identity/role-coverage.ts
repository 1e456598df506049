import type { Permission } from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';

interface PermissionSet {
  allPermissions: boolean;
  permissions: readonly Permission[];
}

/**
 * Whether `holder` has every permission `other` has. Nobody hands out, or takes over an account with, more than
 * they hold themselves: a user manager who is not an administrator cannot create an administrator, make
 * themselves one, or reset an administrator's login.
 */
export function covers(holder: PermissionSet, other: PermissionSet): boolean {
  if (holder.allPermissions) return true;
  if (other.allPermissions) return false;
  return other.permissions.every((permission) => holder.permissions.includes(permission));
}

export function assertCovers(holder: PermissionSet, other: PermissionSet, what: string): void {
  if (!covers(holder, other)) {
    throw new DomainError('FORBIDDEN', `You cannot ${what}: it has permissions your own role does not have`);
  }
}
