import { ADDRESS_TYPES } from '@tradeshop/shared';
import { Link } from 'react-router';
import type { AddressFormValues } from '../../api/addresses.server';
import { useI18n } from '../../i18n/use-i18n';
import { accountPath } from '../../lib/paths';
import { PersonFields } from '../account/account-fields';
import { AccountForm, SelectField, TextField } from '../account/account-form';
import type { FormFailure } from '../account/form-failure';
import { CountryField } from './country-field';

/** The fields of an address (storefront spec §3), for adding and editing. */
export function AddressForm({
  failure,
  values,
  submitLabel,
  returnTo,
}: {
  failure?: FormFailure | null;
  values?: Partial<AddressFormValues>;
  submitLabel: string;
  /** A same-site path to go back to after saving or cancelling, instead of the address book. */
  returnTo?: string | null;
}) {
  const { locale, messages } = useI18n();
  const t = messages.addresses;
  const typeLabels = { delivery: t.fields.typeDelivery, invoice: t.fields.typeInvoice };
  return (
    <AccountForm
      failure={failure}
      submitLabel={submitLabel}
      footer={<Link to={returnTo ?? accountPath(locale, 'addresses')}>{t.cancel}</Link>}
    >
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      <SelectField
        name="type"
        label={t.fields.type}
        hint={t.fields.typeHint}
        options={ADDRESS_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))}
        defaultValue={values?.type ?? 'delivery'}
        failure={failure}
      />
      <TextField
        name="company"
        label={t.fields.company}
        autoComplete="organization"
        optional
        defaultValue={values?.company}
        failure={failure}
      />
      <PersonFields failure={failure} values={values} />
      <TextField
        name="street"
        label={t.fields.street}
        autoComplete="address-line1"
        defaultValue={values?.street}
        failure={failure}
      />
      <TextField
        name="number"
        label={t.fields.number}
        autoComplete="address-line2"
        optional
        defaultValue={values?.number}
        failure={failure}
      />
      <PlaceFields failure={failure} values={values} />
      <TextField
        name="phoneNumber"
        type="tel"
        label={t.fields.phoneNumber}
        autoComplete="tel"
        optional
        defaultValue={values?.phoneNumber}
        failure={failure}
      />
    </AccountForm>
  );
}

/** Postcode, city and country: the place of every postal address (addresses, the account application). */
export function PlaceFields({
  failure,
  values,
}: {
  failure?: FormFailure | null;
  values?: { postcode?: string | null; city?: string | null; country?: string | null };
}) {
  const t = useI18n().messages.addresses.fields;
  return (
    <>
      <TextField
        name="postcode"
        label={t.postcode}
        autoComplete="postal-code"
        defaultValue={values?.postcode}
        failure={failure}
      />
      <TextField
        name="city"
        label={t.city}
        autoComplete="address-level2"
        defaultValue={values?.city}
        failure={failure}
      />
      <CountryField failure={failure} value={values?.country} />
    </>
  );
}
