import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import NotificationIcon from '@mui/icons-material/NotificationsActive';
import { IconButton } from '@mui/material';
import { NOTIFICATION_RECIPIENTS, NOTIFICATION_RULE_TYPES, NOTIFICATION_STATES } from '@tradeshop/shared';
import { useState } from 'react';
import {
  ArrayInput,
  AutocompleteArrayInput,
  BooleanInput,
  DataTable,
  email,
  FormDataConsumer,
  ReferenceArrayInput,
  required,
  SelectArrayInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { httpClient } from '../../httpClient';
import { defineScreen } from '../kit/defineScreen';
import { ShopConfigList } from '../kit/ShopConfigList';
import { useCanWrite } from '../kit/useCanWrite';

const NAME = 'shop-config/notification-rules';
const field = (key: string) => `resources.${NAME}.fields.${key}`;
const choicesOf = (group: string, values: readonly string[]) =>
  values.map((value) => ({ id: value, name: `resources.${NAME}.${group}.${value}` }));

/**
 * Moves a rule one place up or down in evaluation order: the sort extra takes every rule id in the new order,
 * so the whole order is read first (the list may be filtered or paged).
 */
const MoveButtons = () => {
  const rule = useRecordContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const canWrite = useCanWrite();
  const [busy, setBusy] = useState(false);
  if (!rule || !canWrite) return null;
  const move = async (step: -1 | 1) => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList(NAME, {
        pagination: { page: 1, perPage: 1000 },
        sort: { field: 'position', order: 'ASC' },
        filter: {},
      });
      const ids = data.map((row) => Number(row.id));
      const from = ids.indexOf(Number(rule.id));
      const to = from + step;
      if (from < 0 || to < 0 || to >= ids.length) return;
      [ids[from], ids[to]] = [ids[to], ids[from]];
      await httpClient(`/api/admin/${NAME}/sort`, { method: 'POST', body: JSON.stringify({ ids }) });
      notify(`resources.${NAME}.sorted`, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const stop = (action: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <>
      <IconButton
        size="small"
        disabled={busy}
        aria-label={translate(`resources.${NAME}.move_up`)}
        onClick={stop(() => void move(-1))}
      >
        <ArrowUpIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={busy}
        aria-label={translate(`resources.${NAME}.move_down`)}
        onClick={stop(() => void move(1))}
      >
        <ArrowDownIcon fontSize="small" />
      </IconButton>
    </>
  );
};

const NotificationRuleList = () => (
  <ShopConfigList
    resource={NAME}
    sort={{ field: 'position', order: 'ASC' }}
    filters={[
      <SelectInput key="type" source="type" choices={choicesOf('types', NOTIFICATION_RULE_TYPES)} />,
      <BooleanInput key="active" source="active" />,
    ]}
  >
    <DataTable.NumberCol source="position" />
    <DataTable.Col source="name" />
    <DataTable.Col source="type">
      <SelectField source="type" choices={choicesOf('types', NOTIFICATION_RULE_TYPES)} />
    </DataTable.Col>
    <DataTable.Col source="actions" disableSort render={(rule) => (rule.actions as unknown[]).length} />
    <DataTable.Col source="active" render={(rule) => (rule.active ? '✓' : '')} />
    <DataTable.Col source="order" disableSort>
      <MoveButtons />
    </DataTable.Col>
  </ShopConfigList>
);

/** A condition row: the states the event moved to (of the rule's type), or the stores it happened in. */
const ConditionInputs = ({ ruleType, conditionType }: { ruleType?: string; conditionType?: string }) => {
  if (conditionType === 'states') {
    const states = NOTIFICATION_STATES[ruleType as keyof typeof NOTIFICATION_STATES] ?? [];
    return (
      <SelectArrayInput
        source="states"
        label={field('states')}
        choices={states.map((state) => ({ id: state, name: state.replace(/_/g, ' ') }))}
        validate={required()}
      />
    );
  }
  if (conditionType === 'stores') {
    return (
      <ReferenceArrayInput source="storeIds" reference="shop-config/stores">
        <AutocompleteArrayInput optionText="name" label={field('storeIds')} validate={required()} />
      </ReferenceArrayInput>
    );
  }
  return null;
};

export const notificationRules = defineScreen({
  name: NAME,
  icon: NotificationIcon,
  list: NotificationRuleList,
  recordRepresentation: 'name',
  form: () => (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <SelectInput
        source="type"
        choices={choicesOf('types', NOTIFICATION_RULE_TYPES)}
        validate={required()}
      />
      <BooleanInput source="active" defaultValue />
      <ArrayInput source="conditions" defaultValue={[]}>
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="type"
            label={field('conditionType')}
            choices={choicesOf('condition_types', ['states', 'stores'])}
            validate={required()}
          />
          <FormDataConsumer>
            {({ formData, scopedFormData }) => (
              <ConditionInputs ruleType={formData.type} conditionType={scopedFormData?.type} />
            )}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput
        source="actions"
        defaultValue={[{ type: 'mail', recipient: 'customer' }]}
        validate={required()}
      >
        <SimpleFormIterator inline disableReordering>
          <SelectInput
            source="type"
            label={field('actionType')}
            choices={choicesOf('action_types', ['mail'])}
            defaultValue="mail"
            validate={required()}
          />
          <SelectInput
            source="recipient"
            label={field('recipient')}
            choices={choicesOf('recipients', NOTIFICATION_RECIPIENTS)}
            validate={required()}
          />
          <FormDataConsumer>
            {({ scopedFormData }) =>
              scopedFormData?.recipient === 'fixed' ? (
                <TextInput source="address" label={field('address')} validate={[required(), email()]} />
              ) : null
            }
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  ),
});
