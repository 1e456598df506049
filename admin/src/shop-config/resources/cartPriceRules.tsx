import RuleIcon from '@mui/icons-material/LocalOffer';
import { RULE_VOCABULARY } from '@tradeshop/shared';
import { BooleanInput, DataTable, NumberInput, required, TextInput } from 'react-admin';
import { defineScreen } from '../kit/defineScreen';
import { RuleRowsInput } from '../kit/RuleRowsInput';
import { ShopConfigList } from '../kit/ShopConfigList';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';
import { VoucherCodesPanel } from '../kit/VoucherCodesPanel';

const NAME = 'shop-config/cart-price-rules';
const VOCABULARY = RULE_VOCABULARY.cart_price_rule;

const CartPriceRuleList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'priority', order: 'ASC' }}
    filters={[
      <BooleanInput key="active" source="active" />,
      <BooleanInput key="isVoucherRule" source="isVoucherRule" />,
    ]}
  >
    <DataTable.Col source="name" />
    <DataTable.NumberCol source="priority" />
    <DataTable.Col source="isVoucherRule" disableSort render={(rule) => (rule.isVoucherRule ? '✓' : '')} />
    <DataTable.NumberCol source="voucherCodeCount" disableSort />
    <DataTable.Col source="active" render={(rule) => (rule.active ? '✓' : '')} />
  </ShopConfigList>
);

export const cartPriceRules = defineScreen({
  name: NAME,
  icon: RuleIcon,
  list: CartPriceRuleList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline fullWidth />
      <TranslatedTextInput source="labels" label="resources.shop-config/cart-price-rules.fields.labels" />
      <BooleanInput source="active" defaultValue />
      <BooleanInput source="isVoucherRule" />
      <NumberInput source="priority" step={1} defaultValue={0} />
      <BooleanInput source="stopPropagation" />
      <RuleRowsInput source="conditions" types={VOCABULARY.conditions} />
      <RuleRowsInput source="actions" types={VOCABULARY.actions} />
    </>
  ),
  aside: () => <VoucherCodesPanel />,
});
