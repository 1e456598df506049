import type { Permission } from '@tradeshop/shared';
import { usePermissions } from 'react-admin';

export const SHOP_CONFIG_WRITE: Permission = 'shop_configuration.write';

/** Whether the logged-in user may change shop configuration (the server checks it again on every call). */
export function useCanWrite(): boolean {
  const { permissions } = usePermissions<Permission[]>();
  return permissions?.includes(SHOP_CONFIG_WRITE) ?? false;
}
