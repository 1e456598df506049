import ConfigurationIcon from '@mui/icons-material/Tune';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  DataTable,
  FormDataConsumer,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../httpClient';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';

const NAME = 'shop-config/configurations';
const CONFIG_URL = '/admin/coreshop/configurations/get-config';

/** A key as get-config describes it: its value type, bounds and default. */
interface ConfigurationKey {
  key: string;
  type: 'integer' | 'weekdays';
  description: string;
  perStore: boolean;
  min?: number;
  max?: number;
  defaultValue: unknown;
}

let keysRequest: Promise<ConfigurationKey[]> | undefined;

function loadKeys(): Promise<ConfigurationKey[]> {
  keysRequest ??= httpClient(CONFIG_URL)
    .then(({ json }) => (json as { data: { keys: ConfigurationKey[] } }).data.keys)
    .catch((error: unknown) => {
      keysRequest = undefined;
      throw error;
    });
  return keysRequest;
}

function useConfigurationKeys(): ConfigurationKey[] | undefined {
  const [keys, setKeys] = useState<ConfigurationKey[]>();
  useEffect(() => {
    let current = true;
    loadKeys().then(
      (loaded) => current && setKeys(loaded),
      () => current && setKeys([]),
    );
    return () => {
      current = false;
    };
  }, []);
  return keys;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
const weekdayName = (day: number) => `resources.${NAME}.weekdays.${day}`;

const ConfigurationValue = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  if (Array.isArray(value)) {
    const days = WEEKDAYS.filter((day) => value.includes(day));
    return <>{days.map((day) => translate(weekdayName(day))).join(', ')}</>;
  }
  return <>{String(value)}</>;
};

const ConfigurationList = () => (
  <ShopConfigList resource={NAME} sort={{ field: 'key', order: 'ASC' }}>
    <DataTable.Col source="key" />
    <DataTable.Col source="storeId">
      <ReferenceField source="storeId" reference="shop-config/stores" emptyText="shop_config.all_stores" />
    </DataTable.Col>
    <DataTable.Col source="value" disableSort render={(row) => <ConfigurationValue value={row.value} />} />
  </ShopConfigList>
);

/** The value input that fits the key: weekdays to pick, or a whole number within the key's bounds. */
const ValueInput = ({ definition }: { definition: ConfigurationKey | undefined }) => {
  const translate = useTranslate();
  if (!definition) return null;
  const helperText = definition.description;
  if (definition.type === 'weekdays') {
    return (
      <SelectArrayInput
        source="value"
        validate={required()}
        helperText={helperText}
        choices={WEEKDAYS.map((day) => ({ id: day, name: weekdayName(day) }))}
      />
    );
  }
  const { min, max } = definition;
  const outOfRange = translate(`resources.${NAME}.out_of_range`, { min, max });
  return (
    <NumberInput
      source="value"
      min={min}
      max={max}
      step={1}
      helperText={helperText}
      validate={[
        required(),
        (value: number) =>
          value != null &&
          (!Number.isInteger(value) || value < (min ?? -Infinity) || value > (max ?? Infinity))
            ? outOfRange
            : undefined,
      ]}
    />
  );
};

/** A new key starts from its default value, so a weekday list never lands in a number input or the reverse. */
const ResetValueOnKeyChange = ({ keys }: { keys: ConfigurationKey[] | undefined }) => {
  const key = useWatch({ name: 'key' }) as string | undefined;
  const { setValue } = useFormContext();
  const previousKey = useRef(key);
  useEffect(() => {
    if (previousKey.current === key) return;
    previousKey.current = key;
    const definition = keys?.find((entry) => entry.key === key);
    setValue('value', definition?.defaultValue ?? null, { shouldDirty: true });
  }, [key, keys, setValue]);
  return null;
};

const ConfigurationForm = () => {
  const keys = useConfigurationKeys();
  return (
    <>
      <SelectInput
        source="key"
        validate={required()}
        isPending={!keys}
        choices={(keys ?? []).map((entry) => ({ id: entry.key, name: entry.key }))}
      />
      <ReferenceInput source="storeId" reference="shop-config/stores">
        <SelectInput
          optionText="name"
          emptyText="shop_config.all_stores"
          parse={(value: string) => (value === '' ? null : value)}
        />
      </ReferenceInput>
      <ResetValueOnKeyChange keys={keys} />
      <FormDataConsumer>
        {({ formData }) => (
          <ValueInput key={formData.key} definition={keys?.find((entry) => entry.key === formData.key)} />
        )}
      </FormDataConsumer>
    </>
  );
};

export const configurations = defineScreen({
  name: NAME,
  icon: ConfigurationIcon,
  list: ConfigurationList,
  recordRepresentation: 'key',
  form: () => <ConfigurationForm />,
});
