import type { Salutation } from './roles';

/** Limits of address fields, shared by the storefront forms and the API. */
export const ADDRESS_LIMITS = {
  textMaxLength: 200,
  numberMaxLength: 20,
  postcodeMaxLength: 12,
  phoneMaxLength: 40,
  /** Addresses one customer may keep. */
  perCustomer: 50,
} as const;

/** The API's messages for address fields beyond ACCOUNT_FIELD_MESSAGES; the storefront shows its own translation. */
export const ADDRESS_FIELD_MESSAGES = {
  countryInvalid: 'Choose a country from the list',
  postcodeInvalid: 'The postcode does not have the format of the chosen country',
} as const;

/**
 * How a field of a postal address is checked: a free text of at most `maxLength` characters, a choice of
 * salutation, a postcode in the form of the address's country, or a country of COUNTRIES (ISO 3166-1 alpha-2).
 */
export type PostalAddressFieldRule =
  | { kind: 'text'; required: boolean; maxLength: number }
  | { kind: 'salutation'; required: false }
  | { kind: 'postcode'; required: true; maxLength: number }
  | { kind: 'country'; required: true; maxLength: 2 };

const { textMaxLength, numberMaxLength, postcodeMaxLength, phoneMaxLength } = ADDRESS_LIMITS;

/**
 * The postal address (storefront spec §3), declared once: the address book, a guest's checkout addresses and an
 * order's snapshot of them have these fields, in this order, checked by these rules. The API's DTOs and the
 * storefront's forms are built from it.
 */
export const POSTAL_ADDRESS_SHAPE = {
  company: { kind: 'text', required: false, maxLength: textMaxLength },
  salutation: { kind: 'salutation', required: false },
  firstname: { kind: 'text', required: true, maxLength: textMaxLength },
  lastname: { kind: 'text', required: true, maxLength: textMaxLength },
  street: { kind: 'text', required: true, maxLength: textMaxLength },
  number: { kind: 'text', required: false, maxLength: numberMaxLength },
  postcode: { kind: 'postcode', required: true, maxLength: postcodeMaxLength },
  city: { kind: 'text', required: true, maxLength: textMaxLength },
  country: { kind: 'country', required: true, maxLength: 2 },
  phoneNumber: { kind: 'text', required: false, maxLength: phoneMaxLength },
} as const satisfies Record<string, PostalAddressFieldRule>;

export type PostalAddressField = keyof typeof POSTAL_ADDRESS_SHAPE;

/** The fields in the order the forms show them. */
export const POSTAL_ADDRESS_FIELDS = Object.keys(POSTAL_ADDRESS_SHAPE) as PostalAddressField[];

type FieldValue<Rule> = Rule extends { kind: 'salutation' }
  ? Salutation | null
  : Rule extends { required: true }
    ? string
    : string | null;

/** A postal address as stored and answered: an optional field that is not given is null. */
export type PostalAddress = {
  -readonly [Field in PostalAddressField]: FieldValue<(typeof POSTAL_ADDRESS_SHAPE)[Field]>;
};

/** The most characters a field takes (the country's two-letter code included); a salutation is a choice. */
export function addressFieldMaxLength(field: PostalAddressField): number | undefined {
  const rule: PostalAddressFieldRule = POSTAL_ADDRESS_SHAPE[field];
  return 'maxLength' in rule ? rule.maxLength : undefined;
}
