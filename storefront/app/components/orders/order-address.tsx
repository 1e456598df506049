import type { OrderHistoryAddressDto } from '../../api/orders.server';
import { useI18n } from '../../i18n/use-i18n';
import { countryName } from '../../lib/format';

/** An address as the order recorded it when it was placed. */
export function OrderAddress({ heading, address }: { heading: string; address: OrderHistoryAddressDto }) {
  const { locale, messages, format } = useI18n();
  const shown = messages.forms.addressShown;
  const salutation =
    address.salutation && address.salutation !== 'mx'
      ? messages.account.fields.salutations[address.salutation]
      : null;
  const lines = [
    address.company,
    [salutation, address.firstname, address.lastname].filter(Boolean).join(' '),
    [address.street, address.number].filter(Boolean).join(' '),
    [address.postcode, address.city].filter(Boolean).join(' '),
    address.country ? countryName(locale, address.country) : null,
    address.phoneNumber ? format(shown.phone, { phone: address.phoneNumber }) : null,
    address.eInvoiceAddress ? format(shown.eInvoiceAddress, { value: address.eInvoiceAddress }) : null,
    address.eInvoiceOperator ? format(shown.eInvoiceOperator, { value: address.eInvoiceOperator }) : null,
  ].filter(Boolean);
  return (
    <div>
      <h3>{heading}</h3>
      <address>
        {lines.map((line, index) => (
          <span key={index} className="order-address__line">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
