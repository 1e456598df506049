import type { TranslationMessages } from 'react-admin';
import { shellMessages } from '../layout/messages';
import { en } from './en';
import { mergeCatalogues } from './merge';
import { raNorwegian } from './nb/ra';

/**
 * Every Norwegian bokmål text, key for key those of en (catalogues.spec.ts checks it). The texts of the existing screens
 * (admin/src/i18n/nb/) join here; until then they read in English.
 */
export const nbTexts = {
  ra: raNorwegian,
  shell: shellMessages.nb,
};

export const nb: TranslationMessages = mergeCatalogues(en, nbTexts);
