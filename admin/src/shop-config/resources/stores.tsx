import StoreIcon from '@mui/icons-material/Storefront';
import { LOCALE_NAMES, LOCALES } from '@tradeshop/shared';
import {
  BooleanInput,
  DataTable,
  email,
  FormDataConsumer,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  regex,
  required,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useGetList,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { defineScreen } from '../kit/defineScreen';
import { TranslatedTextInput } from '../kit/TranslatedTextInput';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/stores';
const localeChoices = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));
const keep = (value: string) => value ?? '';

/** The company the store's documents name as the seller. */
const SellerInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 2 }}>
        {translate(`resources.${NAME}.seller_heading`)}
      </Typography>
      <TextInput source="seller.legalName" parse={keep} fullWidth />
      <TextInput source="seller.street" parse={keep} fullWidth />
      <TextInput source="seller.postcode" parse={keep} />
      <TextInput source="seller.city" parse={keep} />
      <TextInput
        source="seller.country"
        parse={keep}
        validate={regex(/^([A-Za-z]{2})?$/, 'ra.validation.regex')}
      />
      <TextInput source="seller.businessId" parse={keep} />
      <TextInput source="seller.vatId" parse={keep} />
      <TextInput source="seller.phone" parse={keep} />
      <TextInput source="seller.email" type="email" parse={keep} validate={email()} />
      <TextInput
        source="seller.iban"
        parse={keep}
        validate={regex(/^([A-Za-z]{2}[0-9]{2}[A-Za-z0-9 ]{8,40})?$/, `resources.${NAME}.invalid_iban`)}
      />
      <TextInput
        source="seller.bic"
        parse={keep}
        validate={regex(/^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)?$/, `resources.${NAME}.invalid_bic`)}
      />
    </>
  );
};

const StoreList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'position', order: 'ASC' }}>
    <DataTable.Col source="code" />
    <DataTable.Col source="name" />
    <DataTable.Col source="country" />
    <DataTable.Col source="currency" />
    <DataTable.Col source="locales" disableSort render={(store) => store.locales?.join(', ')} />
    <DataTable.NumberCol source="position" />
    <DataTable.Col source="defaultTaxRuleGroupId" disableSort>
      <ReferenceField source="defaultTaxRuleGroupId" reference="shop-config/tax-rule-groups" />
    </DataTable.Col>
    <DataTable.Col source="guestCheckout" render={(store) => (store.guestCheckout ? '✓' : '')} />
  </ShopConfigList>
);

/** Stores name their country and currency by ISO code: the choices are the codes of the configured ones. */
const IsoCodeInput = ({
  source,
  reference,
  optional,
}: {
  source: string;
  reference: string;
  optional?: boolean;
}) => {
  const { data = [], isPending } = useGetList(reference, {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'isoCode', order: 'ASC' },
  });
  return (
    <SelectInput
      source={source}
      isPending={isPending}
      choices={data.map((row) => ({ id: row.isoCode, name: row.isoCode }))}
      {...(optional
        ? { emptyText: `resources.${NAME}.international`, parse: (value: string) => value || null }
        : { validate: required() })}
    />
  );
};

export const stores = defineScreen({
  name: NAME,
  icon: StoreIcon,
  list: StoreList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput
        source="code"
        validate={[required(), regex(/^[a-z][a-z0-9_-]{1,19}$/, `resources.${NAME}.invalid_code`)]}
      />
      <TextInput source="name" validate={required()} />
      <IsoCodeInput source="country" reference="shop-config/countries" optional />
      <IsoCodeInput source="currency" reference="shop-config/currencies" />
      <SelectArrayInput source="locales" choices={localeChoices} validate={required()} />
      <FormDataConsumer>
        {({ formData }) => (
          <SelectInput
            source="defaultLocale"
            validate={required()}
            choices={localeChoices.filter((choice) => (formData.locales ?? []).includes(choice.id))}
          />
        )}
      </FormDataConsumer>
      <NumberInput source="position" min={0} max={9999} step={1} defaultValue={0} />
      <TextInput
        source="salesEmail"
        type="email"
        validate={email()}
        parse={(value: string) => value || null}
      />
      <BooleanInput source="guestCheckout" defaultValue={false} />
      <BooleanInput source="pricesIncludeTax" defaultValue={false} />
      <ReferenceInput source="defaultTaxRuleGroupId" reference="shop-config/tax-rule-groups">
        <SelectInput
          optionText="name"
          emptyText="shop_config.none"
          parse={(value: string) => (value === '' ? null : value)}
        />
      </ReferenceInput>
      <TextInput
        source="orderNumberPrefix"
        defaultValue=""
        validate={regex(/^[A-Z0-9-]{0,10}$/, `resources.${NAME}.invalid_prefix`)}
      />
      <TextInput source="termsOfDelivery" multiline fullWidth defaultValue="" />
      <TextInput source="termsOfPayment" multiline fullWidth defaultValue="" />
      <TranslatedTextInput source="paymentTerms" label={`resources.${NAME}.payment_terms_heading`} />
      <TranslatedTextInput source="deliveryTerms" label={`resources.${NAME}.delivery_terms_heading`} />
      <SellerInputs />
    </>
  ),
});
