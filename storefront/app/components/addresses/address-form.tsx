import { ADDRESS_TYPES, E_INVOICE_LIMITS } from '@tradeshop/shared';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import type { AddressFormValues } from '../../lib/address-form';
import type { FormFailure } from '../../lib/form-failure';
import { accountPath } from '../../lib/paths';
import { AccountForm, SelectField, TextField } from '../account/account-form';
import { PostalAddressFields } from './postal-address-fields';

/** The fields of an address (storefront spec §3), for adding and editing: its type, then the postal address. */
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
      <PostalAddressFields values={values} failure={failure} />
      <EInvoiceFields values={values} failure={failure} />
    </AccountForm>
  );
}

/** Finnish invoicing: the e-invoice address and its operator, for invoice addresses (hidden for delivery ones). */
function EInvoiceFields({
  values,
  failure,
}: {
  values?: Partial<AddressFormValues>;
  failure?: FormFailure | null;
}) {
  const { messages } = useI18n();
  const t = messages.forms.eInvoice;
  return (
    <fieldset className="e-invoice-fields">
      <legend>{t.heading}</legend>
      <p className="form-hint">{t.hint}</p>
      <TextField
        name="eInvoiceAddress"
        label={t.address}
        hint={t.addressHint}
        optional
        maxLength={E_INVOICE_LIMITS.maxLength}
        defaultValue={values?.eInvoiceAddress}
        failure={failure}
      />
      <TextField
        name="eInvoiceOperator"
        label={t.operator}
        hint={t.operatorHint}
        optional
        maxLength={E_INVOICE_LIMITS.maxLength}
        defaultValue={values?.eInvoiceOperator}
        failure={failure}
      />
    </fieldset>
  );
}
