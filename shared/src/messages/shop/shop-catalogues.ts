import { LOCALES, type Locale } from '../../domain';
import { da } from './da';
import { en } from './en';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import { nb } from './nb';
import { sectionMessages } from './sections';
import type { Messages, ShellMessages } from './shop-messages';
import { sv } from './sv';

const SHELL_CATALOGUES: Record<Locale, ShellMessages> = { fi, nb, sv, en, fr, it, da };

/**
 * Every text the storefront shows, per language. The backend's documents (data sheet, order download) reuse its
 * words.
 */
export const SHOP_MESSAGES = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...SHELL_CATALOGUES[locale], ...sectionMessages(locale) }]),
) as Record<Locale, Messages>;
