import CountryIcon from '@mui/icons-material/Flag';
import {
  BooleanInput,
  DataTable,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';
import { LocalisedText } from '../kit/LocalisedText';

const NAME = 'shop-config/countries';

const CountryList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'isoCode', order: 'ASC' }}
    filters={[
      <BooleanInput key="active" source="active" />,
      <ReferenceInput key="zoneId" source="zoneId" reference="shop-config/zones">
        <SelectInput optionText="name" />
      </ReferenceInput>,
    ]}
  >
    <DataTable.Col source="isoCode" />
    <DataTable.Col
      source="labels"
      disableSort
      render={(country) => <LocalisedText texts={country.labels} />}
    />
    <DataTable.Col source="zoneId" disableSort>
      <ReferenceField source="zoneId" reference="shop-config/zones" />
    </DataTable.Col>
    <DataTable.Col source="currencyId" disableSort>
      <ReferenceField source="currencyId" reference="shop-config/currencies" />
    </DataTable.Col>
    <DataTable.Col source="active" render={(country) => (country.active ? '✓' : '')} />
  </ShopConfigList>
);

export const countries = defineScreen({
  name: NAME,
  icon: CountryIcon,
  list: CountryList,
  recordRepresentation: 'isoCode',
  form: () => (
    <>
      <TextInput source="isoCode" validate={required()} />
      <TranslatedTextInput source="labels" label="resources.shop-config/countries.fields.labels" />
      <BooleanInput source="active" defaultValue />
      <ReferenceInput source="zoneId" reference="shop-config/zones">
        <SelectInput
          optionText="name"
          emptyText="shop_config.none"
          parse={(value: string) => (value === '' ? null : value)}
        />
      </ReferenceInput>
      <ReferenceInput source="currencyId" reference="shop-config/currencies">
        <SelectInput
          optionText="isoCode"
          emptyText="shop_config.none"
          parse={(value: string) => (value === '' ? null : value)}
        />
      </ReferenceInput>
    </>
  ),
});
