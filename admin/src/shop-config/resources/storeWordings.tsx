import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALE_NAMES, LOCALES } from '@tradeshop/shared';
import { useEffect, useState } from 'react';
import {
  DataTable,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../httpClient';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/store-wordings';
const CONFIG_URL = '/admin/coreshop/store_wordings/get-config';
const localeChoices = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));

let keysRequest: Promise<string[]> | undefined;

/** The storefront texts an override may name, as get-config lists them. */
function useStorefrontKeys(): ReadonlySet<string> | undefined {
  const [keys, setKeys] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let current = true;
    keysRequest ??= httpClient(CONFIG_URL).then(
      ({ json }) => (json as { data: { keys: string[] } }).data.keys,
    );
    keysRequest.then(
      (loaded) => current && setKeys(new Set(loaded)),
      () => {
        keysRequest = undefined;
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return keys;
}

const StoreWordingList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'key', order: 'ASC' }}>
    <DataTable.Col source="storeId">
      <ReferenceField source="storeId" reference="shop-config/stores" />
    </DataTable.Col>
    <DataTable.Col source="locale" />
    <DataTable.Col source="key" />
    <DataTable.Col source="value" />
  </ShopConfigList>
);

/** The key is checked as it is typed; the server refuses an unknown key all the same. */
const StoreWordingForm = () => {
  const translate = useTranslate();
  const keys = useStorefrontKeys();
  const knownKey = (value: string | undefined) =>
    value && keys && !keys.has(value.trim())
      ? translate(`resources.${NAME}.unknown_key`, { key: value.trim() })
      : undefined;
  return (
    <>
      <ReferenceInput source="storeId" reference="shop-config/stores">
        <SelectInput optionText="name" validate={required()} />
      </ReferenceInput>
      <SelectInput source="locale" choices={localeChoices} validate={required()} />
      <TextInput
        source="key"
        fullWidth
        helperText={`resources.${NAME}.key_help`}
        validate={[required(), knownKey]}
      />
      <TextInput source="value" multiline fullWidth validate={required()} />
    </>
  );
};

export const storeWordings = defineScreen({
  name: NAME,
  icon: TranslateIcon,
  list: StoreWordingList,
  recordRepresentation: 'key',
  form: StoreWordingForm,
});
