import TaxRuleGroupIcon from '@mui/icons-material/AccountBalance';
import { TAX_RULE_BEHAVIORS } from '@tradeshop/shared';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  DataTable,
  FormDataConsumer,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/tax-rule-groups';
const field = (name: string) => `resources.${NAME}.fields.${name}`;
const emptyIsNull = (value: string) => (value === '' ? null : value);

const TaxRuleGroupList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'name', order: 'ASC' }}
    filters={[<BooleanInput key="active" source="active" />]}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="rules" disableSort render={(group) => String(group.rules?.length ?? 0)} />
    <DataTable.Col source="active" render={(group) => (group.active ? '✓' : '')} />
  </ShopConfigList>
);

/** The group's rules in the order they apply: where (country, optionally one of its states), which rate, how. */
const TaxRulesInput = () => (
  <ArrayInput source="rules" label={field('rules')}>
    <SimpleFormIterator inline disableClear>
      <ReferenceInput source="countryId" reference="shop-config/countries" perPage={300}>
        <AutocompleteInput
          optionText="isoCode"
          label={field('countryId')}
          emptyText="shop_config.everywhere"
          parse={emptyIsNull}
        />
      </ReferenceInput>
      <FormDataConsumer>
        {({ scopedFormData }) =>
          scopedFormData?.countryId ? (
            <ReferenceInput
              source="stateId"
              reference="shop-config/states"
              filter={{ countryId: scopedFormData.countryId }}
              perPage={200}
            >
              <SelectInput
                optionText="name"
                label={field('stateId')}
                emptyText="shop_config.all_states"
                parse={emptyIsNull}
              />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <ReferenceInput source="taxRateId" reference="shop-config/tax-rates" perPage={200}>
        <SelectInput label={field('taxRateId')} validate={required()} />
      </ReferenceInput>
      <SelectInput
        source="behavior"
        label={field('behavior')}
        defaultValue="only_this"
        validate={required()}
        choices={TAX_RULE_BEHAVIORS.map((behavior) => ({
          id: behavior,
          name: `resources.${NAME}.behaviors.${behavior}`,
        }))}
      />
    </SimpleFormIterator>
  </ArrayInput>
);

export const taxRuleGroups = defineScreen({
  name: NAME,
  icon: TaxRuleGroupIcon,
  list: TaxRuleGroupList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="name" validate={required()} />
      <BooleanInput source="active" defaultValue />
      <TaxRulesInput />
    </>
  ),
});
