/**
 * Pasted quick-order text as rows of cells, each line read on its own: what a spreadsheet copies (cells
 * separated by tabs), `SKU;quantity`, `SKU,quantity` and `SKU quantity`, each optionally followed by a unit
 * (`SKU 2 box`, `SKU;2;box`, `SKU,2,box`). A quantity may use a decimal comma
 * (`2,5` after a tab, a semicolon or a space; `SKU,2,5` splits at the first comma only). Quotes a spreadsheet
 * puts around a cell are dropped. Empty lines are skipped; reading stops after `maxRows` rows.
 */
export function splitPastedText(text: string, maxRows: number): string[][] {
  const rows: string[][] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.replace(/\u00A0/g, ' ');
    if (line.trim() === '') continue;
    rows.push(splitLine(line).map(unquote));
    if (rows.length >= maxRows) break;
  }
  return rows;
}

function splitLine(line: string): string[] {
  if (line.includes('\t')) return withoutLeadingEmpty(line.split('\t'));
  if (line.includes(';')) return line.split(';');
  const comma = /^\s*([^,\s]+)\s*,(.*)$/.exec(line);
  if (comma) {
    const [, code = '', rest = ''] = comma;
    // `SKU,2,5` is 2.5; `SKU,2,box` is 2 boxes; `SKU,2,5,box` is 2.5 boxes.
    if (looksLikeQuantity(rest)) return [code, rest];
    const unit = /^(.*),\s*([^,\d][^,]*)$/.exec(rest);
    if (unit && looksLikeQuantity(unit[1] ?? '')) return [code, unit[1] ?? '', unit[2] ?? ''];
    return [code, rest.split(',')[0] ?? '', rest.split(',')[1] ?? ''];
  }
  const words = line.trim().split(/\s+/);
  // `SKU 2`, `SKU 2,5`; a code with spaces in it keeps them when the last word is the quantity.
  if (words.length >= 2 && looksLikeQuantity(words.at(-1) as string))
    return [words.slice(0, -1).join(' '), words.at(-1) as string];
  // `SKU 2 box`: a unit after the quantity.
  if (words.length >= 3 && looksLikeQuantity(words.at(-2) as string))
    return [words.slice(0, -2).join(' '), words.at(-2) as string, words.at(-1) as string];
  if (words.length === 2) return words;
  return [line];
}

/** A row copied from a sheet whose first column is empty still has its code first. */
function withoutLeadingEmpty(cells: string[]): string[] {
  const first = cells.findIndex((cell) => cell.trim() !== '');
  return first <= 0 ? cells : cells.slice(first);
}

const QUANTITY = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

function unquote(cell: string): string {
  const trimmed = cell.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).replace(/""/g, '"').trim()
    : trimmed;
}

/** Whether a cell reads as a quantity: a number, with a decimal point or comma. */
export function looksLikeQuantity(cell: string): boolean {
  return QUANTITY.test(cell.trim());
}
