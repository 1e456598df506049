import { countryName, LOCALE_TAGS, type ApiSchemas } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';

/** The postal fields of an address (storefront spec §3), from the address book or an order's snapshot. */
export type PostalAddress = ApiSchemas['OrderAddressDto'];

type Salutations = Record<NonNullable<PostalAddress['salutation']>, string>;

/** The addressee as a letter names them: the salutation (unless not given), first and last name. */
export function personLine(
  address: Pick<PostalAddress, 'firstname' | 'lastname'> & { salutation?: PostalAddress['salutation'] },
  salutations: Salutations,
): string {
  const salutation =
    address.salutation && address.salutation !== 'mx' ? salutations[address.salutation] : null;
  return [salutation, address.firstname, address.lastname].filter(Boolean).join(' ');
}

/** One line naming an address, for select options: with the salutation and the phone, as everywhere. */
export function addressLabel(address: PostalAddress, salutations?: Salutations): string {
  return [
    address.company,
    salutations ? personLine(address, salutations) : `${address.firstname} ${address.lastname}`,
    `${address.street} ${address.number ?? ''}`.trim(),
    `${address.postcode} ${address.city}`,
    address.phoneNumber,
  ]
    .filter(Boolean)
    .join(', ');
}

/** An address as it is written on an envelope: the checkout's, an order's, or one of the address book. */
export function AddressLines({
  address,
  id,
  className = 'checkout-address',
}: {
  address: Pick<
    PostalAddress,
    | 'company'
    | 'firstname'
    | 'lastname'
    | 'street'
    | 'number'
    | 'postcode'
    | 'city'
    | 'country'
    | 'phoneNumber'
  > & {
    salutation?: PostalAddress['salutation'];
    eInvoiceAddress?: string | null;
    eInvoiceOperator?: string | null;
  };
  id?: string;
  className?: string;
}) {
  const { locale, messages, format } = useI18n();
  const shown = messages.forms.addressShown;
  return (
    <address id={id} className={className}>
      {address.company ? <span>{address.company}</span> : null}
      <span>{personLine(address, messages.account.fields.salutations)}</span>
      <span>{`${address.street} ${address.number ?? ''}`.trim()}</span>
      <span>{`${address.postcode} ${address.city}`}</span>
      <span>{countryName(address.country, LOCALE_TAGS[locale])}</span>
      {address.phoneNumber ? (
        <span className="address-lines__phone">{format(shown.phone, { phone: address.phoneNumber })}</span>
      ) : null}
      {address.eInvoiceAddress ? (
        <span className="address-lines__e-invoice">
          {format(shown.eInvoiceAddress, { value: address.eInvoiceAddress })}
        </span>
      ) : null}
      {address.eInvoiceOperator ? (
        <span className="address-lines__e-invoice">
          {format(shown.eInvoiceOperator, { value: address.eInvoiceOperator })}
        </span>
      ) : null}
    </address>
  );
}
