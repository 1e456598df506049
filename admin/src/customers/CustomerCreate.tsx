import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CustomerFields } from './CustomerForm';
import { type AdminCustomer, R } from './types';

/** A new customer; they receive an invitation mail to set their password. `?companyId=` pre-fills the company. */
export const CustomerCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const companyId = Number(new URLSearchParams(useLocation().search).get('companyId')) || null;
  return (
    <Create<AdminCustomer>
      mutationOptions={{
        onSuccess: (customer) => {
          notify(`${R}.created`, { type: 'success', messageArgs: { email: customer.email } });
          redirect('edit', 'customers', customer.id);
        },
      }}
    >
      <SimpleForm
        defaultValues={{ kind: 'customer', locale: 'fi', companyId, groupIds: [], companyAdmin: false }}
      >
        <CustomerFields withEmail />
      </SimpleForm>
    </Create>
  );
};
