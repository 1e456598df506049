import type { Permission } from '@tradeshop/shared';
import { Edit, SimpleForm, TextField, usePermissions, useRecordContext } from 'react-admin';
import { DateTimeField } from '../common/DateTimeField';
import { roomForPhoneToolbarSx } from '../common/roomForPhoneToolbarSx';
import { FieldGrid } from '../common/FieldGrid';
import { customersApi } from './api';
import { CustomerActions } from './CustomerActions';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerFields } from './CustomerForm';
import { CustomerStatus } from './CustomerList';
import { IdListPanel } from './IdListPanel';
import { type AdminCustomer, R } from './types';

const SalesrepCompanies = ({ canWrite }: { canWrite: boolean }) => {
  const customer = useRecordContext<AdminCustomer>();
  if (customer?.kind !== 'salesrep') return null;
  const S = `${R}.salesrep_companies`;
  return (
    <IdListPanel
      key={customer.id}
      testId="salesrep-companies"
      title={`${S}.title`}
      help={`${S}.help`}
      saveLabel={`${S}.save`}
      savedMessage={`${S}.saved`}
      reference="customer-companies"
      load={() => customersApi.salesrepCompanies(customer.id)}
      save={(ids) => customersApi.setSalesrepCompanies(customer.id, ids)}
      canWrite={canWrite}
    />
  );
};

const Status = () => {
  const customer = useRecordContext<AdminCustomer>();
  return customer ? <CustomerStatus customer={customer} /> : null;
};

/** A customer's details, their addresses, and for a salesrep the companies they serve. */
export const CustomerEdit = () => {
  const { permissions } = usePermissions<Permission[]>();
  const canWrite = permissions?.includes('customers.write') ?? false;
  return (
    <Edit<AdminCustomer>
      mutationMode="pessimistic"
      actions={<CustomerActions canWrite={canWrite} />}
      sx={roomForPhoneToolbarSx}
    >
      <SimpleForm>
        <FieldGrid>
          <TextField source="email" />
          <Status />
          <DateTimeField source="createdAt" />
          <DateTimeField source="lastLoginAt" emptyText="–" />
        </FieldGrid>
        <CustomerFields withEmail={false} />
      </SimpleForm>
      <CustomerAddresses canWrite={canWrite} />
      <SalesrepCompanies canWrite={canWrite} />
    </Edit>
  );
};
