import {
  addressFieldMaxLength,
  POSTAL_ADDRESS_FIELDS,
  POSTAL_ADDRESS_SHAPE,
  SALUTATIONS,
  type PostalAddressField,
} from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';
import { SelectField, TextField } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';
import { CountryField } from './country-field';

/** The autocomplete token of each field (the country's select names its own). */
const AUTOCOMPLETE: Record<Exclude<PostalAddressField, 'salutation' | 'country'>, string> = {
  company: 'organization',
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  number: 'address-line2',
  postcode: 'postal-code',
  city: 'address-level2',
  phoneNumber: 'tel',
};

/**
 * The fields of a postal address, rendered from the shared address shape: its fields in its order, optional where
 * it says so, no longer than it allows. `prefix` names them `<prefix>.<field>` where a form holds two addresses;
 * `section` ("billing", "shipping") tells the browser's autofill which of them it is.
 */
export function PostalAddressFields({
  fields = POSTAL_ADDRESS_FIELDS,
  prefix,
  section,
  values,
  failure,
}: {
  fields?: readonly PostalAddressField[];
  prefix?: string;
  section?: 'billing' | 'shipping';
  values?: Partial<Record<PostalAddressField, string | null>>;
  failure?: FormFailure | null;
}) {
  const { messages } = useI18n();
  const account = messages.account.fields;
  const t = messages.addresses.fields;
  const labels: Record<Exclude<PostalAddressField, 'salutation' | 'country'>, string> = {
    company: t.company,
    firstname: account.firstname,
    lastname: account.lastname,
    street: t.street,
    number: t.number,
    postcode: t.postcode,
    city: t.city,
    phoneNumber: t.phoneNumber,
  };
  const nameOf = (field: PostalAddressField) => (prefix ? `${prefix}.${field}` : field);
  return (
    <>
      {fields.map((field) => {
        if (field === 'country') {
          return <CountryField key={field} name={nameOf(field)} value={values?.country} failure={failure} />;
        }
        if (field === 'salutation') {
          return (
            <SelectField
              key={field}
              name={nameOf(field)}
              label={account.salutation}
              placeholder={account.salutationChoose}
              options={SALUTATIONS.map((value) => ({ value, label: account.salutations[value] }))}
              defaultValue={values?.salutation}
              failure={failure}
              optional
            />
          );
        }
        return (
          <TextField
            key={field}
            name={nameOf(field)}
            type={field === 'phoneNumber' ? 'tel' : 'text'}
            label={labels[field]}
            autoComplete={section ? `${section} ${AUTOCOMPLETE[field]}` : AUTOCOMPLETE[field]}
            optional={!POSTAL_ADDRESS_SHAPE[field].required}
            maxLength={addressFieldMaxLength(field)}
            defaultValue={values?.[field]}
            failure={failure}
          />
        );
      })}
    </>
  );
}
