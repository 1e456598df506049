import { LOCALES, type Locale } from '@tradeshop/shared';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { da } from './da';
import { en } from './en';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { sv } from './sv';

// The back office speaks the shop's seven languages. Each catalogue is mergeCatalogues over en, so an
// untranslated key stays English; catalogues.spec.ts checks that none is left.
export const CATALOGUES: Record<Locale, TranslationMessages> = { en, fi, sv, nb, da, fr, it };

/** Each language by its own name, as the app bar's language menu lists them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  fi: 'Suomi',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  da: 'Dansk',
  fr: 'Français',
  it: 'Italiano',
};

// English first, then the shop's order of languages.
const availableLocales = (['en', ...LOCALES.filter((locale) => locale !== 'en')] as Locale[]).map(
  (locale) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
  }),
);

// allowMissing lets server messages such as 'Invalid e-mail or password' through untranslated.
export const i18nProvider = polyglotI18nProvider(
  (locale) => CATALOGUES[locale as Locale] ?? en,
  'en',
  availableLocales,
  {
    allowMissing: true,
  },
);
