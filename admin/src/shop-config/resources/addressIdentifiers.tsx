import AddressIdentifierIcon from '@mui/icons-material/ContactMail';
import { BooleanInput, DataTable, regex, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/address-identifiers';

const AddressIdentifierList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable.Col source="name" />
    <DataTable.Col source="active" render={(row) => (row.active ? '✓' : '')} />
  </ShopConfigList>
);

export const addressIdentifiers = defineScreen({
  name: NAME,
  icon: AddressIdentifierIcon,
  list: AddressIdentifierList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput
        source="name"
        validate={[required(), regex(/^[a-z][a-z0-9_]{1,49}$/, `resources.${NAME}.invalid_name`)]}
      />
      <BooleanInput source="active" defaultValue />
    </>
  ),
});
