import type { Locale } from './locales';

/** One store per country sales organisation, plus the international store. */
export const STORE_CODES = ['fi', 'no', 'se', 'dk', 'fr', 'it', 'int'] as const;
export type StoreCode = (typeof STORE_CODES)[number];

/** The store a shopper lands in when only the language is known. */
export const DEFAULT_STORE_FOR_LOCALE: Record<Locale, StoreCode> = {
  fi: 'fi',
  nb: 'no',
  sv: 'se',
  da: 'dk',
  fr: 'fr',
  it: 'it',
  en: 'int',
};

/** Serves every country without a sales organisation of its own. */
export const INTERNATIONAL_STORE: StoreCode = 'int';

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}
