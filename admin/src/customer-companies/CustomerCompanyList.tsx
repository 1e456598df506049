import { DataTable, List, useTranslate } from 'react-admin';
import { CompactDateTimeField } from '../common/DateTimeField';
import { scrollingListSx } from '../common/scrollingListSx';
import { SearchFilter } from '../common/SearchFilter';
import type { CustomerCompany } from './types';

const filters = [
  <SearchFilter key="q" source="q" placeholder="resources.customer-companies.fields.q" alwaysOn />,
];

const Column = DataTable.Col<CustomerCompany>;

const ErpCustomerNumber = ({ company }: { company: CustomerCompany }) => {
  const translate = useTranslate();
  return <>{company.erpCustomerNumber ?? translate('resources.customer-companies.not_connected')}</>;
};

/** By name; the search also finds a company by its organization or ERP customer number. */
export const CustomerCompanyList = () => (
  <List<CustomerCompany>
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={false}
    sx={scrollingListSx}
  >
    <DataTable<CustomerCompany> rowClick="edit" bulkActionButtons={false}>
      <DataTable.NumberCol source="id" />
      <Column source="name" />
      <Column source="organizationNumber" />
      <Column source="erpCustomerNumber" render={(company) => <ErpCustomerNumber company={company} />} />
      <Column source="storeCode" disableSort />
      <DataTable.NumberCol source="customerCount" disableSort />
      <Column source="createdAt" field={CompactDateTimeField} />
    </DataTable>
  </List>
);
