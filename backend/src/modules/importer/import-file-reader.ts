import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { DomainError } from '../../common/errors/domain-error';
import { zipWithinLimits } from '../../common/files/zip-limits';
import { IMPORTER_LIMITS, type ImportFormat } from './importer.types';

/** One data row of an import file: its line (1-based, as a spreadsheet shows it) and its cells as text. */
export interface ImportRow {
  line: number;
  cells: string[];
}

export interface ReadOptions {
  /** Stop after this many data rows (a preview); undefined reads all within the limits. */
  maxRows?: number;
}

export const fileRefused = (message: string, reason = 'file') =>
  new DomainError('VALIDATION_FAILED', message, [{ field: 'file', reason }]);

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);
const DELIMITERS = [',', ';', '\t', '|'] as const;

/** Refuses a file before anything is read of it: empty, too large, or not of the configured type. */
export function assertReadable(content: Buffer, format: ImportFormat): void {
  if (content.length === 0) throw fileRefused('The file is empty', 'empty');
  if (content.length > IMPORTER_LIMITS.fileMaxBytes) {
    throw fileRefused(
      `The file is larger than ${IMPORTER_LIMITS.fileMaxBytes / 1024 / 1024} MB; split it into smaller files`,
      'too-large',
    );
  }
  const isZip = content.subarray(0, 4).equals(ZIP_SIGNATURE);
  if (format.type === 'xlsx') {
    if (!isZip)
      throw fileRefused('This is not an Excel workbook (.xlsx); choose the CSV or JSON format', 'type');
    return;
  }
  if (isZip || (content.includes(0) && !content.subarray(0, 2).equals(UTF16LE_BOM))) {
    throw fileRefused(
      `This is not a ${format.type.toUpperCase()} text file: it holds binary data (an Excel workbook, an image or an archive?)`,
      'type',
    );
  }
}

/** The file's text: by its byte-order mark, else UTF-8 when it is valid UTF-8, else Windows-1252 (auto). */
export function decodeText(content: Buffer, encoding: ImportFormat['encoding']): string {
  if (content.subarray(0, 3).equals(UTF8_BOM)) return content.subarray(3).toString('utf8');
  if (content.subarray(0, 2).equals(UTF16LE_BOM)) return content.subarray(2).toString('utf16le');
  const chosen = encoding ?? 'auto';
  if (chosen === 'utf-8' || chosen === 'auto') {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(content);
    } catch {
      if (chosen === 'utf-8') {
        throw fileRefused(
          'The file is not UTF-8 text; choose its encoding (for example Windows-1252) or automatic detection',
          'encoding',
        );
      }
    }
  }
  return new TextDecoder(chosen === 'auto' ? 'windows-1252' : chosen).decode(content);
}

/** The delimiter that splits the first line into the most cells (outside quotes). */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best: string = DELIMITERS[0];
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

function hasControlCharacters(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  for (let index = 0; index < sample.length; index++) {
    const code = sample.charCodeAt(index);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

/**
 * Reads every row of the file, the header row included, as text cells, streamed (an XLSX sheet row by row), and
 * refuses it with a message a person understands when it breaks a limit: too many rows or columns, a cell too
 * long, a zip bomb, an unreadable workbook. A formula is never evaluated: its cell reads as the value Excel saved
 * with it, and a CSV cell starting with `=` is plain text.
 */
export async function* readRows(
  content: Buffer,
  format: ImportFormat,
  options: ReadOptions = {},
): AsyncGenerator<ImportRow> {
  assertReadable(content, format);
  const source =
    format.type === 'xlsx'
      ? xlsxRows(content)
      : format.type === 'json'
        ? jsonRows(content, format)
        : csvRows(content, format);
  const rowsMax = IMPORTER_LIMITS.rowsMax + (format.headerRow === false ? 0 : 1);
  const wanted =
    options.maxRows === undefined ? undefined : options.maxRows + (format.headerRow === false ? 0 : 1);
  let count = 0;
  for await (const row of source) {
    count++;
    if (count > rowsMax) {
      throw fileRefused(
        `The file has more than ${IMPORTER_LIMITS.rowsMax} rows; split it into smaller files`,
        'too-many-rows',
      );
    }
    if (row.cells.length > IMPORTER_LIMITS.columnsMax) {
      throw fileRefused(
        `Line ${row.line} has ${row.cells.length} columns; at most ${IMPORTER_LIMITS.columnsMax} are read`,
        'too-many-columns',
      );
    }
    if (row.cells.some((cell) => cell.length > IMPORTER_LIMITS.cellMaxChars)) {
      throw fileRefused(
        `Line ${row.line} has a cell longer than ${IMPORTER_LIMITS.cellMaxChars} characters`,
        'cell-too-long',
      );
    }
    yield row;
    if (wanted !== undefined && count >= wanted) return;
  }
}

/** The header row and the data rows (up to `maxRows`), with column names made up when there is no header. */
export async function readTable(
  content: Buffer,
  format: ImportFormat,
  options: ReadOptions = {},
): Promise<{ headers: string[]; rows: ImportRow[] }> {
  const rows: ImportRow[] = [];
  let headers: string[] | undefined;
  for await (const row of readRows(content, format, options)) {
    if (headers === undefined && format.headerRow !== false) headers = row.cells.map((cell) => cell.trim());
    else rows.push(row);
  }
  const width = Math.max(headers?.length ?? 0, ...rows.map((row) => row.cells.length));
  const named = Array.from({ length: width }, (_, index) => headers?.[index] || columnName(index));
  return { headers: named, rows };
}

/** Spreadsheet column letters: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

async function* csvRows(content: Buffer, format: ImportFormat): AsyncGenerator<ImportRow> {
  const text = decodeText(content, format.encoding);
  if (hasControlCharacters(text)) {
    throw fileRefused('This is not a CSV text file: it holds control characters of a binary file', 'type');
  }
  const delimiter =
    !format.delimiter || format.delimiter === 'auto' ? detectDelimiter(text) : format.delimiter;
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: IMPORTER_LIMITS.cellMaxChars * 4,
      info: true,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: record.info.lines, cells: record.record };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw fileRefused(`The CSV file cannot be read: ${(error as Error).message}`, 'malformed');
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: unknown }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? ''
      : cellText(result as ExcelJS.CellValue);
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  if ('error' in value) return '';
  return '';
}

async function* xlsxRows(content: Buffer): AsyncGenerator<ImportRow> {
  const sound = zipWithinLimits(content, {
    unpackedMaxBytes: IMPORTER_LIMITS.xlsxUnpackedMaxBytes,
    maxRatio: IMPORTER_LIMITS.xlsxMaxRatio,
    maxParts: IMPORTER_LIMITS.xlsxMaxParts,
  });
  if (!sound) {
    throw fileRefused(
      'The workbook cannot be read: it is damaged or unpacks to far more than its size (a zip bomb?)',
      'zip',
    );
  }
  if (!content.includes('xl/workbook.xml')) {
    throw fileRefused('This archive is not an Excel workbook (.xlsx)', 'type');
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        if (values.length > IMPORTER_LIMITS.columnsMax) {
          yield { line: row.number, cells: values.map(() => '') };
          return;
        }
        const cells = Array.from(values, (value) => cellText(value));
        if (cells.every((cell) => cell.trim() === '')) continue;
        yield { line: row.number, cells };
      }
      // Only the first sheet is imported.
      return;
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw fileRefused('The workbook cannot be read; save it again as .xlsx', 'malformed');
  }
}

async function* jsonRows(content: Buffer, format: ImportFormat): AsyncGenerator<ImportRow> {
  let data: unknown;
  try {
    data = JSON.parse(decodeText(content, format.encoding));
  } catch {
    throw fileRefused('The JSON file cannot be read: it is not valid JSON', 'malformed');
  }
  const items = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null
      ? Object.values(data).find(Array.isArray)
      : undefined;
  if (!items || !items.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))) {
    throw fileRefused('The JSON file must hold a list of objects, one per row', 'shape');
  }
  const keys: string[] = [];
  for (const item of items.slice(0, 1000) as Record<string, unknown>[]) {
    for (const key of Object.keys(item)) if (!keys.includes(key)) keys.push(key);
    if (keys.length > IMPORTER_LIMITS.columnsMax) break;
  }
  // The keys are the header row, so the mapping editor treats a JSON file as a table with a header.
  yield { line: 0, cells: keys };
  for (const [index, item] of (items as Record<string, unknown>[]).entries()) {
    yield {
      line: index + 1,
      cells: keys.map((key) => {
        const value = item[key];
        if (value === null || value === undefined) return '';
        return typeof value === 'object' ? JSON.stringify(value) : String(value);
      }),
    };
  }
}
