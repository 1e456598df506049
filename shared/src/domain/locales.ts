/** The storefront languages (storefront spec §1, §9). The fallback is English. */
export const LOCALES = ['fi', 'nb', 'sv', 'en', 'fr', 'it', 'da'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  fi: 'Suomi',
  nb: 'Norsk',
  sv: 'Svenska',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  da: 'Dansk',
};

/** BCP 47 tags used for the html lang attribute, hreflang and number formatting. */
export const LOCALE_TAGS: Record<Locale, string> = {
  fi: 'fi-FI',
  nb: 'nb-NO',
  sv: 'sv-SE',
  en: 'en',
  fr: 'fr-FR',
  it: 'it-IT',
  da: 'da-DK',
};

/** PostgreSQL text search configuration per language (stemming for search). */
export const LOCALE_TEXT_SEARCH_CONFIG: Record<Locale, string> = {
  fi: 'finnish',
  nb: 'norwegian',
  sv: 'swedish',
  en: 'english',
  fr: 'french',
  it: 'italian',
  da: 'danish',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
