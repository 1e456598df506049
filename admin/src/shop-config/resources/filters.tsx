import FilterIcon from '@mui/icons-material/FilterAlt';
import {
  ArrayInput,
  AutocompleteArrayInput,
  DataTable,
  FormDataConsumer,
  ReferenceArrayInput,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { CloneButton } from '../kit/CloneButton';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/filters';

const FACET_GROUPS = [
  'parentCategoryIds',
  'stockStatusIds',
  'brandIds',
  'productLineIds',
  'attributeIds',
].map((id) => ({ id, name: `resources.${NAME}.groups.${id}` }));

const FilterList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'code', order: 'ASC' }}>
    <DataTable.Col source="code" />
    <DataTable.Col source="name" />
    <DataTable.Col source="indexId" disableSort>
      <ReferenceField source="indexId" reference="shop-config/indices" />
    </DataTable.Col>
    <DataTable.Col
      source="facets"
      disableSort
      render={(filter) =>
        (filter.facets as { param: string; attribute: string | null }[])
          .map((facet) => facet.attribute ?? facet.param)
          .join(' › ')
      }
    />
  </ShopConfigList>
);

export const filters = defineScreen({
  name: NAME,
  icon: FilterIcon,
  list: FilterList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="code" validate={required()} />
      <TextInput source="name" validate={required()} />
      <ReferenceInput source="indexId" reference="shop-config/indices">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <ArrayInput source="facets" defaultValue={[]}>
        <SimpleFormIterator inline>
          <SelectInput
            source="param"
            label={`resources.${NAME}.fields.param`}
            choices={FACET_GROUPS}
            validate={required()}
          />
          <FormDataConsumer>
            {({ scopedFormData }) =>
              scopedFormData?.param === 'attributeIds' ? (
                <TextInput
                  source="attribute"
                  label={`resources.${NAME}.fields.attribute`}
                  validate={required()}
                />
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <ReferenceArrayInput source="categoryIds" reference="categories">
        <AutocompleteArrayInput optionText="name" />
      </ReferenceArrayInput>
    </>
  ),
  aside: () => <CloneButton resource={NAME} />,
});
