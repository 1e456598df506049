import type { TranslationMessages } from 'react-admin';
import { shellMessages } from '../layout/messages';
import { en } from './en';
import { mergeCatalogues } from './merge';
import { raDanish } from './da/ra';

/**
 * Every Danish text, key for key those of en (catalogues.spec.ts checks it). The texts of the existing screens
 * (admin/src/i18n/da/) join here; until then they read in English.
 */
export const daTexts = {
  ra: raDanish,
  shell: shellMessages.da,
};

export const da: TranslationMessages = mergeCatalogues(en, daTexts);
