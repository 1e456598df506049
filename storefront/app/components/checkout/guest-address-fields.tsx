import { SALUTATIONS } from '@tradeshop/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { loginPath } from '../../lib/paths';
import { SelectField, TextField } from '../account/account-form';
import type { FormFailure } from '../account/form-failure';
import { CountryField } from '../addresses/country-field';
import type { PostalAddress } from './address-lines';
import { SameAddressCheckbox } from './checkout-fields';

/** What a guest typed, by the posted field name (`guestEmail`, `guestInvoiceAddress.city`, …). */
export type GuestAddressValues = Record<string, string>;

interface GuestSelection {
  guestEmail: string | null;
  guestInvoiceAddress: PostalAddress | null;
  guestShippingAddress: PostalAddress | null;
  useInvoiceAsShipping: boolean;
}

/** One postal address of a guest, its fields posted under `prefix` as the API names them. */
function GuestAddress({
  prefix,
  legend,
  saved,
  values,
  failure,
}: {
  prefix: 'guestInvoiceAddress' | 'guestShippingAddress';
  legend: string;
  saved: GuestSelection['guestInvoiceAddress'];
  values?: GuestAddressValues;
  failure?: FormFailure | null;
}) {
  const { messages } = useI18n();
  const account = messages.account.fields;
  const t = messages.addresses.fields;
  const value = (field: keyof NonNullable<GuestSelection['guestInvoiceAddress']>) =>
    values?.[`${prefix}.${field}`] ?? saved?.[field] ?? undefined;
  const text = (
    field: 'company' | 'firstname' | 'lastname' | 'street' | 'number' | 'postcode' | 'city' | 'phoneNumber',
    label: string,
    autoComplete: string,
    optional = false,
  ) => (
    <TextField
      name={`${prefix}.${field}`}
      label={label}
      autoComplete={`${prefix === 'guestInvoiceAddress' ? 'billing' : 'shipping'} ${autoComplete}`}
      optional={optional}
      defaultValue={value(field)}
      failure={failure}
    />
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      {text('company', t.company, 'organization', true)}
      <SelectField
        name={`${prefix}.salutation`}
        label={account.salutation}
        placeholder={account.salutationChoose}
        options={SALUTATIONS.map((salutation) => ({
          value: salutation,
          label: account.salutations[salutation],
        }))}
        defaultValue={value('salutation')}
        failure={failure}
      />
      {text('firstname', account.firstname, 'given-name')}
      {text('lastname', account.lastname, 'family-name')}
      {text('street', t.street, 'address-line1')}
      {text('number', t.number, 'address-line2', true)}
      {text('postcode', t.postcode, 'postal-code')}
      {text('city', t.city, 'address-level2')}
      <CountryField name={`${prefix}.country`} value={value('country')} failure={failure} />
      {text('phoneNumber', t.phoneNumber, 'tel', true)}
    </fieldset>
  );
}

/**
 * Guest checkout (where the store allows it): the e-mail the confirmation goes to, the invoice address, and a
 * delivery address unless the goods go to the invoice address.
 */
export function GuestAddressFields({
  selection,
  values,
  failure,
}: {
  selection: GuestSelection;
  values?: GuestAddressValues;
  failure?: FormFailure | null;
}) {
  const { locale, messages } = useI18n();
  const t = messages.checkout.address;
  const location = useLocation();
  const [useInvoiceAsShipping, setUseInvoiceAsShipping] = useState(
    values ? values.useInvoiceAsShipping === 'true' : selection.useInvoiceAsShipping,
  );
  return (
    <div className="checkout-address-choice">
      <p>
        {t.guestIntro} <Link to={loginPath(locale, location.pathname)}>{t.loginInstead}</Link>
      </p>
      <TextField
        name="guestEmail"
        type="email"
        label={t.email}
        autoComplete="email"
        defaultValue={values?.guestEmail ?? selection.guestEmail}
        failure={failure}
      />
      <GuestAddress
        prefix="guestInvoiceAddress"
        legend={t.invoiceAddress}
        saved={selection.guestInvoiceAddress}
        values={values}
        failure={failure}
      />
      <SameAddressCheckbox
        checked={useInvoiceAsShipping}
        onChange={setUseInvoiceAsShipping}
        failure={failure}
      />
      <div className="checkout-shipping-panel">
        <GuestAddress
          prefix="guestShippingAddress"
          legend={t.shippingAddress}
          saved={selection.guestShippingAddress}
          values={values}
          failure={failure}
        />
      </div>
    </div>
  );
}
