import { LOCALE_TAGS, LOCALES, type Locale } from '@tradeshop/shared';
import { da } from './da';
import { en } from './en';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import type { Messages, PluralMessage, ShellMessages } from './messages';
import { nb } from './nb';
import { sectionMessages } from './sections';
import { sv } from './sv';

const SHELL_CATALOGUES: Record<Locale, ShellMessages> = { fi, nb, sv, en, fr, it, da };

export const CATALOGUES = Object.fromEntries(
  LOCALES.map((locale) => [locale, { ...SHELL_CATALOGUES[locale], ...sectionMessages(locale) }]),
) as Record<Locale, Messages>;

export type MessageValues = Record<string, string | number>;

/** Replaces `{name}` placeholders; an unknown placeholder is left as it is so that it shows up in review. */
export function interpolate(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

export function pluralize(locale: Locale, message: PluralMessage, count: number, values: MessageValues = {}) {
  const category = new Intl.PluralRules(LOCALE_TAGS[locale]).select(count);
  const template =
    category === 'one' ? message.one : category === 'many' ? (message.many ?? message.other) : message.other;
  return interpolate(template, {
    ...values,
    count: new Intl.NumberFormat(LOCALE_TAGS[locale]).format(count),
  });
}
