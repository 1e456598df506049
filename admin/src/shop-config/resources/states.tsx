import StateIcon from '@mui/icons-material/Map';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  ReferenceField,
  ReferenceInput,
  required,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/states';

const StateList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'name', order: 'ASC' }}
    filters={[
      <ReferenceInput key="countryId" source="countryId" reference="shop-config/countries">
        <AutocompleteInput optionText="isoCode" />
      </ReferenceInput>,
    ]}
  >
    <DataTable.Col source="countryId" disableSort>
      <ReferenceField source="countryId" reference="shop-config/countries" />
    </DataTable.Col>
    <DataTable.Col source="isoCode" />
    <DataTable.Col source="name" />
    <DataTable.Col source="active" render={(state) => (state.active ? '✓' : '')} />
  </ShopConfigList>
);

export const states = defineScreen({
  name: NAME,
  icon: StateIcon,
  list: StateList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <ReferenceInput source="countryId" reference="shop-config/countries">
        <AutocompleteInput optionText="isoCode" validate={required()} />
      </ReferenceInput>
      <TextInput source="isoCode" validate={required()} />
      <TextInput source="name" validate={required()} />
      <BooleanInput source="active" defaultValue />
    </>
  ),
});
