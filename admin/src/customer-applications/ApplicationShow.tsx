import { NumberField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { ApplicationDecisionButtons } from './ApplicationDecisionButtons';
import { ApplicationStatusField } from './ApplicationStatusField';
import type { CustomerApplication } from './types';

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
        <NumberField source="companyId" emptyText="—" />
        <NumberField source="customerId" emptyText="—" />
      </FieldGrid>
      <TextField source="message" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
    </SimpleShowLayout>
  </Show>
);
