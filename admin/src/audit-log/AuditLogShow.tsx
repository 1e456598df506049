import { FunctionField, NumberField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { JsonField } from '../common/JsonField';
import type { AuditEntry } from './types';

const WHOLE = { useGrouping: false };

export const AuditLogShow = () => {
  const translate = useTranslate();
  return (
    <Show<AuditEntry>>
      <SimpleShowLayout>
        <FieldGrid label={false}>
          <NumberField source="id" options={WHOLE} />
          <DateTimeField source="occurredAt" />
          <TextField source="action" />
          <FunctionField<AuditEntry>
            source="actorType"
            render={(entry) =>
              translate(`resources.audit-log.actorType.${entry.actorType}`, { _: entry.actorType })
            }
          />
          <NumberField source="actorId" options={WHOLE} emptyText="—" />
          <TextField source="subjectType" emptyText="—" />
          <NumberField source="subjectId" options={WHOLE} emptyText="—" />
          <NumberField source="onBehalfOfCustomerId" options={WHOLE} emptyText="—" />
          <TextField source="ip" emptyText="—" />
        </FieldGrid>
        <JsonField source="details" />
      </SimpleShowLayout>
    </Show>
  );
};
