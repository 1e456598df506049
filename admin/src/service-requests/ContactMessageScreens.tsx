import { DataTable, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { CompactDateTimeField, DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { HandledField } from './HandledField';
import { HandledList } from './HandledList';
import { HandledToggleButton } from './HandledToggleButton';
import { CONTACT_MESSAGES, type ContactMessage } from './types';

const Column = DataTable.Col<ContactMessage>;

export const ContactMessageList = () => (
  <HandledList resource={CONTACT_MESSAGES}>
    <DataTable<ContactMessage> rowClick="show" bulkActionButtons={false}>
      <Column source="reference" disableSort />
      <Column source="createdAt" field={CompactDateTimeField} />
      <Column source="subject" />
      <Column source="name" />
      <Column source="company" disableSort />
      <Column source="email" />
      <Column source="locale" disableSort />
      <Column source="handled" field={HandledField} />
    </DataTable>
  </HandledList>
);

export const ContactMessageShow = () => (
  <Show<ContactMessage>
    actions={
      <TopToolbar>
        <HandledToggleButton resource={CONTACT_MESSAGES} />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <FieldGrid label={false}>
        <TextField source="reference" />
        <HandledField source="handled" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="handledAt" emptyText="—" />
        <TextField source="name" />
        <TextField source="company" emptyText="—" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="orderNumber" emptyText="—" />
        <TextField source="locale" />
        <TextField source="customerId" emptyText="—" />
      </FieldGrid>
      <TextField source="subject" />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
