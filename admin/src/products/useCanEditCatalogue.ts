import type { Permission } from '@tradeshop/shared';
import { usePermissions } from 'react-admin';

const CATALOGUE_WRITE: Permission = 'catalogue.write';

/** Whether the logged-in user may change products (the server checks it again on every call). */
export function useCanEditCatalogue(): boolean {
  const { permissions } = usePermissions<Permission[]>();
  return permissions?.includes(CATALOGUE_WRITE) ?? false;
}
