import CurrencyIcon from '@mui/icons-material/CurrencyExchange';
import { DataTable, NumberInput, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/currencies';

const CurrencyList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'isoCode', order: 'ASC' }}>
    <DataTable.Col source="isoCode" />
    <DataTable.Col source="name" />
    <DataTable.Col source="symbol" disableSort />
    <DataTable.NumberCol source="fractionDigits" />
  </ShopConfigList>
);

export const currencies = defineScreen({
  name: NAME,
  icon: CurrencyIcon,
  list: CurrencyList,
  recordRepresentation: 'isoCode',
  form: () => (
    <>
      <TextInput source="isoCode" validate={required()} />
      <TextInput source="name" validate={required()} />
      <TextInput source="symbol" validate={required()} />
      <NumberInput source="fractionDigits" min={0} max={4} step={1} defaultValue={2} />
    </>
  ),
});
