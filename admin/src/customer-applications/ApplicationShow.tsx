import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { ApplicationDecisionButtons } from './ApplicationDecisionButtons';
import { ApplicationStatusField } from './ApplicationStatusField';
import type { CustomerApplication } from './types';
import { LocalNumberField } from '../common/LocalNumberField';

const ShowActions = () => (
  <TopToolbar>
    <ApplicationDecisionButtons />
  </TopToolbar>
);

export const ApplicationShow = () => (
  <Show<CustomerApplication> actions={<ShowActions />}>
    <SimpleShowLayout>
      <FieldGrid label={false}>
        <ApplicationStatusField source="status" />
        <DateTimeField source="createdAt" />
        <TextField source="companyName" />
        <TextField source="organizationNumber" />
        <TextField source="salutation" emptyText="—" />
        <TextField source="firstname" />
        <TextField source="lastname" />
        <TextField source="email" />
        <TextField source="phone" emptyText="—" />
        <TextField source="street" />
        <TextField source="postcode" />
        <TextField source="city" />
        <TextField source="country" />
        <TextField source="locale" />
        <DateTimeField source="decidedAt" emptyText="—" />
        <LocalNumberField source="companyId" emptyText="—" />
        <LocalNumberField source="customerId" emptyText="—" />
      </FieldGrid>
      <TextField source="message" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
