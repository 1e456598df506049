import {
  BooleanInput,
  DateField,
  Edit,
  maxLength,
  NumberField,
  regex,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin';
import { FieldGrid } from '../common/FieldGrid';
import type { CustomerCompany } from './types';

const HELP = 'resources.customer-companies.help';
const TERMS_MAX_LENGTH = 200;

// The same rule as the API's (and the database's); the API's answer stays the last word.
const validateErpCustomerNumber = regex(
  /^[0-9A-Za-z][0-9A-Za-z-]{0,39}$/,
  'resources.customer-companies.erp_customer_number_invalid',
);
const validateTerms = maxLength(TERMS_MAX_LENGTH);

/** The company's facts for reference, and what staff set: its ERP customer number and its buying terms. */
export const CustomerCompanyEdit = () => (
  // Pessimistic: a refused number (already given to another company) must not look saved for a moment.
  <Edit<CustomerCompany> mutationMode="pessimistic">
    <SimpleForm>
      <FieldGrid>
        <TextField source="name" />
        <TextField source="organizationNumber" />
        <TextField source="storeCode" />
        <NumberField source="customerCount" />
        <TextField source="email" emptyText="–" />
        <TextField source="vatNumber" emptyText="–" />
        <DateField source="createdAt" />
      </FieldGrid>
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
  </Edit>
);
