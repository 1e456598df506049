import { cellText, type OrderDocument } from './order-document';

/** Characters that make a spreadsheet read a cell as a formula (or hide one): never let a cell start with them. */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** A plain number such as a credit's `-12.50` cannot be a formula and stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell that a spreadsheet shows as typed: a leading formula character gets a quote in front, then CSV-quoted. */
export function csvCell(value: string): string {
  const safe = FORMULA_TRIGGER.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The order as CSV (UTF-8 with a byte-order mark, so spreadsheets pick the right encoding). */
export function renderOrderCsv(document: OrderDocument): Buffer {
  const lines = [
    [document.title],
    ...document.facts,
    [],
    document.columns,
    ...document.rows.map((row) => row.map(cellText)),
    [],
    ...document.totals,
  ].map((row) => row.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
