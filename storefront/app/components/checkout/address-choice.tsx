import type { ApiSchemas } from '@tradeshop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { newAddressPath } from '../../lib/paths';
import { useHydrated } from '../../lib/use-hydrated';
import { fieldId } from '../account/account-form';
import type { FormFailure } from '../../lib/form-failure';
import { addressLabel } from './address-lines';
import { checkoutPath } from '../../lib/checkout-paths';
import { FieldErrorText, SameAddressCheckbox } from './checkout-fields';

/** One of the customer's address-book entries to choose from. */
export type AddressBookEntry = ApiSchemas['CheckoutAddressDto'];

/** The address step's answers as the form posts them (storefront spec §3 checkout form). */
export interface AddressChoiceValues {
  invoiceAddress: string;
  shippingAddress: string;
  useInvoiceAsShipping: boolean;
}

/** A select of address-book entries, invoice and delivery addresses in their own groups. */
function AddressSelect({
  name,
  label,
  entries,
  preselectedId,
  value,
  onChange,
  failure,
}: {
  name: keyof AddressChoiceValues;
  label: string;
  entries: AddressBookEntry[];
  preselectedId: number | null;
  value: string;
  onChange?: (value: string) => void;
  failure?: FormFailure | null;
}) {
  const { messages, format } = useI18n();
  const t = messages.checkout.address;
  const id = fieldId(name);
  const error = failure?.fields[name];
  const groups = [
    { type: 'invoice', label: t.invoiceAddresses },
    { type: 'delivery', label: t.deliveryAddresses },
  ] as const;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {t.choose}
        </option>
        {groups.map((group) => {
          const ofType = entries.filter((entry) => entry.type === group.type);
          if (ofType.length === 0) return null;
          return (
            <optgroup key={group.type} label={group.label}>
              {ofType.map((entry) => (
                <option key={entry.id} value={String(entry.id)}>
                  {entry.id === preselectedId
                    ? format(t.preselected, {
                        address: addressLabel(entry, messages.account.fields.salutations),
                      })
                    : addressLabel(entry, messages.account.fields.salutations)}
                </option>
              ))}
            </optgroup>
          );
        })}
      </select>
      <FieldErrorText name={name} failure={failure} />
    </div>
  );
}

/**
 * Invoice and shipping address from the address book. The shipping panel is hidden while "deliver to the invoice
 * address" is checked (a stylesheet rule, so it also works before and without JavaScript); choosing an
 * invoice-type address as the invoice address disables and unchecks that box (storefront spec §4), since such an
 * address takes no deliveries. Without JavaScript the server refuses that combination and the page comes back
 * with the box unchecked.
 */
export function AddressChoice({
  addresses,
  defaultInvoiceAddressId,
  defaultDeliveryAddressId,
  values,
  failure,
}: {
  addresses: AddressBookEntry[];
  defaultInvoiceAddressId: number | null;
  defaultDeliveryAddressId: number | null;
  values: AddressChoiceValues;
  failure?: FormFailure | null;
}) {
  const { locale, messages } = useI18n();
  const t = messages.checkout.address;
  const hydrated = useHydrated();
  const [invoiceAddress, setInvoiceAddress] = useState(values.invoiceAddress);
  const [shippingAddress, setShippingAddress] = useState(values.shippingAddress);
  const [useInvoiceAsShipping, setUseInvoiceAsShipping] = useState(values.useInvoiceAsShipping);
  const invoiceOnly = addresses.find((entry) => String(entry.id) === invoiceAddress)?.type === 'invoice';

  const chooseInvoiceAddress = (value: string) => {
    setInvoiceAddress(value);
    if (addresses.find((entry) => String(entry.id) === value)?.type === 'invoice')
      setUseInvoiceAsShipping(false);
  };
  return (
    <div className="checkout-address-choice">
      <AddressSelect
        name="invoiceAddress"
        label={t.invoiceAddress}
        entries={addresses}
        preselectedId={defaultInvoiceAddressId}
        value={invoiceAddress}
        onChange={chooseInvoiceAddress}
        failure={failure}
      />
      <SameAddressCheckbox
        checked={useInvoiceAsShipping}
        disabled={hydrated && invoiceOnly}
        onChange={setUseInvoiceAsShipping}
        hint={invoiceOnly ? t.invoiceOnlyHint : null}
        failure={failure}
      />
      <div className="checkout-shipping-panel" data-testid="shipping-address-panel">
        <AddressSelect
          name="shippingAddress"
          label={t.shippingAddress}
          entries={addresses.filter((entry) => entry.type === 'delivery')}
          preselectedId={defaultDeliveryAddressId}
          value={shippingAddress}
          onChange={setShippingAddress}
          failure={failure}
        />
      </div>
      <p>
        <Link to={newAddressPath(locale, checkoutPath(locale, 'address'))}>{t.addNew}</Link>
      </p>
    </div>
  );
}
