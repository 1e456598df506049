import PaymentIcon from '@mui/icons-material/Payment';
import { PAYMENT_GATEWAYS } from '@tradeshop/shared';
import {
  ArrayInput,
  BooleanInput,
  DataTable,
  NumberInput,
  ReferenceInput,
  required,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { LocalisedText } from '../kit/LocalisedText';
import { ShopConfigList } from '../kit/ShopConfigList';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';

const NAME = 'shop-config/payment-providers';
const field = (key: string) => `resources.${NAME}.fields.${key}`;
const GATEWAYS = PAYMENT_GATEWAYS.map((gateway) => ({
  id: gateway,
  name: `resources.${NAME}.gateways.${gateway}`,
}));

const PaymentProviderList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'position', order: 'ASC' }}
    filters={[<BooleanInput key="active" source="active" />]}
  >
    <DataTable.Col source="identifier" />
    <DataTable.Col
      source="labels"
      disableSort
      render={(provider) => <LocalisedText texts={provider.labels} />}
    />
    <DataTable.Col source="gateway">
      <SelectField source="gateway" choices={GATEWAYS} />
    </DataTable.Col>
    <DataTable.Col source="rules" disableSort render={(provider) => (provider.rules as unknown[]).length} />
    <DataTable.Col source="testMode" disableSort render={(provider) => (provider.testMode ? '✓' : '')} />
    <DataTable.NumberCol source="position" />
    <DataTable.Col source="active" render={(provider) => (provider.active ? '✓' : '')} />
  </ShopConfigList>
);

export const paymentProviders = defineScreen({
  name: NAME,
  icon: PaymentIcon,
  list: PaymentProviderList,
  recordRepresentation: 'identifier',
  form: () => (
    <>
      <TextInput source="identifier" validate={required()} />
      <SelectInput source="gateway" choices={GATEWAYS} validate={required()} />
      <TranslatedTextInput source="labels" label={field('labels')} />
      <TranslatedTextInput source="descriptions" label={field('descriptions')} />
      <BooleanInput source="testMode" defaultValue />
      <NumberInput source="position" step={1} defaultValue={0} />
      <BooleanInput source="active" defaultValue />
      <ArrayInput source="rules" defaultValue={[]} helperText={`resources.${NAME}.rules_help`}>
        <SimpleFormIterator inline disableReordering>
          <ReferenceInput source="ruleId" reference="shop-config/payment-provider-rules">
            <SelectInput optionText="name" label={field('ruleId')} validate={required()} />
          </ReferenceInput>
          <NumberInput source="priority" label={field('priority')} step={1} defaultValue={0} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
});
