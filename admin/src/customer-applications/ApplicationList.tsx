import { DataTable, List, SelectInput } from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { SearchFilter } from '../common/SearchFilter';
import { ApplicationStatusField } from './ApplicationStatusField';
import { applicationStatusChoices, type CustomerApplication } from './types';

const filters = [
  <SearchFilter key="q" source="q" placeholder="resources.customer-applications.fields.q" alwaysOn />,
  <SelectInput key="status" source="status" choices={applicationStatusChoices} alwaysOn />,
];

const Column = DataTable.Col<CustomerApplication>;

/** Newest first, so what came in lately is on top; the status filter finds what still waits. */
export const ApplicationList = () => (
  <List<CustomerApplication>
    filters={filters}
    filterDefaultValues={{ status: 'new' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <DataTable<CustomerApplication> rowClick="show" bulkActionButtons={false}>
      <DataTable.NumberCol source="id" />
      <Column source="createdAt" field={CompactDateTimeField} />
      <Column source="companyName" />
      <Column source="organizationNumber" disableSort />
      <Column
        source="lastname"
        label="resources.customer-applications.fields.contact"
        disableSort
        render={(application) => `${application.firstname} ${application.lastname}`}
      />
      <Column source="email" disableSort />
      <Column source="country" />
      <Column source="status" field={ApplicationStatusField} />
    </DataTable>
  </List>
);
