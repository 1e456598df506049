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
