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

/** A store's terms in each language; a language without its own text uses the store's default text. */
export type StoreTermsByLocale = Partial<Record<Locale, string>>;

/** The store's terms of payment in each language; a language without its own text uses `terms_of_payment`. */
export type StorePaymentTerms = StoreTermsByLocale;

/** The store's terms of delivery in each language; a language without its own text uses `terms_of_delivery`. */
export type StoreDeliveryTerms = StoreTermsByLocale;

/** A store's terms of payment and of delivery: the default texts and their translations. */
export interface StoreTerms {
  termsOfPayment: string;
  paymentTerms: StorePaymentTerms;
  termsOfDelivery: string;
  deliveryTerms: StoreDeliveryTerms;
}

/** A seller with every field, empty where the store has none. */
export function completeSeller(value: Partial<StoreSeller> | null | undefined): StoreSeller {
  return Object.fromEntries(
    STORE_SELLER_FIELDS.map((field) => [field, (value?.[field] ?? '').trim()]),
  ) as unknown as StoreSeller;
}

/**
 * The terms an order shows in `locale`: an order placed on the store's terms shows them in the document's (or
 * page's) language; terms agreed with the company, which differ from the store's, stay as agreed.
 */
function termsIn(
  locale: Locale,
  orderTerms: string,
  storeDefault: string,
  byLocale: StoreTermsByLocale,
): string {
  const ordered = orderTerms.trim();
  const fromStore =
    ordered === '' ||
    ordered === storeDefault.trim() ||
    Object.values(byLocale).some((text) => text?.trim() === ordered);
  if (!fromStore) return orderTerms;
  return byLocale[locale]?.trim() || ordered || storeDefault.trim();
}

/** The order's terms of payment in `locale` (see `termsIn`). */
export function paymentTermsIn(
  locale: Locale,
  orderTerms: string,
  store: Pick<StoreTerms, 'termsOfPayment' | 'paymentTerms'>,
): string {
  return termsIn(locale, orderTerms, store.termsOfPayment, store.paymentTerms);
}

/** The order's terms of payment and of delivery in `locale` (see `termsIn`). */
export function orderTermsIn(
  locale: Locale,
  order: { termsOfPayment: string; termsOfDelivery: string },
  store: StoreTerms,
): { termsOfPayment: string; termsOfDelivery: string } {
  return {
    termsOfPayment: paymentTermsIn(locale, order.termsOfPayment, store),
    termsOfDelivery: termsIn(locale, order.termsOfDelivery, store.termsOfDelivery, store.deliveryTerms),
  };
}
