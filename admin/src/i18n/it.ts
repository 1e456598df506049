import type { TranslationMessages } from 'react-admin';
import { shellMessages } from '../layout/messages';
import { en } from './en';
import { mergeCatalogues } from './merge';
import { raItalian } from './it/ra';

/**
 * Every Italian text, key for key those of en (catalogues.spec.ts checks it). The texts of the existing screens
 * (admin/src/i18n/it/) join here; until then they read in English.
 */
export const itTexts = {
  ra: raItalian,
  shell: shellMessages.it,
};

export const it: TranslationMessages = mergeCatalogues(en, itTexts);
