import { DataTable, List, SelectInput, Show, SimpleShowLayout, TextField } from 'react-admin';
import { CompactDateTimeField, DateTimeField } from '../common/DateTimeField';
import { FieldGrid } from '../common/FieldGrid';
import { SearchFilter } from '../common/SearchFilter';
import { OutcomeField } from './HandledField';
import { trackingOutcomeChoices, type TrackingRequest } from './types';

const filters = [
  <SearchFilter key="q" source="q" placeholder="resources.tracking-requests.fields.q" alwaysOn />,
  <SelectInput key="outcome" source="outcome" choices={trackingOutcomeChoices} alwaysOn />,
];

const Column = DataTable.Col<TrackingRequest>;

/** Every storefront tracking lookup, as asked: many refusals from one address are someone guessing. */
export const TrackingRequestList = () => (
  <List<TrackingRequest>
    filters={filters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={50}
    exporter={false}
  >
    <DataTable<TrackingRequest> rowClick="show" bulkActionButtons={false}>
      <DataTable.NumberCol source="id" />
      <Column source="createdAt" field={CompactDateTimeField} />
      <Column source="orderNumber" />
      <Column source="postcode" disableSort />
      <Column source="trackingNumber" disableSort />
      <Column source="outcome" field={OutcomeField} />
      <Column source="ip" />
    </DataTable>
  </List>
);

export const TrackingRequestShow = () => (
  <Show<TrackingRequest>>
    <SimpleShowLayout>
      <FieldGrid label={false}>
        <DateTimeField source="createdAt" />
        <OutcomeField source="outcome" />
        <TextField source="orderNumber" emptyText="—" />
        <TextField source="postcode" emptyText="—" />
        <TextField source="trackingNumber" emptyText="—" />
        <TextField source="ip" />
        <TextField source="locale" />
        <TextField source="customerId" emptyText="—" />
      </FieldGrid>
    </SimpleShowLayout>
  </Show>
);
