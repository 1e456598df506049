import { LOCALE_TAGS, type Locale } from '@tradeshop/shared';
import { da } from './da';
import { en } from './en';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import type { Messages, PluralMessage } from './messages';
import { nb } from './nb';
import { sv } from './sv';

export const CATALOGUES: Record<Locale, Messages> = { fi, nb, sv, en, fr, it, da };

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
