import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { en } from './en';

// To add a language: write its catalogue next to en.ts (spreading the matching ra-language-* package)
// and register it here; the app bar shows a language menu as soon as there is more than one.
const catalogues: Record<string, TranslationMessages> = { en };

const availableLocales = [{ locale: 'en', name: 'English' }];

// allowMissing lets server messages such as 'Invalid e-mail or password' through untranslated.
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale] ?? en,
  'en',
  availableLocales,
  {
    allowMissing: true,
  },
);
