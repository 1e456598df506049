/**
 * Legal-form words written before or after a Nordic (and a few common foreign) company names, as the
 * normaliser's tokens see them: lower case, punctuation already turned into spaces (`A/S` → `a s`,
 * `AB (publ)` → `ab publ`). Longer forms come first so that `oy ab` is taken whole, not as `ab` then `oy`.
 */
const LEGAL_FORMS: readonly (readonly string[])[] = [
  ['oy', 'ab'],
  ['ab', 'oy'],
  ['oyj', 'abp'],
  ['ab', 'publ'],
  ['a', 's'],
  ['i', 's'],
  ['k', 's'],
  ['p', 's'],
  ['avoin', 'yhtiö'],
  ['oy'],
  ['oyj'],
  ['osakeyhtiö'],
  ['julkinen', 'osakeyhtiö'],
  ['ab'],
  ['abp'],
  ['aktiebolag'],
  ['aktiebolaget'],
  ['publ'],
  ['as'],
  ['asa'],
  ['aksjeselskap'],
  ['aps'],
  ['anpartsselskab'],
  ['hb'],
  ['kb'],
  ['ky'],
  ['ay'],
  ['tmi'],
  ['toiminimi'],
  ['ou'],
  ['oü'],
  ['ltd'],
  ['limited'],
  ['plc'],
  ['llc'],
  ['inc'],
  ['gmbh'],
  ['ag'],
  ['bv'],
  ['nv'],
  ['sa'],
];

/** Combining marks Nordic alphabets treat as letters of their own: ring (å) and diaeresis (ä, ö, ü). */
const KEPT_MARKS = /[\u0308\u030a]/;
const COMBINING_MARK = /\p{M}/gu;

function foldForeignAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARK, (mark) => (KEPT_MARKS.test(mark) ? mark : ''))
    .normalize('NFC');
}

function startsWith(tokens: readonly string[], form: readonly string[]): boolean {
  return form.length < tokens.length && form.every((word, index) => tokens[index] === word);
}

function endsWith(tokens: readonly string[], form: readonly string[]): boolean {
  const offset = tokens.length - form.length;
  return offset > 0 && form.every((word, index) => tokens[offset + index] === word);
}

/**
 * A company name as the duplicate-name check compares them: `Sähkö-Nieminen Oy`, `SÄHKÖ NIEMINEN AB` and
 * `Oy Sähkönieminen Ab` all become `sähkönieminen`. Letter case, spacing and punctuation do not count; legal
 * forms before and after the name do not count (a name that is nothing but a legal form keeps it).
 *
 * Å, Ä, Ö, Ü, Æ and Ø stay letters of their own: `Sähkö Oy` and `Sahko Oy` are different names in Finnish and
 * Swedish (sähkö is electricity, sahko is not a word), and folding them would warn about names a Nordic
 * editor reads as plainly different. Other accents are folded (`Café Oy` = `Cafe Oy`), as are `&` and `+` to
 * nothing like every other punctuation mark.
 */
export function normalizedCompanyName(name: string): string {
  let tokens = foldForeignAccents(name.normalize('NFC'))
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
  for (let stripped = true; stripped;) {
    stripped = false;
    for (const form of LEGAL_FORMS) {
      if (endsWith(tokens, form)) {
        tokens = tokens.slice(0, tokens.length - form.length);
        stripped = true;
      } else if (startsWith(tokens, form)) {
        tokens = tokens.slice(form.length);
        stripped = true;
      }
    }
  }
  return tokens.join('');
}
