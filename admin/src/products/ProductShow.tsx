import { FALLBACK_LOCALE } from '@tradeshop/shared';
import {
  ArrayField,
  BooleanField,
  DataTable,
  EditButton,
  FunctionField,
  ImageField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { EmptyMessage } from '../common/EmptyMessage';
import { FieldGrid } from '../common/FieldGrid';
import { MoneyText } from '../common/MoneyText';
import { TranslationsTable } from '../common/TranslationsTable';
import { ProductMediaTab } from './media/ProductMediaTab';
import { StockStatusField } from './StockStatusField';
import { VariantsTab } from './variants/VariantsTab';
import type { ProductAttribute, ProductDetail, ProductPrice } from './types';
import { LocalNumberField } from '../common/LocalNumberField';
import { useCanEditCatalogue } from './useCanEditCatalogue';

const EMPTY = '—';

const Attribute = DataTable.Col<ProductAttribute>;
const Price = DataTable.Col<ProductPrice>;

/** Editors who may change the catalogue get the edit button; others only read. */
const ShowActions = () => {
  const canEdit = useCanEditCatalogue();
  return <TopToolbar>{canEdit && <EditButton />}</TopToolbar>;
};

export const ProductShow = () => (
  <Show<ProductDetail> actions={<ShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="resources.products.tabs.general">
        <ImageField
          source="image"
          title="sku"
          label={false}
          sx={{ '& img': { maxWidth: 240, maxHeight: 240, objectFit: 'contain', m: 0 } }}
        />
        <FieldGrid label={false}>
          <TextField source="sku" />
          <FunctionField<ProductDetail>
            label="resources.products.fields.englishName"
            render={(record) =>
              (record.translations ?? []).find((t) => t.locale === FALLBACK_LOCALE)?.name ?? EMPTY
            }
          />
          <TextField source="id" />
          <TextField source="eanNumber" emptyText={EMPTY} />
          <TextField source="nobbNumber" emptyText={EMPTY} />
          <TextField source="statisticsNumber" emptyText={EMPTY} />
          <TextField source="countryOfOrigin" emptyText={EMPTY} />
          <TextField source="brand" />
          <TextField source="productLine" emptyText={EMPTY} />
          <TextField source="category" />
          <TextField source="family" />
          <BooleanField source="active" />
          <StockStatusField source="stockStatus" />
          <LocalNumberField source="stockQuantity" />
          <DateTimeField source="createdAt" />
          <DateTimeField source="updatedAt" />
        </FieldGrid>
      </TabbedShowLayout.Tab>

      <TabbedShowLayout.Tab label="resources.products.tabs.logistics" path="logistics">
        <FieldGrid label={false}>
          <TextField source="salesUnit" />
          <TextField source="minimumOrderQuantity" />
          <TextField source="quantityIncrement" />
          <TextField source="quantityConversionFactor" />
          <BooleanField source="minimumOrderOverride" />
          <TextField source="surchargeCode" emptyText={EMPTY} />
          <TextField source="grossWeight" emptyText={EMPTY} />
          <TextField source="netWeight" emptyText={EMPTY} />
          <TextField source="grossVolume" emptyText={EMPTY} />
          <TextField source="netVolume" emptyText={EMPTY} />
          <TextField source="height" emptyText={EMPTY} />
          <TextField source="length" emptyText={EMPTY} />
          <TextField source="width" emptyText={EMPTY} />
          <TextField source="unNumber" emptyText={EMPTY} />
        </FieldGrid>
      </TabbedShowLayout.Tab>

      <TabbedShowLayout.Tab label="resources.products.tabs.attributes" path="attributes">
        <ArrayField source="attributes" label={false}>
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyMessage message="resources.products.empty_attributes" />}
          >
            <Attribute source="label" label="resources.products.fields.attributes.label" />
            <Attribute
              source="value"
              label="resources.products.fields.attributes.value"
              render={(attribute) =>
                attribute.unit ? `${attribute.value} ${attribute.unit}` : attribute.value
              }
            />
            <Attribute source="code" label="resources.products.fields.attributes.code" />
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>

      <TabbedShowLayout.Tab label="resources.products.tabs.translations" path="translations">
        <TranslationsTable resource="products" label={false} />
      </TabbedShowLayout.Tab>

      <TabbedShowLayout.Tab label="resources.products.tabs.prices" path="prices">
        <ArrayField source="prices" label={false}>
          <DataTable
            bulkActionButtons={false}
            rowClick={false}
            empty={<EmptyMessage message="resources.products.empty_prices" />}
          >
            <Price
              source="store"
              label="resources.products.fields.prices.store"
              render={(price) => price.store.toUpperCase()}
            />
            <Price source="currency" label="resources.products.fields.prices.currency" />
            <Price
              source="priceMinor"
              label="resources.products.fields.prices.priceMinor"
              align="right"
              render={(price) => <MoneyText amountMinor={price.priceMinor} currency={price.currency} />}
            />
            <Price
              source="recommendedPriceMinor"
              label="resources.products.fields.prices.recommendedPriceMinor"
              align="right"
              render={(price) => (
                <MoneyText amountMinor={price.recommendedPriceMinor} currency={price.currency} />
              )}
            />
            <Price
              source="surchargeMinor"
              label="resources.products.fields.prices.surchargeMinor"
              align="right"
              render={(price) => <MoneyText amountMinor={price.surchargeMinor} currency={price.currency} />}
            />
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>

      <TabbedShowLayout.Tab label="resources.assets.product_media.tab" path="media">
        <ProductMediaTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="product_variants.tab" path="variants">
        <VariantsTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
