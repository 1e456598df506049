/** WinAnsi's characters outside Latin-1 (its bytes 0x80–0x9f). */
const WIN_ANSI_HIGH = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Characters product texts use that WinAnsi lacks, with what a reader takes for the same. */
const STAND_INS: Record<string, string> = {
  '\u2212': '-', // minus sign: "−40 °C"
  '\u2010': '-',
  '\u2011': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': '~',
  '\u2192': '->',
  '\u2126': 'Ohm',
  '\u03a9': 'Ohm',
  '\u03bc': '\u00b5',
  '\u2009': '\u00a0',
  '\u202f': '\u00a0', // French and Finnish digit grouping
  '\u2044': '/',
};

function printable(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    char === '\n' ||
    char === '\t' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_HIGH.has(char)
  );
}

/**
 * Text as the PDF's standard fonts can print it. They encode WinAnsi only, and pdfkit writes any other
 * character as two unrelated bytes ("−40 °C" came out as `"` and a control character), so such characters
 * become their stand-in, their compatibility form without accents (`CO₂` → `CO2`), or `?`.
 */
export function winAnsiText(text: string): string {
  let result = '';
  for (const char of text) {
    if (printable(char)) result += char;
    else if (STAND_INS[char] !== undefined) result += STAND_INS[char];
    else {
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      result += plain !== '' && [...plain].every(printable) ? plain : '?';
    }
  }
  return result;
}
