import { DataTable, List } from 'react-admin';
import { SearchFilter } from '../common/SearchFilter';
import { CategoryInput } from './CategoryInput';
import type { CategoryListRow } from './types';
import { LocalNumberField } from '../common/LocalNumberField';

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.categories.fields.q" />,
  <CategoryInput key="parentId" source="parentId" />,
];

const Column = DataTable.Col<CategoryListRow>;

export const CategoryList = () => (
  <List<CategoryListRow>
    filters={filters}
    sort={{ field: 'code', order: 'ASC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<CategoryListRow> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="code" />
      <Column source="name" />
      <Column source="parentName" disableSort />
      <DataTable.NumberCol source="position" />
      <DataTable.NumberCol source="productCount" field={LocalNumberField} />
    </DataTable>
  </List>
);
