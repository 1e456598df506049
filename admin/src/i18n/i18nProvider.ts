import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';
import { fi } from './fi';
import { sv } from './sv';

// To add a language: write its catalogue next to en.ts (mergeCatalogues over en, so untranslated keys stay
// English) and register it here; the app bar's language menu lists every registered one.
const catalogues: Record<string, TranslationMessages> = { en, fi, sv };

const availableLocales = [
  { locale: 'en', name: 'English' },
  { locale: 'fi', name: 'Suomi' },
  { locale: 'sv', name: 'Svenska' },
];

// allowMissing lets server messages such as 'Invalid e-mail or password' through untranslated.
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale] ?? en,
  'en',
  availableLocales,
  {
    allowMissing: true,
  },
);
