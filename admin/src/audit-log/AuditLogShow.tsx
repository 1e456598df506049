import { FunctionField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { JsonField } from '../common/JsonField';
import type { AuditEntry } from './types';
import { LocalNumberField } from '../common/LocalNumberField';

const WHOLE = { useGrouping: false };

export const AuditLogShow = () => {
  const translate = useTranslate();
  return (
    <Show<AuditEntry>>
      <SimpleShowLayout>
        <FieldGrid label={false}>
          <LocalNumberField source="id" options={WHOLE} />
          <DateTimeField source="occurredAt" />
          <TextField source="action" />
          <FunctionField<AuditEntry>
            source="actorType"
            render={(entry) =>
              translate(`resources.audit-log.actorType.${entry.actorType}`, { _: entry.actorType })
            }
          />
          <LocalNumberField source="actorId" options={WHOLE} emptyText="—" />
          <TextField source="subjectType" emptyText="—" />
          <LocalNumberField source="subjectId" options={WHOLE} emptyText="—" />
          <LocalNumberField source="onBehalfOfCustomerId" options={WHOLE} emptyText="—" />
          <TextField source="ip" emptyText="—" />
        </FieldGrid>
        <JsonField source="details" />
      </SimpleShowLayout>
    </Show>
  );
};
