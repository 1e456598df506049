import { LOCALES } from '@tradeshop/shared';
import { Chip, Stack } from '@mui/material';
import {
  BooleanField,
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  List,
  NullableBooleanInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { CategoryInput } from '../categories/CategoryInput';
import { SearchFilter } from '../common/SearchFilter';
import { CompactDateTimeField } from '../common/DateTimeField';
import { MoneyText } from '../common/MoneyText';
import { runBulkAction, useEditorOptions, useLocalised, type ProductBulkAction } from './editorApi';
import { StockStatusField, stockStatusChoices } from './StockStatusField';
import type { ProductListRow } from './types';
import { useCanEditCatalogue } from './useCanEditCatalogue';

const BrandFilter = (props: { source: string; label: string }) => {
  const options = useEditorOptions();
  return <SelectInput {...props} choices={options?.brands ?? []} />;
};

const localeChoices = LOCALES.map((locale) => ({ id: locale, name: locale.toUpperCase() }));

const filters = [
  <SearchFilter key="q" source="q" alwaysOn placeholder="resources.products.fields.q" />,
  <CategoryInput key="categoryId" source="categoryId" />,
  <BrandFilter key="brandId" source="brandId" label="product_editor.fields.brandId" />,
  <SelectInput key="stockStatus" source="stockStatus" choices={stockStatusChoices} />,
  <NullableBooleanInput key="active" source="active" label="product_editor.fields.active" />,
  <SelectInput
    key="missingLocale"
    source="missingLocale"
    label="product_editor.fields.missingLocale"
    choices={localeChoices}
    translateChoice={false}
  />,
  <NullableBooleanInput key="archived" source="archived" label="product_editor.fields.archived" />,
];

const Column = DataTable.Col<ProductListRow>;

const BulkButton = ({ action }: { action: ProductBulkAction }) => {
  const { selectedIds } = useListContext<ProductListRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('products');
  const run = async () => {
    try {
      const changed = await runBulkAction(action, selectedIds as number[]);
      notify('product_editor.bulk.done', { messageArgs: { smart_count: changed.length } });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return <Button label={`product_editor.bulk.${action}`} onClick={run} />;
};

const BulkActions = () => (
  <>
    <BulkButton action="publish" />
    <BulkButton action="unpublish" />
    <BulkButton action="archive" />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

const ListActions = ({ canEdit }: { canEdit: boolean }) => (
  <TopToolbar>{canEdit && <CreateButton />}</TopToolbar>
);

/** The languages the product has no name in, or a quiet "all languages". */
const MissingLocales = ({ record }: { record: ProductListRow }) => {
  const translate = useTranslate();
  if (!record.missingLocales?.length) return null;
  return (
    <Stack
      direction="row"
      sx={{ gap: 0.5, flexWrap: 'wrap' }}
      aria-label={translate('product_editor.missing')}
    >
      {record.missingLocales.map((locale) => (
        <Chip key={locale} size="small" color="warning" variant="outlined" label={locale.toUpperCase()} />
      ))}
    </Stack>
  );
};

export const ProductList = () => {
  const canEdit = useCanEditCatalogue();
  const localised = useLocalised();
  return (
    <List<ProductListRow>
      filters={filters}
      filterDefaultValues={{}}
      sort={{ field: 'sku', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<ListActions canEdit={canEdit} />}
    >
      <DataTable<ProductListRow>
        rowClick={canEdit ? 'edit' : 'show'}
        bulkActionButtons={canEdit ? <BulkActions /> : false}
      >
        <Column source="id" />
        <Column source="sku" sx={{ whiteSpace: 'nowrap' }} />
        <Column source="name" render={(record) => localised(record.names, record.name)} />
        <Column source="brand" disableSort />
        <Column
          source="category"
          disableSort
          render={(record) => localised(record.categoryNames, record.category)}
        />
        <Column source="stockStatus" field={StockStatusField} />
        <Column source="active" field={BooleanField} disableSort />
        <Column
          source="missingLocales"
          label="product_editor.fields.missingLocales"
          disableSort
          render={(record) => <MissingLocales record={record} />}
        />
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
};
