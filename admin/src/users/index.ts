import UserIcon from '@mui/icons-material/ManageAccounts';
import type { ApiSchemas } from '@tradeshop/shared';
import type { ResourceProps } from 'react-admin';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

/** A back-office user as the API answers, generated from its OpenAPI document. */
export type BackOfficeUser = ApiSchemas['AdminUserDetailDto'];

export const users: ResourceProps = {
  name: 'users',
  list: UserList,
  edit: UserEdit,
  create: UserCreate,
  icon: UserIcon,
  recordRepresentation: (user: BackOfficeUser) => user.name,
};
