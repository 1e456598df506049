import type { RuleActionType, RuleConditionType } from '@tradeshop/shared';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  DateInput,
  FormDataConsumer,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { MoneyInput } from './MoneyInput';

type RowType = RuleConditionType | RuleActionType;

/** A list of whole numbers typed as `1, 2, 3`: for references without a back-office list of their own. */
const IdListInput = ({ source, label }: { source: string; label: string }) => (
  <TextInput
    source={source}
    label={label}
    format={(ids: number[] | undefined) => (ids ?? []).join(', ')}
    parse={(text: string) =>
      text
        .split(/[\s,]+/)
        .filter(Boolean)
        .map(Number)
    }
  />
);

const CountryCodesInput = ({ source, label }: { source: string; label: string }) => {
  const { data = [] } = useGetList('shop-config/countries', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'isoCode', order: 'ASC' },
  });
  return (
    <SelectArrayInput
      source={source}
      label={label}
      choices={data.map((country) => ({ id: country.isoCode, name: country.isoCode }))}
    />
  );
};

/** The inputs of one row type, named as the shared RuleCondition / RuleAction fields. */
function rowInputs(type: RowType, label: (field: string) => string): ReactNode {
  const text = (field: string) => <TextInput source={field} label={label(field)} />;
  const money = (field: string) => <MoneyInput source={field} label={label(field)} />;
  const reference = (field: string, resource: string) => (
    <ReferenceArrayInput source={field} reference={resource}>
      <AutocompleteArrayInput label={label(field)} />
    </ReferenceArrayInput>
  );
  switch (type) {
    case 'customer_groups':
      return <IdListInput source="groupIds" label={label('groupIds')} />;
    case 'companies':
      return reference('companyIds', 'customer-companies');
    case 'stores':
      return <IdListInput source="storeIds" label={label('storeIds')} />;
    case 'countries':
      return <CountryCodesInput source="countryCodes" label={label('countryCodes')} />;
    case 'zones':
      return reference('zoneIds', 'shop-config/zones');
    case 'postcodes':
      return (
        <TextInput
          source="patterns"
          label={label('patterns')}
          format={(patterns: string[] | undefined) => (patterns ?? []).join(', ')}
          parse={(value: string) =>
            value
              .split(',')
              .map((pattern) => pattern.trim())
              .filter(Boolean)
          }
        />
      );
    case 'amount':
      return (
        <>
          {money('minMinor')}
          {money('maxMinor')}
        </>
      );
    case 'quantity':
      return (
        <>
          {text('min')}
          {text('max')}
        </>
      );
    case 'weight':
      return (
        <>
          {text('minKg')}
          {text('maxKg')}
        </>
      );
    case 'products':
      return reference('productIds', 'products');
    case 'categories':
      return reference('categoryIds', 'categories');
    case 'timespan':
      return (
        <>
          <DateInput source="from" label={label('from')} />
          <DateInput source="to" label={label('to')} />
        </>
      );
    case 'discount_percent':
    case 'addition_percent':
      return text('percent');
    case 'discount_amount':
    case 'price':
    case 'shipping_price':
    case 'addition_amount':
      return money('amountMinor');
    case 'gift_product':
      return (
        <ReferenceInput source="productId" reference="products">
          <AutocompleteInput label={label('productId')} />
        </ReferenceInput>
      );
    case 'voucher':
    case 'free_shipping':
      return null;
  }
}

/**
 * The condition or action rows of a rule (shared/src/domain/pricing-rules.ts): a type per row, then the
 * inputs that type takes. `types` is what this kind of rule understands (RULE_VOCABULARY).
 */
export const RuleRowsInput = ({
  source,
  types,
}: {
  source: 'conditions' | 'actions';
  types: readonly RowType[];
}) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`shop_config.rules.fields.${field}`);
  return (
    <ArrayInput source={source} label={`shop_config.rules.${source}`}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput
          source="type"
          label="shop_config.rules.type"
          choices={types.map((type) => ({ id: type, name: `shop_config.rules.types.${type}` }))}
        />
        <FormDataConsumer>
          {/* Inside the iterator, sources are relative to the row: `percent` is `actions.0.percent`. */}
          {({ scopedFormData }) =>
            scopedFormData?.type ? rowInputs(scopedFormData.type as RowType, label) : null
          }
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  );
};
