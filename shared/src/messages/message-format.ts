import { LOCALE_TAGS, type Locale } from '../domain';

/** A text that depends on a count; `many` is only needed where CLDR has that category (fr, it). */
export interface PluralMessage {
  one: string;
  other: string;
  many?: string;
}

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
