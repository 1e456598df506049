import { DataTable, List, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { actorTypeChoices, type AuditEntry } from './types';

const filters = [
  <TextInput key="action" source="action" alwaysOn />,
  <SelectInput key="actorType" source="actorType" choices={actorTypeChoices} alwaysOn />,
  <NumberInput key="actorId" source="actorId" />,
  <TextInput key="subjectType" source="subjectType" />,
  <NumberInput key="subjectId" source="subjectId" />,
  <NumberInput key="onBehalfOfCustomerId" source="onBehalfOfCustomerId" />,
];

const Column = DataTable.Col<AuditEntry>;

const ActorType = ({ record }: { record: AuditEntry }) => {
  const translate = useTranslate();
  return <>{translate(`resources.audit-log.actorType.${record.actorType}`, { _: record.actorType })}</>;
};

/** Who did what and when, newest first; read-only. */
export const AuditLogList = () => (
  <List<AuditEntry>
    filters={filters}
    sort={{ field: 'occurredAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<AuditEntry> rowClick="show" bulkActionButtons={false}>
      <Column source="occurredAt" field={CompactDateTimeField} />
      <Column source="action" sx={{ fontFamily: 'monospace' }} />
      <Column source="actorType" render={(record) => <ActorType record={record} />} />
      <DataTable.NumberCol source="actorId" disableSort options={{ useGrouping: false }} />
      <Column source="subjectType" disableSort />
      <DataTable.NumberCol source="subjectId" options={{ useGrouping: false }} />
      <DataTable.NumberCol source="onBehalfOfCustomerId" disableSort options={{ useGrouping: false }} />
      <Column source="ip" disableSort />
    </DataTable>
  </List>
);
