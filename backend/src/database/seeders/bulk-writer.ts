import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type ColumnType =
  'int' | 'smallint' | 'bigint' | 'numeric' | 'text' | 'bool' | 'jsonb' | 'timestamptz' | 'text[]';

export interface TableSpec {
  name: string;
  columns: readonly (readonly [name: string, type: ColumnType])[];
}

/** Values in column order: numbers, strings (decimals and JSON documents too), booleans, string arrays or null. */
export type Row = readonly (string | number | boolean | readonly string[] | null)[];

export interface BulkWriter {
  readonly mode: 'copy' | 'insert';
  write(table: TableSpec, rows: readonly Row[]): Promise<void>;
}

export interface BulkWriterOptions {
  /** COPY on a PostgreSQL server; batched INSERT … SELECT FROM unnest(…) where COPY is unavailable (PGlite). */
  supportsCopy: boolean;
  /** COPY … WITH (FREEZE): only valid for tables created or truncated in the current transaction. */
  freeze?: (table: TableSpec) => boolean;
  /** Rows per INSERT statement. */
  insertBatchSize?: number;
}

export function createBulkWriter(client: pg.ClientBase, options: BulkWriterOptions): BulkWriter {
  if (options.supportsCopy) {
    return {
      mode: 'copy',
      write: (table, rows) => copyRows(client, table, rows, options.freeze?.(table) ?? false),
    };
  }
  const batchSize = options.insertBatchSize ?? 2000;
  return {
    mode: 'insert',
    async write(table, rows) {
      for (let start = 0; start < rows.length; start += batchSize) {
        await insertRows(client, table, rows.slice(start, start + batchSize));
      }
    },
  };
}

// ------------------------------------------------------------------------------------------------------ COPY

const COPY_SPECIAL = /[\\\n\r\t]/;

function escapeCopyText(text: string): string {
  if (!COPY_SPECIAL.test(text)) return text;
  return text.replace(/[\\\n\r\t]/g, (char) => {
    switch (char) {
      case '\\':
        return '\\\\';
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      default:
        return '\\t';
    }
  });
}

function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

/** One value in COPY's text format. */
export function copyValue(value: Row[number]): string {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return escapeCopyText(value);
  return escapeCopyText(arrayLiteral(value));
}

/** Rows as COPY text (tab-separated columns, one line per row), encoded straight into one buffer. */
export function encodeCopyRows(rows: readonly Row[]): Buffer {
  return new CopyEncoder(rows.length * 96).append(rows).finish();
}

/** Encodes rows as COPY text into a growing off-heap buffer, so large batches add no garbage-collected text. */
export class CopyEncoder {
  private buffer: Buffer;
  private offset = 0;

  constructor(expectedBytes = 64 * 1024) {
    this.buffer = Buffer.allocUnsafeSlow(Math.max(expectedBytes, 1024));
  }

  append(rows: readonly Row[]): this {
    for (const row of rows) {
      let line = '';
      for (let column = 0; column < row.length; column++) {
        if (column > 0) line += '\t';
        line += copyValue(row[column]);
      }
      line += '\n';
      // UTF-8 needs at most three bytes per UTF-16 code unit.
      this.reserve(line.length * 3);
      this.offset += this.buffer.write(line, this.offset, 'utf8');
    }
    return this;
  }

  /** The encoded bytes; a view of an ArrayBuffer of its own, so it can be transferred to another thread. */
  finish(): Buffer {
    return this.buffer.subarray(0, this.offset);
  }

  private reserve(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.offset + bytes));
    this.buffer.copy(grown, 0, 0, this.offset);
    this.buffer = grown;
  }
}

function columnList(table: TableSpec): string {
  return table.columns.map(([name]) => `"${name}"`).join(', ');
}

async function copyRows(
  client: pg.ClientBase,
  table: TableSpec,
  rows: readonly Row[],
  freeze: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  await copyEncoded(client, table, encodeCopyRows(rows), freeze);
}

/** Streams rows already encoded by encodeCopyRows into `table`. */
export async function copyEncoded(
  client: pg.ClientBase,
  table: TableSpec,
  data: Buffer,
  freeze: boolean,
): Promise<void> {
  if (data.length === 0) return;
  const sql = `copy "${table.name}" (${columnList(table)}) from stdin${freeze ? ' with (freeze)' : ''}`;
  await pipeline(Readable.from([data]), client.query(copyFrom(sql)));
}

// ---------------------------------------------------------------------------------------------------- INSERT

async function insertRows(client: pg.ClientBase, table: TableSpec, rows: readonly Row[]): Promise<void> {
  if (rows.length === 0) return;
  if (table.columns.some(([, type]) => type.endsWith('[]'))) {
    // unnest() cannot yield array values; tables with array columns are small, so plain VALUES do.
    const width = table.columns.length;
    const placeholders = rows.map(
      (_, row) =>
        `(${table.columns.map(([, type], column) => `$${row * width + column + 1}::${type}`).join(', ')})`,
    );
    await client.query(
      `insert into "${table.name}" (${columnList(table)}) values ${placeholders.join(', ')}`,
      rows.flat(),
    );
    return;
  }
  const columns = table.columns.map((_, column) => rows.map((row) => row[column]));
  const casts = table.columns.map(([, type], column) => `$${column + 1}::${type}[]`).join(', ');
  await client.query(
    `insert into "${table.name}" (${columnList(table)}) select * from unnest(${casts})`,
    columns,
  );
}
