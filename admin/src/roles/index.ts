import RoleIcon from '@mui/icons-material/AdminPanelSettings';
import type { ApiSchemas } from '@tradeshop/shared';
import type { ResourceProps } from 'react-admin';
import { RoleCreate } from './RoleCreate';
import { RoleEdit } from './RoleEdit';
import { RoleList } from './RoleList';

/** A back-office role as the API answers, generated from its OpenAPI document. */
export type BackOfficeRole = ApiSchemas['AdminRoleDto'];

export const roles: ResourceProps = {
  name: 'roles',
  list: RoleList,
  edit: RoleEdit,
  create: RoleCreate,
  icon: RoleIcon,
  recordRepresentation: (role: BackOfficeRole) => role.name,
};
