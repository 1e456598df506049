import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  ExportButton,
  List,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Box, Chip, useMediaQuery, type Theme } from '@mui/material';
import { CompactDateTimeField } from '../common/DateTimeField';
import { scrollingListSx } from '../common/scrollingListSx';
import { SearchFilter } from '../common/SearchFilter';
import { kindChoices, statusChoices } from './choices';
import { type AdminCustomer, R } from './types';

const filters = [
  <SearchFilter key="q" source="q" placeholder={`${R}.fields.q`} alwaysOn />,
  <ReferenceInput key="companyId" source="companyId" reference="customer-companies">
    <AutocompleteInput optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="groupId" source="groupId" reference="customer-groups">
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <SelectInput key="active" source="active" choices={statusChoices} />,
];

const Column = DataTable.Col<AdminCustomer>;

export const CustomerStatus = ({ customer }: { customer: AdminCustomer }) => {
  const translate = useTranslate();
  return customer.active ? (
    <>{translate(`${R}.status.active`)}</>
  ) : (
    <Chip size="small" color="error" label={translate(`${R}.status.blocked`)} />
  );
};

const KindText = ({ customer }: { customer: AdminCustomer }) => {
  const translate = useTranslate();
  return <>{translate(`${R}.kinds.${customer.kind}`)}</>;
};

const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

/** On a phone: one row a customer with the name, the e-mail and company, the kind and the status. */
const CustomerSimpleList = () => (
  <SimpleList<AdminCustomer>
    linkType="edit"
    primaryText={(customer) => customer.name}
    secondaryText={(customer) => [customer.email, customer.companyName].filter(Boolean).join(' · ')}
    tertiaryText={(customer) => <CustomerStatus customer={customer} />}
  />
);

const CustomerDataTable = () => (
  <DataTable<AdminCustomer> rowClick="edit" bulkActionButtons={false}>
    <Column source="lastname" label={`${R}.fields.name`} render={(customer) => customer.name} />
    <Column source="email" />
    <Column source="companyName" disableSort />
    <Column source="kind" disableSort render={(customer) => <KindText customer={customer} />} />
    <Column source="active" disableSort render={(customer) => <CustomerStatus customer={customer} />} />
    <Column source="lastLoginAt" field={CompactDateTimeField} />
  </DataTable>
);

/** Customers and salesreps, found by name, e-mail or company; filtered by company, group, kind and status. */
export const CustomerList = () => {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List<AdminCustomer>
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'lastname', order: 'ASC' }}
      perPage={25}
      sx={scrollingListSx}
    >
      <Box>{isPhone ? <CustomerSimpleList /> : <CustomerDataTable />}</Box>
    </List>
  );
};
