import { BooleanField, DataTable, List, NullableBooleanInput, SelectInput } from 'react-admin';
import { CategoryInput } from '../categories/CategoryInput';
import { SearchFilter } from '../common/SearchFilter';
import { CompactDateTimeField } from '../common/DateTimeField';
import { MoneyText } from '../common/MoneyText';
import { StockStatusField, stockStatusChoices } from './StockStatusField';
import type { ProductListRow } from './types';

// brandId is accepted by the API too, but there is no brand list to pick from yet.
const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.products.fields.q" />,
  <CategoryInput key="categoryId" source="categoryId" />,
  <SelectInput key="stockStatus" source="stockStatus" choices={stockStatusChoices} />,
  <NullableBooleanInput key="active" source="active" />,
];

const Column = DataTable.Col<ProductListRow>;

export const ProductList = () => (
  <List<ProductListRow> filters={filters} sort={{ field: 'sku', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable<ProductListRow> rowClick="show" bulkActionButtons={false}>
      <Column source="id" />
      <Column source="sku" sx={{ whiteSpace: 'nowrap' }} />
      <Column source="name" />
      <Column source="brand" disableSort />
      <Column source="category" disableSort />
      <Column source="stockStatus" field={StockStatusField} />
      <Column source="active" field={BooleanField} disableSort />
      <Column
        source="price"
        disableSort
        align="right"
        render={(record) =>
          record.price ? (
            <MoneyText amountMinor={record.price.amountMinor} currency={record.price.currency} />
          ) : null
        }
      />
      <Column source="updatedAt" field={CompactDateTimeField} />
    </DataTable>
  </List>
);
