import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { DomainError } from '../../common/errors/domain-error';
import {
  QUICK_ORDER_FILE_PROBLEMS,
  QUICK_ORDER_LIMITS,
  type QuickOrderFileProblem,
} from './quick-order.limits';
import { looksLikeQuantity, splitPastedText } from './quick-order-paste';
import { zipWithinLimits } from '../../common/files/zip-limits';

/** One row as the shopper wrote it: a SKU (or EAN or Nobb number) and a quantity, both as text. */
export interface EnteredLine {
  /** The row in the file or the pasted text (1-based), or the position of a typed line. */
  row: number;
  code: string;
  quantity: string;
  /** The unit the quantity is in, by code or name as entered; empty or absent: the sales unit. */
  unit?: string;
}

export const QUICK_ORDER_FILE_FIELD = 'file';
const PASTED_TEXT_FIELD = 'text';

export function fileProblem(problem: QuickOrderFileProblem, field = QUICK_ORDER_FILE_FIELD): DomainError {
  return new DomainError('VALIDATION_FAILED', QUICK_ORDER_FILE_PROBLEMS[problem], [
    { field, reason: problem },
  ]);
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HEADER_WORDS =
  /^(sku|code|product|item|ean|nobb|artikel|tuote|nimike|koodi|varenummer|varenr|vare|produkt|article|référence|reference|articolo|codice|prodotto)/i;
const UNIT_WORDS = /^(unit|uom|yksikkö|yksikko|enhet|enhed|unité|unite|unità|unita|einheit)$/i;
const QUANTITY_WORDS =
  /^(qty|quantity|amount|määrä|maara|kpl|lkm|antal|antall|mængde|maengde|quantité|quantite|qté|quantità|quantita|menge|pcs)/i;

/**
 * Signatures of formats that are surely not a spreadsheet a shopper meant: PDF, an old binary .xls (Excel
 * 97–2003, which has to be saved as .xlsx), images, other archives, executables, RTF.
 */
const OTHER_FORMATS: Buffer[] = [
  '%PDF',
  '\xD0\xCF\x11\xE0',
  '\x89PNG',
  '\xFF\xD8\xFF',
  'GIF8',
  'RIFF',
  '\x1F\x8B',
  '7z\xBC\xAF',
  'Rar!',
  '\x7FELF',
  '{\\rtf',
  'II*\x00',
  'MM\x00*',
].map((signature) => Buffer.from(signature, 'latin1'));

/**
 * The lines of an uploaded quick-order spreadsheet: SKU in the first column, quantity in the second, an optional
 * header row. The type is read from the bytes (an .xlsx is a zip archive; anything else must be text), never
 * from the name. Refused, with nothing read, when too large, too many rows, a zip bomb or malformed.
 */
export async function readQuickOrderFile(content: Buffer | undefined): Promise<EnteredLine[]> {
  if (!content || content.length === 0) throw fileProblem('FILE_MISSING');
  if (content.length > QUICK_ORDER_LIMITS.fileMaxBytes) throw fileProblem('FILE_TOO_LARGE');
  if (OTHER_FORMATS.some((signature) => content.subarray(0, signature.length).equals(signature)))
    throw fileProblem('FILE_TYPE');
  const rows = content.subarray(0, 4).equals(ZIP_SIGNATURE) ? await readWorkbook(content) : readCsv(content);
  return toEnteredLines(rows);
}

/**
 * Pasted text, one line a row: cells copied from a spreadsheet (tab-separated, a header row skipped),
 * `SKU;quantity`, `SKU,quantity` or `SKU quantity`; a quantity may have a decimal comma.
 */
export function readPastedLines(text: string): EnteredLine[] {
  const rows = splitPastedText(text, QUICK_ORDER_LIMITS.linesMax + 2);
  if (rows.length > QUICK_ORDER_LIMITS.linesMax + 1)
    throw fileProblem('FILE_TOO_MANY_ROWS', PASTED_TEXT_FIELD);
  return toEnteredLines(rows, PASTED_TEXT_FIELD);
}

async function readWorkbook(content: Buffer): Promise<string[][]> {
  const withinLimits = zipWithinLimits(content, {
    unpackedMaxBytes: QUICK_ORDER_LIMITS.xlsxUnpackedMaxBytes,
    maxRatio: QUICK_ORDER_LIMITS.xlsxMaxRatio,
    maxParts: QUICK_ORDER_LIMITS.xlsxMaxParts,
  });
  if (!withinLimits) throw fileProblem('FILE_UNREADABLE');
  // A sound zip archive without a workbook part (a .docx, a plain .zip) is another kind of file; part names are
  // stored unpacked, so this reads nothing.
  if (!content.includes('xl/workbook.xml')) throw fileProblem('FILE_TYPE');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw fileProblem('FILE_UNREADABLE');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw fileProblem('FILE_EMPTY');
  // One header row more than the lines allowed.
  if (sheet.actualRowCount > QUICK_ORDER_LIMITS.linesMax + 1) throw fileProblem('FILE_TOO_MANY_ROWS');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    rows[rowNumber - 1] = [1, 2, 3, 4, 5].map((column) => cellText(row.getCell(column).value));
  });
  return Array.from(rows, (row) => row ?? []);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean' || value instanceof Date) return '';
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  return '';
}

function readCsv(content: Buffer): string[][] {
  // A NUL byte never occurs in a text file: this is another binary format (a renamed .xls, an image).
  if (content.includes(0)) throw fileProblem('FILE_TYPE');
  const text = content.toString('utf8');
  if (text.includes('\uFFFD')) throw fileProblem('FILE_TYPE');
  // Control characters other than tab, line feed and carriage return, or markup: not a CSV file.
  if (hasControlCharacters(text) || /^\s*(<|\{|\[)/.test(text)) throw fileProblem('FILE_TYPE');
  const rows = parseDelimited(text);
  // A text that is no table of codes and quantities (prose, a renamed document) has no row that reads as one.
  if (!rows.some(isPlausibleRow)) throw fileProblem('FILE_TYPE');
  return rows;
}

function hasControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** A row that can be a quick-order line: a short code without inner spaces and a quantity (or none). */
function isPlausibleRow(row: string[]): boolean {
  const code = (row[0] ?? '').trim();
  const quantity = (row[1] ?? '').trim();
  return (
    code !== '' &&
    code.length <= QUICK_ORDER_LIMITS.codeMaxLength &&
    !/\s/.test(code) &&
    (quantity === '' || looksLikeQuantity(quantity))
  );
}

function parseDelimited(text: string, field = QUICK_ORDER_FILE_FIELD): string[][] {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      // Reading stops just past the limit, so a huge file is refused without parsing all of it.
      to: QUICK_ORDER_LIMITS.linesMax + 2,
    }) as string[][];
  } catch {
    throw fileProblem('FILE_UNREADABLE', field);
  }
  if (rows.length > QUICK_ORDER_LIMITS.linesMax + 1) throw fileProblem('FILE_TOO_MANY_ROWS', field);
  return rows;
}

/**
 * Rows to lines: a first row that names its columns is a header, and where it names the code and quantity
 * columns (a sheet copied with a name column between them) those are read; otherwise the first two columns.
 * Rows without a code are skipped.
 */
function toEnteredLines(rows: string[][], field = QUICK_ORDER_FILE_FIELD): EnteredLine[] {
  const lines: EnteredLine[] = [];
  const header =
    rows[0] && isHeaderRow((rows[0][0] ?? '').trim(), (rows[0][1] ?? '').trim()) ? rows[0] : null;
  const codeColumn = Math.max(0, header?.findIndex((cell) => HEADER_WORDS.test(cell.trim())) ?? 0);
  const namedQuantity = header?.findIndex((cell) => QUANTITY_WORDS.test(cell.trim())) ?? -1;
  const quantityColumn = namedQuantity >= 0 && namedQuantity !== codeColumn ? namedQuantity : codeColumn + 1;
  // A unit column named in the header; without a header, a third cell that is no number (`SKU;2;box`).
  const namedUnit = header?.findIndex((cell) => UNIT_WORDS.test(cell.trim())) ?? -1;
  const unitColumn = header ? namedUnit : quantityColumn + 1;
  rows.forEach((row, index) => {
    if (index === 0 && header) return;
    const code = (row[codeColumn] ?? '').trim();
    const quantity = (row[quantityColumn] ?? '').trim();
    const unit = unitColumn >= 0 ? (row[unitColumn] ?? '').trim() : '';
    if (code === '') return;
    lines.push({
      row: index + 1,
      code: code.slice(0, QUICK_ORDER_LIMITS.codeMaxLength),
      quantity: quantity.slice(0, QUICK_ORDER_LIMITS.quantityMaxLength),
      ...(unit !== '' && !looksLikeQuantity(unit)
        ? { unit: unit.slice(0, QUICK_ORDER_LIMITS.codeMaxLength) }
        : {}),
    });
  });
  if (lines.length > QUICK_ORDER_LIMITS.linesMax) throw fileProblem('FILE_TOO_MANY_ROWS', field);
  if (lines.length === 0) throw fileProblem('FILE_EMPTY', field);
  return lines;
}

/**
 * A first row that names its columns: a quantity cell in words ("Qty", "Määrä"), or a code cell that names
 * the column ("SKU", "Tuotenumero") with no number beside it.
 */
function isHeaderRow(code: string, quantity: string): boolean {
  if (looksLikeQuantity(quantity)) return false;
  const quantityInWords = /\p{L}/u.test(quantity);
  return HEADER_WORDS.test(code) || (quantityInWords && !/\d/.test(code));
}

/** The sample a shopper downloads: the header and two example rows, as .xlsx or .csv. */
export async function quickOrderSample(
  format: 'xlsx' | 'csv',
  examples: Array<[string, string]>,
): Promise<Buffer> {
  const rows: Array<[string, string]> = [['SKU', 'Quantity'], ...examples];
  if (format === 'csv') return Buffer.from(`${rows.map((row) => row.join(';')).join('\r\n')}\r\n`, 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Quick order');
  sheet.columns = [{ width: 24 }, { width: 12 }];
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
