import { POSTAL_ADDRESS_FIELDS } from '@tradeshop/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { loginPath } from '../../lib/paths';
import { TextField } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';
import { PostalAddressFields } from '../addresses/postal-address-fields';
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
  const shown = Object.fromEntries(
    POSTAL_ADDRESS_FIELDS.map((field) => [field, values?.[`${prefix}.${field}`] ?? saved?.[field]]),
  );
  return (
    <fieldset>
      <legend>{legend}</legend>
      <PostalAddressFields
        prefix={prefix}
        section={prefix === 'guestInvoiceAddress' ? 'billing' : 'shipping'}
        values={shown}
        failure={failure}
      />
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
