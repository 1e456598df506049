import type { Messages } from '../i18n/messages';

type Labels = Record<string, string | undefined>;

/** Names a form posts under another name than its label's key. */
const ALIASES: Record<string, string> = { username: 'email', termsAccepted: 'terms' };

/** The prefixes of a form that holds two addresses, and the heading each is shown under. */
function addressHeading(messages: Messages, prefix: string): string | undefined {
  const t = messages.checkout.address;
  if (/invoice/i.test(prefix)) return t.invoiceAddress;
  if (/shipping|delivery/i.test(prefix)) return t.shippingAddress;
  return undefined;
}

/**
 * The label of a form field by the name it posts, as the field shows it, for an error summary that names the
 * field: the account, address, service-request and e-invoice labels, in that order. A field of one of two
 * addresses (`guestInvoiceAddress.street`) is named with its address. Null for a name no label is known for.
 */
export function fieldLabel(messages: Messages, name: string, overrides: Labels = {}): string | null {
  if (overrides[name]) return overrides[name];
  const dot = name.indexOf('.');
  if (dot > 0) {
    const inner = fieldLabel(messages, name.slice(dot + 1), overrides);
    const heading = addressHeading(messages, name.slice(0, dot));
    if (!inner) return heading ?? null;
    return heading
      ? messages.forms.nestedField.replace('{address}', heading).replace('{field}', inner)
      : inner;
  }
  const key = ALIASES[name] ?? name;
  const eInvoice: Labels = {
    eInvoiceAddress: messages.forms.eInvoice.address,
    eInvoiceOperator: messages.forms.eInvoice.operator,
  };
  const checkout: Labels = {
    invoiceAddress: messages.checkout.address.invoiceAddress,
    invoiceAddressId: messages.checkout.address.invoiceAddress,
    shippingAddress: messages.checkout.address.shippingAddress,
    shippingAddressId: messages.checkout.address.shippingAddress,
    useInvoiceAsShipping: messages.checkout.address.useInvoiceAsShipping,
    guestEmail: messages.checkout.address.email,
  };
  const sources: Labels[] = [
    messages.account.fields as unknown as Labels,
    messages.addresses.fields as unknown as Labels,
    messages.serviceRequests.fields as unknown as Labels,
    eInvoice,
    checkout,
  ];
  for (const labels of sources) {
    const label = labels[key];
    if (typeof label === 'string' && label) return label;
  }
  return null;
}

/** One line of an error summary: "Field: what is wrong", or the problem alone when the field has no label. */
export function summaryLine(messages: Messages, name: string, problem: string, overrides?: Labels): string {
  const label = fieldLabel(messages, name, overrides);
  return label ? messages.forms.summaryItem.replace('{field}', label).replace('{message}', problem) : problem;
}
