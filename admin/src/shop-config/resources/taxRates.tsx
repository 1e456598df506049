import TaxRateIcon from '@mui/icons-material/Percent';
import { BooleanInput, DataTable, regex, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/tax-rates';

const TaxRateList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable.Col source="name" />
    <DataTable.Col source="rate" render={(taxRate) => `${taxRate.rate} %`} />
    <DataTable.Col source="active" render={(taxRate) => (taxRate.active ? '✓' : '')} />
  </ShopConfigList>
);

export const taxRates = defineScreen({
  name: NAME,
  icon: TaxRateIcon,
  list: TaxRateList,
  recordRepresentation: (taxRate) => `${taxRate.name} (${taxRate.rate} %)`,
  form: () => (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput
        source="rate"
        validate={[required(), regex(/^\d{1,2}(\.\d{1,3})?$/, `resources.${NAME}.invalid_rate`)]}
      />
      <BooleanInput source="active" defaultValue />
    </>
  ),
});
