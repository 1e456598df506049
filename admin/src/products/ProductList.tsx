import { LOCALES } from '@tradeshop/shared';
import {
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  Form,
  List,
  NullableBooleanInput,
  required,
  SelectInput,
  TopToolbar,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import { CategoryInput } from '../categories/CategoryInput';
import { TagInput } from '../tags/TagInput';
import { scrollingListSx } from '../common/scrollingListSx';
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
  <TagInput key="tag" source="tag" label="product_editor.fields.tag" />,
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

/** Runs a bulk action on the selected products, tells how many changed and clears the selection. */
function useBulkAction(): (action: ProductBulkAction, categoryId?: number) => Promise<void> {
  const { selectedIds } = useListContext<ProductListRow>();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('products');
  return async (action, categoryId) => {
    try {
      const changed = await runBulkAction(action, selectedIds as number[], categoryId);
      notify('product_editor.bulk.done', { messageArgs: { smart_count: changed.length } });
      unselectAll();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
}

const BulkButton = ({ action }: { action: 'publish' | 'unpublish' | 'archive' }) => {
  const run = useBulkAction();
  return <Button label={`product_editor.bulk.${action}`} onClick={() => void run(action)} />;
};

/** Moves the selected products to one main category, chosen in a dialog. */
const BulkSetCategoryButton = () => {
  const { selectedIds } = useListContext<ProductListRow>();
  const translate = useTranslate();
  const run = useBulkAction();
  const [open, setOpen] = useState(false);
  const submit = async (values: { categoryId?: number }) => {
    if (values.categoryId === undefined) return;
    await run('set_category', values.categoryId);
    setOpen(false);
  };
  return (
    <>
      <Button label="product_editor.bulk.set_category" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={(values: { categoryId?: number }) => submit(values)}>
          <DialogTitle>
            {translate('product_editor.bulk.set_category_title', { smart_count: selectedIds.length })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('product_editor.bulk.set_category_help')}</DialogContentText>
            <CategoryInput
              source="categoryId"
              label="product_editor.fields.categoryId"
              validate={required()}
              fullWidth
              sx={{ minWidth: 0 }}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button label="product_editor.bulk.set_category_confirm" type="submit" variant="contained" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};

const BulkActions = () => (
  <>
    <BulkButton action="publish" />
    <BulkButton action="unpublish" />
    <BulkButton action="archive" />
    <BulkSetCategoryButton />
    <BulkDeleteButton mutationMode="pessimistic" />
  </>
);

const ListActions = ({ canEdit }: { canEdit: boolean }) => (
  <TopToolbar>
    <FilterButton />
    {canEdit && <CreateButton />}
  </TopToolbar>
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
      sx={scrollingListSx}
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
