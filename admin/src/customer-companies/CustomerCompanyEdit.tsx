import type { Permission } from '@tradeshop/shared';
import { useWatch } from 'react-hook-form';
import {
  BooleanInput,
  Edit,
  maxLength,
  regex,
  required,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { FieldGrid } from '../common/FieldGrid';
import { CompanyUsersPanel } from '../customers/CompanyUsersPanel';
import { CompanyMembers } from './CompanyMembers';
import { DuplicateNameWarning } from './DuplicateNameWarning';
import type { CustomerCompany } from './types';
import { useDuplicateNames } from './useDuplicateNames';
import { LocalNumberField } from '../common/LocalNumberField';
import { DateOnlyField } from '../common/DateTimeField';
import { roomForPhoneToolbarSx } from '../common/roomForPhoneToolbarSx';

const HELP = 'resources.customer-companies.help';
const TERMS_MAX_LENGTH = 200;
const NAME_MAX_LENGTH = 200;

// The same rule as the API's (and the database's); the API's answer stays the last word.
const validateErpCustomerNumber = regex(
  /^[0-9A-Za-z][0-9A-Za-z-]{0,39}$/,
  'resources.customer-companies.erp_customer_number_invalid',
);
const validateTerms = maxLength(TERMS_MAX_LENGTH);
const validateName = [required(), maxLength(NAME_MAX_LENGTH)];

/** Other companies of the same name (case, spacing, punctuation and legal form aside), while the name is typed. */
const NameDuplicates = () => {
  const record = useRecordContext<CustomerCompany>();
  const name = (useWatch({ name: 'name' }) as string | undefined) ?? '';
  const duplicates = useDuplicateNames(name, record?.id);
  return <DuplicateNameWarning duplicates={duplicates} />;
};

/** The company's facts for reference, and what staff set: its name, ERP customer number and buying terms. */
export const CustomerCompanyEdit = () => {
  const { permissions } = usePermissions<Permission[]>();
  return (
    // Pessimistic: a refused number (already given to another company) must not look saved for a moment.
    <Edit<CustomerCompany> mutationMode="pessimistic" sx={roomForPhoneToolbarSx}>
      <SimpleForm>
        <FieldGrid>
          <TextField source="organizationNumber" />
          <TextField source="storeCode" />
          <LocalNumberField source="customerCount" />
          <TextField source="email" emptyText="–" />
          <TextField source="vatNumber" emptyText="–" />
          <DateOnlyField source="createdAt" />
        </FieldGrid>
        <TextInput source="name" validate={validateName} fullWidth />
        <NameDuplicates />
        <TextInput
          source="erpCustomerNumber"
          validate={validateErpCustomerNumber}
          helperText={`${HELP}.erpCustomerNumber`}
        />
        <TextInput
          source="termsOfDelivery"
          validate={validateTerms}
          helperText={`${HELP}.termsOfDelivery`}
          fullWidth
        />
        <TextInput
          source="termsOfPayment"
          validate={validateTerms}
          helperText={`${HELP}.termsOfPayment`}
          fullWidth
        />
        <BooleanInput source="invoicePaymentAllowed" helperText={`${HELP}.invoicePaymentAllowed`} />
      </SimpleForm>
      <CompanyMembers canMove={permissions?.includes('customers.write') ?? false} />
      <CompanyUsersPanel canWrite={permissions?.includes('customers.write') ?? false} />
    </Edit>
  );
};
