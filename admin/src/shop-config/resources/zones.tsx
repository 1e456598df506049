import ZoneIcon from '@mui/icons-material/Public';
import { BooleanInput, DataTable, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/zones';

const ZoneList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'name', order: 'ASC' }}
    filters={[<BooleanInput key="active" source="active" />]}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="active" render={(zone) => (zone.active ? '✓' : '')} />
  </ShopConfigList>
);

export const zones = defineScreen({
  name: NAME,
  icon: ZoneIcon,
  list: ZoneList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="name" validate={required()} />
      <BooleanInput source="active" defaultValue />
    </>
  ),
});
