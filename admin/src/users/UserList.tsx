import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  ReferenceInput,
  SelectInput,
} from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { SearchFilter } from '../common/SearchFilter';
import type { BackOfficeUser } from '.';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.users.fields.q" />,
  <ReferenceInput key="roleId" source="roleId" reference="roles" sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <NullableBooleanInput key="active" source="active" />,
];

const Column = DataTable.Col<BackOfficeUser>;

export const UserList = () => (
  <List<BackOfficeUser>
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<BackOfficeUser> rowClick="edit" bulkActionButtons={false}>
      <Column source="name" />
      <Column source="email" />
      <Column source="roleName" disableSort />
      <Column source="active" field={BooleanField} />
      <Column source="twoFactorEnabled" field={BooleanField} disableSort />
      <Column source="lastLoginAt" field={CompactDateTimeField} />
    </DataTable>
  </List>
);
