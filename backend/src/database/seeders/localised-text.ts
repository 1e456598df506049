import { LOCALES, type Locale } from '@tradeshop/shared';

/** One text in every storefront language. */
export type LocalisedText = Record<Locale, string>;

/** Languages that write decimals with a comma. */
const DECIMAL_COMMA: ReadonlySet<Locale> = new Set(['fi', 'nb', 'sv', 'fr', 'it', 'da']);

/** A number as written in running text of a language: `1.5` in English, `1,5` elsewhere; no grouping. */
export function formatNumber(locale: Locale, value: number): string {
  const text = String(value);
  return DECIMAL_COMMA.has(locale) ? text.replace('.', ',') : text;
}

/** Builds a text per language from a function of the language. */
export function localise(build: (locale: Locale) => string): LocalisedText {
  const result = {} as LocalisedText;
  for (const locale of LOCALES) result[locale] = build(locale);
  return result;
}

export { slugify } from '../../common/text/slugify';
