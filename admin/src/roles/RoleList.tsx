import { BooleanField, DataTable, List } from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import type { BackOfficeRole } from '.';
import { LocalNumberField } from '../common/LocalNumberField';

const filters = [<SearchFilter key="q" source="q" alwaysOn placeholder="resources.roles.fields.q" />];

const Column = DataTable.Col<BackOfficeRole>;

export const RoleList = () => (
  <List<BackOfficeRole>
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<BackOfficeRole> rowClick="edit" bulkActionButtons={false}>
      <Column source="name" />
      <Column source="builtIn" field={BooleanField} disableSort />
      <Column source="allPermissions" field={BooleanField} disableSort />
      <Column source="userCount" field={LocalNumberField} disableSort align="right" />
    </DataTable>
  </List>
);
