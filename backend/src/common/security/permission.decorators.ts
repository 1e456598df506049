import { SetMetadata } from '@nestjs/common';
import type { BackOfficeSection, Permission } from '@tradeshop/shared';

export const ADMIN_SECTION = 'admin:section';
export const REQUIRED_PERMISSION = 'admin:permission';
export const ANY_BACK_OFFICE_USER = 'admin:any-user';
export const TWO_FACTOR_STEP = 'admin:two-factor-step';

/**
 * Names the back-office section of a controller (or one handler). Reading (GET, HEAD) needs `<section>.read`,
 * every other method `<section>.write`. A back-office route without a section or permission is refused.
 */
export const AdminSection = (section: BackOfficeSection) => SetMetadata(ADMIN_SECTION, section);

/** A handler that needs a permission other than its section's default for its method. */
export const RequirePermission = (permission: Permission) => SetMetadata(REQUIRED_PERMISSION, permission);

/** Open to every logged-in back-office user whatever the role: their own profile, key bindings, 2FA. */
export const AnyBackOfficeUser = () => SetMetadata(ANY_BACK_OFFICE_USER, true);

/** Reachable by a session that passed the password but still owes its second factor. */
export const TwoFactorStep = () => SetMetadata(TWO_FACTOR_STEP, true);
