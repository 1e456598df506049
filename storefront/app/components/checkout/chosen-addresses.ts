import type { PostalAddress } from './address-lines';

interface AddressState {
  addresses: (PostalAddress & { id: number })[];
  selection: {
    invoiceAddressId: number | null;
    shippingAddressId: number | null;
    useInvoiceAsShipping: boolean;
    guestInvoiceAddress: PostalAddress | null;
    guestShippingAddress: PostalAddress | null;
  };
}

/** The invoice and shipping address the address step saved: address-book entries, or a guest's typed ones. */
export function chosenAddresses({ addresses, selection }: AddressState): {
  invoice: PostalAddress | null;
  shipping: PostalAddress | null;
} {
  const byId = (id: number | null) => addresses.find((address) => address.id === id) ?? null;
  const invoice = byId(selection.invoiceAddressId) ?? selection.guestInvoiceAddress;
  const shipping = selection.useInvoiceAsShipping
    ? invoice
    : (byId(selection.shippingAddressId) ?? selection.guestShippingAddress);
  return { invoice, shipping };
}
