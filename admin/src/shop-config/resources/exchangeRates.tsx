import ExchangeRateIcon from '@mui/icons-material/SwapHoriz';
import {
  DataTable,
  ReferenceField,
  ReferenceInput,
  regex,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';
import { DateTimeField } from '../../common/DateTimeField';

const NAME = 'shop-config/exchange-rates';

const ExchangeRateList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'updatedAt', order: 'DESC' }}>
    <DataTable.Col source="fromCurrencyId" disableSort>
      <ReferenceField source="fromCurrencyId" reference="shop-config/currencies" />
    </DataTable.Col>
    <DataTable.Col source="toCurrencyId" disableSort>
      <ReferenceField source="toCurrencyId" reference="shop-config/currencies" />
    </DataTable.Col>
    <DataTable.Col source="rate" />
    <DataTable.Col source="updatedAt">
      <DateTimeField source="updatedAt" />
    </DataTable.Col>
  </ShopConfigList>
);

const CurrencyInput = ({ source }: { source: string }) => (
  <ReferenceInput source={source} reference="shop-config/currencies" perPage={200}>
    <SelectInput optionText="isoCode" validate={required()} />
  </ReferenceInput>
);

export const exchangeRates = defineScreen({
  name: NAME,
  icon: ExchangeRateIcon,
  list: ExchangeRateList,
  form: () => (
    <>
      <CurrencyInput source="fromCurrencyId" />
      <CurrencyInput source="toCurrencyId" />
      <TextInput
        source="rate"
        helperText={`resources.${NAME}.rate_help`}
        validate={[
          required(),
          regex(/^\d{1,10}(\.\d{1,8})?$/, `resources.${NAME}.invalid_rate`),
          (value: string) => (value && Number(value) <= 0 ? `resources.${NAME}.invalid_rate` : undefined),
        ]}
      />
    </>
  ),
});
