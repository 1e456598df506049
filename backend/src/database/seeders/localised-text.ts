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

const TRANSLITERATION: Record<string, string> = {
  ä: 'a',
  å: 'a',
  à: 'a',
  á: 'a',
  â: 'a',
  æ: 'ae',
  ö: 'o',
  ø: 'o',
  ò: 'o',
  ó: 'o',
  ô: 'o',
  œ: 'oe',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  ì: 'i',
  í: 'i',
  î: 'i',
  ï: 'i',
  ù: 'u',
  ú: 'u',
  û: 'u',
  ü: 'u',
  ç: 'c',
  ß: 'ss',
  '²': '2',
  '₂': '2',
};

function isSlugCharacter(char: string): boolean {
  return (char >= 'a' && char <= 'z') || (char >= '0' && char <= '9');
}

/** A URL-safe slug of lowercase ASCII letters, digits and single hyphens. */
export function slugify(text: string): string {
  let slug = '';
  let pendingHyphen = false;
  for (const char of text.toLowerCase()) {
    const ascii = isSlugCharacter(char) ? char : TRANSLITERATION[char];
    if (ascii) {
      if (pendingHyphen && slug) slug += '-';
      slug += ascii;
      pendingHyphen = false;
    } else {
      pendingHyphen = true;
    }
  }
  return slug;
}
