import IndexIcon from '@mui/icons-material/ManageSearch';
import { ArrayInput, DataTable, required, SimpleFormIterator, TextInput } from 'react-admin';
import { CloneButton } from '../kit/CloneButton';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/indices';

const IndexList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'code', order: 'ASC' }}>
    <DataTable.Col source="code" />
    <DataTable.Col source="name" />
    <DataTable.Col
      source="attributeCodes"
      disableSort
      render={(index) => (index.attributeCodes as string[]).join(', ')}
    />
  </ShopConfigList>
);

export const indices = defineScreen({
  name: NAME,
  icon: IndexIcon,
  list: IndexList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="code" validate={required()} />
      <TextInput source="name" validate={required()} />
      <ArrayInput source="attributeCodes">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label={`resources.${NAME}.fields.attributeCode`} validate={required()} />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
  aside: () => <CloneButton resource={NAME} />,
});
