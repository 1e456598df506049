import type { Locale } from '@tradeshop/shared';

/** The company a store sells as: what its order PDFs, invoices, credit and delivery notes name as the seller. */
export interface StoreSeller {
  legalName: string;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166 alpha-2. */
  country: string;
  businessId: string;
  vatId: string;
  phone: string;
  email: string;
  iban: string;
  bic: string;
}

export const STORE_SELLER_FIELDS = [
  'legalName',
  'street',
  'postcode',
  'city',
  'country',
  'businessId',
  'vatId',
  'phone',
  'email',
  'iban',
  'bic',
] as const satisfies readonly (keyof StoreSeller)[];

/** The store's terms of payment in each language; a language without its own text uses `terms_of_payment`. */
export type StorePaymentTerms = Partial<Record<Locale, string>>;

/** A seller with every field, empty where the store has none. */
export function completeSeller(value: Partial<StoreSeller> | null | undefined): StoreSeller {
  return Object.fromEntries(
    STORE_SELLER_FIELDS.map((field) => [field, (value?.[field] ?? '').trim()]),
  ) as unknown as StoreSeller;
}

/**
 * The terms of payment an order shows in `locale`: an order placed on the store's terms shows them in the
 * document's (or page's) language; terms agreed with the company, which differ from the store's, stay as agreed.
 */
export function paymentTermsIn(
  locale: Locale,
  orderTerms: string,
  store: { termsOfPayment: string; paymentTerms: StorePaymentTerms },
): string {
  const storeDefault = store.termsOfPayment.trim();
  const translated = store.paymentTerms[locale]?.trim();
  const fromStore =
    orderTerms.trim() === '' ||
    orderTerms.trim() === storeDefault ||
    Object.values(store.paymentTerms).some((text) => text?.trim() === orderTerms.trim());
  if (!fromStore) return orderTerms;
  return translated || orderTerms.trim() || storeDefault;
}
