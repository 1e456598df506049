import UnitsIcon from '@mui/icons-material/ViewInAr';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/product-unit-definitions';

const decimal = (value: string) =>
  value && !/^\d{1,8}(\.\d{1,6})?$/.test(value) ? `resources.${NAME}.invalid_factor` : undefined;

const ProductUnitDefinitionList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'productId', order: 'ASC' }}
    filters={[
      <ReferenceInput key="productId" source="productId" reference="products">
        <AutocompleteInput optionText="sku" />
      </ReferenceInput>,
    ]}
  >
    <DataTable.Col source="productId">
      <ReferenceField source="productId" reference="products" />
    </DataTable.Col>
    <DataTable.Col source="unitId" disableSort>
      <ReferenceField source="unitId" reference="shop-config/product-units" />
    </DataTable.Col>
    <DataTable.Col source="conversionFactor" />
    <DataTable.NumberCol source="precision" />
    <DataTable.Col source="isDefault" disableSort render={(row) => (row.isDefault ? '✓' : '')} />
  </ShopConfigList>
);

export const productUnitDefinitions = defineScreen({
  name: NAME,
  icon: UnitsIcon,
  list: ProductUnitDefinitionList,
  form: () => (
    <>
      <ReferenceInput source="productId" reference="products">
        <AutocompleteInput optionText="sku" validate={required()} />
      </ReferenceInput>
      <ReferenceInput source="unitId" reference="shop-config/product-units">
        <AutocompleteInput optionText="identifier" validate={required()} />
      </ReferenceInput>
      <TextInput source="conversionFactor" validate={[required(), decimal]} />
      <NumberInput source="precision" min={0} max={3} step={1} />
      <BooleanInput source="isDefault" />
    </>
  ),
});
