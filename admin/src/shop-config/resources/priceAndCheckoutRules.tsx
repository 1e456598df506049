import PriceIcon from '@mui/icons-material/PriceChange';
import PaymentRuleIcon from '@mui/icons-material/RuleFolder';
import ShippingRuleIcon from '@mui/icons-material/LocalShipping';
import { RULE_VOCABULARY } from '@tradeshop/shared';
import { BooleanInput, DataTable, NumberInput, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { RuleRowsInput } from '../kit/RuleRowsInput';
import { ShopConfigList } from '../kit/ShopConfigList';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';

const PRODUCT_PRICE_RULES = 'shop-config/product-price-rules';

const ProductPriceRuleList = () => (
  <ShopConfigList
    resource={PRODUCT_PRICE_RULES}
    sort={{ field: 'priority', order: 'ASC' }}
    filters={[<BooleanInput key="active" source="active" />]}
  >
    <DataTable.Col source="name" />
    <DataTable.NumberCol source="priority" />
    <DataTable.Col source="active" render={(rule) => (rule.active ? '✓' : '')} />
  </ShopConfigList>
);

export const productPriceRules = defineScreen({
  name: PRODUCT_PRICE_RULES,
  icon: PriceIcon,
  list: ProductPriceRuleList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="name" validate={required()} />
      <TranslatedTextInput source="labels" label={`resources.${PRODUCT_PRICE_RULES}.fields.labels`} />
      <BooleanInput source="active" defaultValue />
      <NumberInput source="priority" step={1} defaultValue={0} />
      <BooleanInput source="stopPropagation" />
      <RuleRowsInput source="conditions" types={RULE_VOCABULARY.product_price_rule.conditions} />
      <RuleRowsInput source="actions" types={RULE_VOCABULARY.product_price_rule.actions} />
    </>
  ),
});

/** Shipping rules and payment provider rules: a name, a switch, and their rows. */
function plainRuleScreen(
  name: string,
  kind: 'shipping_rule' | 'payment_provider_rule',
  icon: typeof PriceIcon,
) {
  const List = () => (
    <ShopConfigList
      resource={name}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<BooleanInput key="active" source="active" />]}
    >
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="usedBy" disableSort />
      <DataTable.Col source="active" render={(rule) => (rule.active ? '✓' : '')} />
    </ShopConfigList>
  );
  return defineScreen({
    name,
    icon,
    list: List,
    recordRepresentation: 'name',
    form: () => (
      <>
        <TextInput source="name" validate={required()} />
        <BooleanInput source="active" defaultValue />
        <RuleRowsInput source="conditions" types={RULE_VOCABULARY[kind].conditions} />
        <RuleRowsInput source="actions" types={RULE_VOCABULARY[kind].actions} />
      </>
    ),
  });
}

export const shippingRules = plainRuleScreen('shop-config/shipping-rules', 'shipping_rule', ShippingRuleIcon);
export const paymentProviderRules = plainRuleScreen(
  'shop-config/payment-provider-rules',
  'payment_provider_rule',
  PaymentRuleIcon,
);
