import { countryName, LOCALE_TAGS, type ApiSchemas } from '@tradeshop/shared';
import { useI18n } from '../../i18n/use-i18n';

/** The postal fields of an address (storefront spec §3), from the address book or an order's snapshot. */
export type PostalAddress = ApiSchemas['OrderAddressDto'];

/** One line naming an address, for select options. */
export function addressLabel(address: PostalAddress): string {
  return [
    address.company,
    `${address.firstname} ${address.lastname}`,
    `${address.street} ${address.number ?? ''}`.trim(),
    `${address.postcode} ${address.city}`,
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
  >;
  id?: string;
  className?: string;
}) {
  const { locale } = useI18n();
  return (
    <address id={id} className={className}>
      {address.company ? <span>{address.company}</span> : null}
      <span>{`${address.firstname} ${address.lastname}`}</span>
      <span>{`${address.street} ${address.number ?? ''}`.trim()}</span>
      <span>{`${address.postcode} ${address.city}`}</span>
      <span>{countryName(address.country, LOCALE_TAGS[locale])}</span>
      {address.phoneNumber ? <span>{address.phoneNumber}</span> : null}
    </address>
  );
}
