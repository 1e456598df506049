import { LOCALES, STOCK_STATUSES, type Locale } from '@tradeshop/shared';
import {
  Alert,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo, type ReactElement } from 'react';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TabbedFormTabs,
  type RaRecord,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CategoriesInput, CategoryInput } from '../categories/CategoryInput';
import { ElementTags } from '../tags/ElementTags';
import { MoneyText } from '../common/MoneyText';
import { MoneyInput } from '../shop-config/kit/MoneyInput';
import { ProductMediaTab } from './media/ProductMediaTab';
import { VariantsTab } from './variants/VariantsTab';
import { useEditorOptions, useLocalised, type EditorAttribute } from './editorApi';
import { toFormValues, type ProductFormValues } from './productFormValues';
import type { ProductDetail, ProductListRow } from './types';

const p = (key: string) => `product_editor.fields.${key}`;
const r = (key: string) => `resources.products.fields.${key}`;
const wide = { sx: { minWidth: 240 } };
/** An emptied select sends null: the field is cleared. */
const emptyIsNull = (value: unknown) => (value === '' ? null : value);

/** The product editor's tabs; `record` is the product as the API answers it (none when creating). */
export const ProductForm = ({ toolbar }: { toolbar?: ReactElement }) => {
  const record = useRecordContext<ProductDetail>();
  const values = useMemo(() => toFormValues(record), [record]);
  return (
    <TabbedForm
      record={values as RaRecord}
      warnWhenUnsavedChanges
      toolbar={toolbar}
      // Nine tabs are wider than a phone: they scroll instead of widening the page. The layout takes the width
      // its content asks for (react-admin's `min-width: fit-content`), and a scrolling tab bar still asks for all
      // its tabs: the form asks for none and fills the width it is given, and its wide tables scroll in their box.
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      sx={{ contain: 'inline-size' }}
    >
      <TabbedForm.Tab label="product_editor.tabs.general">
        <GeneralTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="product_editor.tabs.texts" path="texts">
        <TextsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="product_editor.tabs.units" path="units">
        <UnitsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="product_editor.tabs.prices" path="prices">
        <PricesTab record={record} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="product_editor.tabs.attributes" path="attributes">
        <AttributesTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="product_editor.tabs.relations" path="relations">
        <RelationsTab />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="product_editor.tabs.stock" path="stock">
        <StockTab />
      </TabbedForm.Tab>
      {/* A saved product's media and variants: each tab saves on its own, beside the form's fields. */}
      {record?.id !== undefined && (
        <TabbedForm.Tab label="resources.assets.product_media.tab" path="media">
          <ProductMediaTab record={record} />
        </TabbedForm.Tab>
      )}
      {record?.id !== undefined && (
        <TabbedForm.Tab label="resources.tags.element.tab" path="tags">
          <ElementTags type="product" id={record.id} />
        </TabbedForm.Tab>
      )}
      {record?.id !== undefined && (
        <TabbedForm.Tab label="product_variants.tab" path="variants">
          <VariantsTab />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  );
};

const GeneralTab = () => {
  const options = useEditorOptions();
  const localised = useLocalised();
  const brandId = useWatch<ProductFormValues, 'brandId'>({ name: 'brandId' });
  const lines = (options?.productLines ?? []).filter((line) => !brandId || line.brandId === brandId);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
      <TextInput source="sku" label={r('sku')} validate={required()} {...wide} />
      <SelectInput
        source="brandId"
        label={p('brandId')}
        choices={options?.brands ?? []}
        validate={required()}
        {...wide}
      />
      <SelectInput
        source="productLineId"
        label={p('productLineId')}
        choices={lines}
        parse={emptyIsNull}
        {...wide}
      />
      <CategoryInput source="categoryId" label={p('categoryId')} validate={required()} />
      <CategoriesInput source="additionalCategoryIds" label={p('additionalCategoryIds')} />
      <SelectInput
        source="familyId"
        label={p('familyId')}
        choices={(options?.families ?? []).map((family) => ({
          id: family.id,
          name: localised(family.labels, family.code),
        }))}
        validate={required()}
        {...wide}
      />
      <TextInput source="eanNumber" label={r('eanNumber')} {...wide} />
      <TextInput source="nobbNumber" label={r('nobbNumber')} {...wide} />
      <TextInput source="statisticsNumber" label={r('statisticsNumber')} {...wide} />
      <TextInput source="countryOfOrigin" label={r('countryOfOrigin')} {...wide} />
      <TextInput source="unNumber" label={r('unNumber')} {...wide} />
      <BooleanInput source="active" label={p('active')} />
    </Stack>
  );
};

const TextsTab = () => {
  const translate = useTranslate();
  const texts = useWatch<ProductFormValues, 'texts'>({ name: 'texts' });
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {LOCALES.map((locale: Locale) => {
        const missing = !texts?.[locale]?.name?.trim();
        return (
          <Stack key={locale} spacing={0} data-testid={`texts-${locale}`}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h3">
                {locale.toUpperCase()}
              </Typography>
              {missing && <Chip size="small" color="warning" label={translate('product_editor.missing')} />}
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <TextInput
                source={`texts.${locale}.name`}
                label={p('name')}
                validate={locale === 'en' ? required() : undefined}
                sx={{ minWidth: 280, flex: 1 }}
              />
              <TextInput
                source={`texts.${locale}.slug`}
                label={p('slug')}
                helperText={p('slug_help')}
                sx={{ minWidth: 240, flex: 1 }}
              />
            </Stack>
            <TextInput
              source={`texts.${locale}.description`}
              label={p('description')}
              multiline
              minRows={2}
            />
          </Stack>
        );
      })}
    </Stack>
  );
};

const UnitsTab = () => {
  const options = useEditorOptions();
  const localised = useLocalised();
  const units = (options?.units ?? []).map((unit) => ({
    id: unit.id,
    name: `${unit.identifier} – ${localised(unit.labels, unit.identifier)}`,
  }));
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <SelectInput
          source="salesUnitId"
          label={p('salesUnitId')}
          choices={units}
          validate={required()}
          {...wide}
        />
        <TextInput source="minimumOrderQuantity" label={r('minimumOrderQuantity')} />
        <TextInput source="quantityIncrement" label={r('quantityIncrement')} />
        <TextInput source="quantityConversionFactor" label={r('quantityConversionFactor')} />
        <BooleanInput source="minimumOrderOverride" label={r('minimumOrderOverride')} />
      </Stack>
      <ArrayInput source="units" label="product_editor.tabs.units">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="unitId" label={p('unitId')} choices={units} validate={required()} />
          <TextInput source="conversionFactor" label={p('conversionFactor')} validate={required()} />
          <NumberInput source="precision" label={p('precision')} min={0} max={3} />
          <BooleanInput source="isDefault" label={p('isDefault')} />
        </SimpleFormIterator>
      </ArrayInput>
    </Stack>
  );
};

const PricesTab = ({ record }: { record: ProductDetail | undefined }) => {
  const options = useEditorOptions();
  const translate = useTranslate();
  const stores = (options?.stores ?? []).map((store) => ({
    id: store.id,
    name: `${store.code.toUpperCase()} (${store.currency})`,
  }));
  return (
    <Stack sx={{ width: '100%' }} spacing={2}>
      <ArrayInput source="prices" label="product_editor.tabs.prices">
        <SimpleFormIterator disableReordering>
          <SelectInput source="storeId" label={p('storeId')} choices={stores} validate={required()} />
          <MoneyInput source="priceMinor" label={p('priceMinor')} validate={required()} />
          <MoneyInput source="recommendedPriceMinor" label={p('recommendedPriceMinor')} />
          <MoneyInput source="surchargeMinor" label={p('surchargeMinor')} />
          <ArrayInput source="tiers" label={p('tiers')}>
            <SimpleFormIterator inline disableReordering>
              <TextInput source="minQuantity" label={p('minQuantity')} validate={required()} />
              <MoneyInput source="priceMinor" label={p('priceMinor')} validate={required()} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
      <AgreedPrices record={record} />
      <Typography variant="subtitle1" component="h3">
        {translate('product_editor.price_rules')}
      </Typography>
      {record?.priceRules?.length ? (
        <ul>
          {record.priceRules.map((rule) => (
            <li key={rule.id}>{rule.name}</li>
          ))}
        </ul>
      ) : (
        <Typography variant="body2">{translate('product_editor.rules_none')}</Typography>
      )}
    </Stack>
  );
};

/** The company and group prices of the product: read-only here, edited with the customers. */
const AgreedPrices = ({ record }: { record: ProductDetail | undefined }) => {
  const translate = useTranslate();
  const agreed = record?.agreedPrices ?? [];
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3">
        {translate('product_editor.agreed_prices')}
      </Typography>
      {agreed.length === 0 ? (
        <Typography variant="body2">{translate('product_editor.agreed_none')}</Typography>
      ) : (
        <Table size="small" sx={{ overflowX: 'auto', display: 'block' }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(p('storeId'))}</TableCell>
              <TableCell>{translate('product_editor.customer')}</TableCell>
              <TableCell>{translate('product_editor.group')}</TableCell>
              <TableCell>{translate(p('minQuantity'))}</TableCell>
              <TableCell align="right">{translate(p('priceMinor'))}</TableCell>
              <TableCell>{translate('product_editor.valid')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {agreed.map((price, index) => (
              <TableRow key={index}>
                <TableCell>{price.store.toUpperCase()}</TableCell>
                <TableCell>{price.companyName ?? ''}</TableCell>
                <TableCell>{price.groupName ?? ''}</TableCell>
                <TableCell>{price.minQuantity}</TableCell>
                <TableCell align="right">
                  <MoneyText amountMinor={price.priceMinor} currency={price.currency} />
                </TableCell>
                <TableCell>
                  {price.validFrom ?? ''} – {price.validTo ?? ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
};

const AttributesTab = () => {
  const options = useEditorOptions();
  const familyId = useWatch<ProductFormValues, 'familyId'>({ name: 'familyId' });
  const family = options?.families.find((candidate) => candidate.id === familyId);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, width: '100%' }}>
      {(family?.attributes ?? []).map((attribute) => (
        <AttributeInput key={attribute.code} attribute={attribute} />
      ))}
    </Stack>
  );
};

/** One technical attribute, typed by its family's definition. */
const AttributeInput = ({ attribute }: { attribute: EditorAttribute }) => {
  const localised = useLocalised();
  const source = `attributes.${attribute.code}`;
  const label = `${localised(attribute.labels, attribute.code)}${attribute.unit ? ` (${attribute.unit})` : ''}`;
  switch (attribute.dataType) {
    case 'integer':
      return <NumberInput source={source} label={label} step={1} {...wide} />;
    case 'decimal':
      return <NumberInput source={source} label={label} {...wide} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'enum':
      return (
        <SelectInput
          source={source}
          label={label}
          parse={emptyIsNull}
          choices={(attribute.options ?? []).map((option) => ({
            id: option,
            name: localised(attribute.optionLabels[option], option),
          }))}
          {...wide}
        />
      );
    case 'text':
      return <TextInput source={source} label={label} {...wide} />;
  }
};

const RelationsTab = () => {
  const translate = useTranslate();
  const localised = useLocalised();
  const kinds = (['related', 'alternative', 'accessory'] as const).map((kind) => ({
    id: kind,
    name: translate(`product_editor.kinds.${kind}`),
  }));
  return (
    <ArrayInput source="relations" label="product_editor.tabs.relations">
      <SimpleFormIterator inline>
        <SelectInput source="kind" label={p('kind')} choices={kinds} validate={required()} />
        <ReferenceInput source="relatedId" reference="products">
          <AutocompleteInput
            label={p('relatedId')}
            filterToQuery={(q: string) => ({ q })}
            optionText={(product: ProductListRow) =>
              `${product.sku} – ${localised(product.names, product.name)}`
            }
            validate={required()}
            sx={{ minWidth: 320 }}
          />
        </ReferenceInput>
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const StockTab = () => {
  const translate = useTranslate();
  const statuses = STOCK_STATUSES.map((status) => ({
    id: status,
    name: translate(`resources.products.stockStatus.${status}`),
  }));
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <SelectInput source="stockStatus" label={r('stockStatus')} choices={statuses} validate={required()} />
        <NumberInput source="stockQuantity" label={r('stockQuantity')} min={0} step={1} />
        <DateInput source="preliminaryDeliveryDate" label={p('preliminaryDeliveryDate')} />
        <TextInput source="surchargeCode" label={r('surchargeCode')} />
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        {(['grossWeight', 'netWeight', 'grossVolume', 'netVolume', 'height', 'length', 'width'] as const).map(
          (field) => (
            <TextInput key={field} source={field} label={r(field)} />
          ),
        )}
      </Stack>
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('product_editor.media_note')}
      </Alert>
    </Stack>
  );
};
