import CarrierIcon from '@mui/icons-material/LocalShipping';
import { LITHIUM_UN_NUMBERS } from '@tradeshop/shared';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  DataTable,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { LocalisedText } from '../kit/LocalisedText';
import { MoneyInput } from '../kit/MoneyInput';
import { ShopConfigList } from '../kit/ShopConfigList';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';

const NAME = 'shop-config/carriers';
const field = (key: string) => `resources.${NAME}.fields.${key}`;

const CarrierList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'position', order: 'ASC' }}
    filters={[<BooleanInput key="active" source="active" />]}
  >
    <DataTable.Col source="identifier" />
    <DataTable.Col
      source="labels"
      disableSort
      render={(carrier) => <LocalisedText texts={carrier.labels} />}
    />
    <DataTable.Col
      source="refusedUnNumbers"
      disableSort
      render={(carrier) => (carrier.refusedUnNumbers as string[]).join(', ')}
    />
    <DataTable.Col
      source="dangerousGoodsSurchargeMinor"
      disableSort
      render={(carrier) => (carrier.dangerousGoodsSurchargeMinor / 100).toFixed(2)}
    />
    <DataTable.Col
      source="shippingRules"
      disableSort
      render={(carrier) => (carrier.shippingRules as unknown[]).length}
    />
    <DataTable.NumberCol source="position" />
    <DataTable.Col source="active" render={(carrier) => (carrier.active ? '✓' : '')} />
  </ShopConfigList>
);

export const carriers = defineScreen({
  name: NAME,
  icon: CarrierIcon,
  list: CarrierList,
  recordRepresentation: 'identifier',
  form: () => (
    <>
      <TextInput source="identifier" validate={required()} />
      <TranslatedTextInput source="labels" label={field('labels')} />
      <TranslatedTextInput source="descriptions" label={field('descriptions')} />
      <TextInput source="trackingUrl" fullWidth helperText={`resources.${NAME}.tracking_help`} />
      <ReferenceInput source="taxRuleGroupId" reference="shop-config/tax-rule-groups">
        <SelectInput optionText="name" emptyText="shop_config.none" />
      </ReferenceInput>
      <CheckboxGroupInput
        source="refusedUnNumbers"
        choices={LITHIUM_UN_NUMBERS.map((un) => ({ id: un, name: `resources.${NAME}.un.${un}` }))}
        defaultValue={[]}
      />
      <MoneyInput source="dangerousGoodsSurchargeMinor" defaultValue={0} />
      <NumberInput source="position" step={1} defaultValue={0} />
      <BooleanInput source="active" defaultValue />
      <ArrayInput source="shippingRules" defaultValue={[]}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="shippingRuleId" reference="shop-config/shipping-rules">
            <SelectInput optionText="name" label={field('shippingRuleId')} validate={required()} />
          </ReferenceInput>
          <NumberInput source="priority" label={field('priority')} step={1} defaultValue={0} />
          <BooleanInput source="stopPropagation" label={field('stopPropagation')} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
});
