import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { zipWithinLimits } from '../../common/files/zip-limits';

/** Limits of an import file (STYLE.md: no spreadsheet is read without size, row and zip-ratio limits). */
export const IMPORT_FILE_LIMITS = {
  csvMaxBytes: 512 * 1024 * 1024,
  /** An .xlsx is checked as a whole archive before it is streamed, so its packed size is kept smaller. */
  xlsxMaxBytes: 64 * 1024 * 1024,
  xlsxUnpackedMaxBytes: 1024 * 1024 * 1024,
  xlsxMaxRatio: 200,
  xlsxMaxParts: 100,
  maxRows: 2_000_000,
  maxColumns: 30,
  maxCellLength: 500,
} as const;

/** Why a whole file is refused; the back office shows its own translation of each code. */
export const IMPORT_FILE_PROBLEMS = {
  FILE_EMPTY: 'The file is empty',
  FILE_TOO_LARGE: 'The file is too large to import',
  FILE_BINARY: 'The file is not a CSV text file or an Excel workbook (.xlsx)',
  FILE_ENCODING: 'The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again',
  FILE_UNREADABLE: 'The file could not be read: check that it is a valid .csv or .xlsx file',
  FILE_ZIP_LIMITS: 'The workbook unpacks to more than an import may hold (a damaged file or a zip bomb)',
  FILE_TOO_MANY_ROWS: `The file has more than ${IMPORT_FILE_LIMITS.maxRows} rows`,
  FILE_TOO_MANY_COLUMNS: `The file has more than ${IMPORT_FILE_LIMITS.maxColumns} columns`,
  FILE_HEADER: 'The first row must name the columns',
  FILE_NAME: 'The file name may only hold letters, digits, dots, dashes and underscores',
} as const;
export type ImportFileProblem = keyof typeof IMPORT_FILE_PROBLEMS;

/** A file-level refusal: the run fails with this code and message, and nothing is stored. */
export class ImportFileError extends Error {
  constructor(readonly problem: ImportFileProblem) {
    super(IMPORT_FILE_PROBLEMS[problem]);
    this.name = 'ImportFileError';
  }
}

/** One data row of a file: its line (1-based, the header is line 1) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
  /** The row's cells joined, for the rejected-rows list. */
  content: string;
  /** Set when a cell of an .xlsx held a formula: the row is refused rather than trusting a cached result. */
  formulaColumn?: number;
}

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF16_BOMS = [Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];
const SNIFF_BYTES = 64 * 1024;

export type ImportFileFormat = 'csv' | 'xlsx';

/**
 * What the file is, read from its first bytes (never its name): an .xlsx is a zip archive, anything else must
 * be UTF-8 text without NUL bytes. Refuses empty, oversized, UTF-16 and binary files.
 */
export async function sniffImportFile(
  path: string,
): Promise<{ format: ImportFileFormat; delimiter: string }> {
  const { size } = await stat(path);
  if (size === 0) throw new ImportFileError('FILE_EMPTY');
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(Math.min(SNIFF_BYTES, size));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    if (size > IMPORT_FILE_LIMITS.xlsxMaxBytes) throw new ImportFileError('FILE_TOO_LARGE');
    return { format: 'xlsx', delimiter: ',' };
  }
  if (size > IMPORT_FILE_LIMITS.csvMaxBytes) throw new ImportFileError('FILE_TOO_LARGE');
  if (UTF16_BOMS.some((bom) => head.subarray(0, 2).equals(bom))) throw new ImportFileError('FILE_ENCODING');
  if (head.includes(0)) throw new ImportFileError('FILE_BINARY');
  return { format: 'csv', delimiter: delimiterOf(head) };
}

/** The delimiter of the header line: semicolon (Nordic Excel), tab or comma, whichever occurs most. */
function delimiterOf(head: Buffer): string {
  const text = head.toString('utf8');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', '\t', ','].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }));
  counts.sort((a, b) => b.count - a.count);
  return counts[0]!.count > 0 ? counts[0]!.delimiter : ',';
}

/** How many bytes at the end of `chunk` begin a character that the next chunk completes (0 to 3). */
function incompleteTail(chunk: Buffer): number {
  for (let back = 1; back <= Math.min(3, chunk.length); back += 1) {
    const byte = chunk[chunk.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/** Passes bytes through while they are valid UTF-8, so a Latin-1 file is refused instead of misread. */
class Utf8Check extends Transform {
  private carried = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = this.carried.length > 0 ? Buffer.concat([this.carried, chunk]) : chunk;
    const complete = bytes.length - incompleteTail(bytes);
    if (!isUtf8(bytes.subarray(0, complete))) {
      callback(new ImportFileError('FILE_ENCODING'));
      return;
    }
    this.carried = Buffer.from(bytes.subarray(complete));
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    callback(this.carried.length > 0 ? new ImportFileError('FILE_ENCODING') : null);
  }
}

/** Rows handed on together, so that a million rows cost a thousand awaits, not a million. */
const ROW_BATCH = 1000;

/**
 * The rows of an import file, streamed in batches: the header row first (line 1), then every data row. Empty
 * rows are skipped. Throws ImportFileError for a file-level problem, at the row where it shows. A row's line is
 * its record's number in the file, which is its line unless a quoted cell above it spans lines.
 */
export async function* readImportFile(path: string): AsyncGenerator<FileRow[]> {
  const { format, delimiter } = await sniffImportFile(path);
  const batches =
    format === 'xlsx'
      ? readWorkbookRows(path)
      : (await needsCsvParser(path))
        ? readCsvRows(path, delimiter)
        : readPlainCsvRows(path, delimiter);
  let count = 0;
  for await (const batch of batches) {
    const kept: FileRow[] = [];
    for (const row of batch) {
      if (row.cells.length > IMPORT_FILE_LIMITS.maxColumns)
        throw new ImportFileError('FILE_TOO_MANY_COLUMNS');
      if (row.cells.every((cell) => cell === '')) continue;
      count += 1;
      if (count > IMPORT_FILE_LIMITS.maxRows + 1) throw new ImportFileError('FILE_TOO_MANY_ROWS');
      kept.push(row);
    }
    if (kept.length > 0) yield kept;
  }
  if (count === 0) throw new ImportFileError('FILE_EMPTY');
}

const QUOTE = 0x22;
const CARRIAGE_RETURN = 0x0d;
const LINE_FEED = 0x0a;
const MAX_RECORD_LENGTH = IMPORT_FILE_LIMITS.maxCellLength * IMPORT_FILE_LIMITS.maxColumns;

/**
 * Whether the file holds what only a CSV parser reads right: a quote (a quoted cell may hold the delimiter or a
 * line break) or a carriage return that ends a line on its own. Files exported by an ERP seldom do, and their
 * lines are split several times faster than the parser reads them.
 */
async function needsCsvParser(path: string): Promise<boolean> {
  let endedWithCarriageReturn = false;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    if (chunk.includes(QUOTE)) return true;
    if (endedWithCarriageReturn && chunk[0] !== LINE_FEED) return true;
    for (let at = chunk.indexOf(CARRIAGE_RETURN); at >= 0; at = chunk.indexOf(CARRIAGE_RETURN, at + 1)) {
      if (at + 1 < chunk.length && chunk[at + 1] !== LINE_FEED) return true;
    }
    endedWithCarriageReturn = chunk[chunk.length - 1] === CARRIAGE_RETURN;
  }
  return endedWithCarriageReturn;
}

/** A file without quotes, read line by line: the same rows, lines and cells as readCsvRows gives. */
async function* readPlainCsvRows(path: string, delimiter: string): AsyncGenerator<FileRow[]> {
  const source = createReadStream(path);
  const check = new Utf8Check();
  source.on('error', (error) => check.destroy(error));
  source.pipe(check);
  const decoder = new StringDecoder('utf8');
  let line = 0;
  let batch: FileRow[] = [];
  const add = (text: string) => {
    const record = line === 0 && text.startsWith('\uFEFF') ? text.slice(1) : text;
    const withoutReturn = record.endsWith('\r') ? record.slice(0, -1) : record;
    if (withoutReturn.length > MAX_RECORD_LENGTH) throw new ImportFileError('FILE_UNREADABLE');
    line += 1;
    const cells = withoutReturn.split(delimiter).map((cell) => clipped(cell.trim()));
    batch.push({ line, cells, content: cells.join(delimiter) });
  };
  let rest = '';
  try {
    for await (const chunk of check as AsyncIterable<Buffer>) {
      const text = rest + decoder.write(chunk);
      let start = 0;
      for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
        add(text.slice(start, end));
        start = end + 1;
      }
      rest = text.slice(start);
      if (rest.length > MAX_RECORD_LENGTH) throw new ImportFileError('FILE_UNREADABLE');
      if (batch.length >= ROW_BATCH) {
        yield batch;
        batch = [];
      }
    }
    rest += decoder.end();
    if (rest !== '') add(rest);
    if (batch.length > 0) yield batch;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('FILE_UNREADABLE');
  } finally {
    source.destroy();
  }
}

async function* readCsvRows(path: string, delimiter: string): AsyncGenerator<FileRow[]> {
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    trim: true,
    max_record_size: MAX_RECORD_LENGTH,
  });
  const source = createReadStream(path);
  const check = new Utf8Check();
  source.on('error', (error) => parser.destroy(error));
  check.on('error', (error) => parser.destroy(error));
  source.pipe(check).pipe(parser);
  let line = 0;
  let batch: FileRow[] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1;
      const cells = record.length > IMPORT_FILE_LIMITS.maxColumns ? record : record.map(clipped);
      batch.push({ line, cells, content: cells.join(delimiter) });
      if (batch.length === ROW_BATCH) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('FILE_UNREADABLE');
  } finally {
    source.destroy();
  }
}

function clipped(cell: string): string {
  return cell.length > IMPORT_FILE_LIMITS.maxCellLength
    ? cell.slice(0, IMPORT_FILE_LIMITS.maxCellLength)
    : cell;
}

async function* readWorkbookRows(path: string): AsyncGenerator<FileRow[]> {
  // The archive is checked whole (its packed bytes, at most xlsxMaxBytes) before any part is unpacked.
  if (
    !zipWithinLimits(await readFile(path), {
      unpackedMaxBytes: IMPORT_FILE_LIMITS.xlsxUnpackedMaxBytes,
      maxRatio: IMPORT_FILE_LIMITS.xlsxMaxRatio,
      maxParts: IMPORT_FILE_LIMITS.xlsxMaxParts,
    })
  ) {
    throw new ImportFileError('FILE_ZIP_LIMITS');
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  let batch: FileRow[] = [];
  try {
    for await (const worksheet of reader) {
      for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        if (values.length > IMPORT_FILE_LIMITS.maxColumns) throw new ImportFileError('FILE_TOO_MANY_COLUMNS');
        let formulaColumn: number | undefined;
        const cells = Array.from(values, (value, index) => {
          if (isFormula(value) && formulaColumn === undefined) formulaColumn = index + 1;
          return cellText(value).slice(0, IMPORT_FILE_LIMITS.maxCellLength);
        });
        batch.push({ line: row.number, cells, content: cells.join(';'), formulaColumn });
        if (batch.length === ROW_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
      // Only the first sheet is read.
      break;
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('FILE_UNREADABLE');
  }
}

function isFormula(value: ExcelJS.CellValue | undefined): boolean {
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
}

function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  if ('result' in value && !isFormula(value)) return cellText(value.result as ExcelJS.CellValue);
  return '';
}
