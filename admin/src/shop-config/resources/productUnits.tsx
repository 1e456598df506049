import UnitIcon from '@mui/icons-material/Straighten';
import { DataTable, NumberInput, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { LocalisedText } from '../kit/LocalisedText';
import { ShopConfigList } from '../kit/ShopConfigList';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';

const NAME = 'shop-config/product-units';

const ProductUnitList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'identifier', order: 'ASC' }}>
    <DataTable.Col source="identifier" />
    <DataTable.Col source="labels" disableSort render={(unit) => <LocalisedText texts={unit.labels} />} />
    <DataTable.NumberCol source="precision" />
  </ShopConfigList>
);

export const productUnits = defineScreen({
  name: NAME,
  icon: UnitIcon,
  list: ProductUnitList,
  recordRepresentation: 'identifier',
  form: () => (
    <>
      <TextInput source="identifier" validate={required()} />
      <NumberInput source="precision" min={0} max={3} step={1} defaultValue={0} />
      <TranslatedTextInput source="labels" label={`resources.${NAME}.fields.labels`} />
    </>
  ),
});
