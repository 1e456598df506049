import {
  E_INVOICE_FIELDS,
  POSTAL_ADDRESS_FIELDS,
  type EInvoiceField,
  type PostalAddress,
  type PostalAddressField,
} from '@tradeshop/shared';
import { formText } from './form-text';

/** The address form's fields, as the form posts them and shows them again after a refusal. */
export const ADDRESS_FORM_FIELDS: readonly ('type' | PostalAddressField | EInvoiceField)[] = [
  'type',
  ...POSTAL_ADDRESS_FIELDS,
  ...E_INVOICE_FIELDS,
];
export type AddressFormValues = Record<'type' | PostalAddressField | EInvoiceField, string>;

/** The postal fields as typed, read from `<prefix>.<field>` when the form holds more than one address. */
export type PostalAddressFormValues = Record<PostalAddressField, string>;

export function addressFormValues(form: FormData): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((name) => [name, formText(form, name)]),
  ) as AddressFormValues;
}

export function addressFormValuesOf(
  address: PostalAddress & { type: string } & Partial<Record<EInvoiceField, string | null>>,
): AddressFormValues {
  return Object.fromEntries(
    ADDRESS_FORM_FIELDS.map((name) => [name, address[name] ?? '']),
  ) as AddressFormValues;
}

/** One address of a form that holds several, its fields posted as `<prefix>.<field>`, trimmed. */
export function postalAddressFormValues(form: FormData, prefix: string): PostalAddressFormValues {
  return Object.fromEntries(
    POSTAL_ADDRESS_FIELDS.map((field) => [field, formText(form, `${prefix}.${field}`).trim()]),
  ) as PostalAddressFormValues;
}
