import type { Locale } from '@tradeshop/shared';
import { csvCell } from '../../../common/text/csv-cell';
import {
  currencyDigits,
  minorUnitsToDecimal,
  type OrderDocument,
  type OrderDocumentCell,
} from './order-document';

export { csvCell };

/**
 * What a spreadsheet program opening a CSV expects in the buyer's locale: where the decimal mark is a comma
 * (Finnish, Swedish, Norwegian, Danish, French, Italian), the list separator is a semicolon.
 */
export const CSV_DIALECTS: Record<Locale, { delimiter: ',' | ';'; decimalMark: '.' | ',' }> = {
  en: { delimiter: ',', decimalMark: '.' },
  fi: { delimiter: ';', decimalMark: ',' },
  sv: { delimiter: ';', decimalMark: ',' },
  nb: { delimiter: ';', decimalMark: ',' },
  da: { delimiter: ';', decimalMark: ',' },
  fr: { delimiter: ';', decimalMark: ',' },
  it: { delimiter: ';', decimalMark: ',' },
};

/** A decimal without trailing zeros: `25.500` → `25.5`, `12.000` → `12`. */
function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The order as CSV (UTF-8 with a byte-order mark, so spreadsheets pick the right encoding). */
export function renderOrderCsv(document: OrderDocument): Buffer {
  const { delimiter, decimalMark } = CSV_DIALECTS[document.locale];
  const digits = currencyDigits(document.currency);
  // Numbers are ours, not the shopper's text: written plainly, never with a formula quote before a minus.
  const number = (decimal: string) => (decimalMark === ',' ? decimal.replace('.', ',') : decimal);
  const cell = (value: OrderDocumentCell): string => {
    if ('text' in value) return csvCell(value.text);
    if ('money' in value) return number(minorUnitsToDecimal(value.money, digits));
    if ('integer' in value) return String(value.integer);
    return number(plainDecimal('quantity' in value ? value.quantity : value.rate));
  };
  const text = (value: string) => csvCell(value);
  const lines = [
    [text(document.title)],
    ...document.facts.map((fact) => fact.map(text)),
    ...document.parties.map((party) => [text(party.heading), ...party.lines.map(text)]),
    [],
    document.columns.map(text),
    ...document.rows.map((row) => row.map(cell)),
    [],
    ...document.totals.map((total) => [
      text(total.label),
      cell({ money: total.amountMinor }),
      text(document.currency),
    ]),
    ...document.notes.map((note) => note.map(text)),
  ].map((row) => row.join(delimiter));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
