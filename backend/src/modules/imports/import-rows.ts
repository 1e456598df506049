import type { Row, TableSpec } from '../../database/seeders/bulk-writer';
import { ImportFileError, type FileRow } from './import-file';

export const PRICE_KINDS = ['list', 'tier', 'customer', 'group'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const CROSS_REFERENCE_KINDS = [
  'related',
  'alternative',
  'accessory',
  'oem',
  'competitor',
  'customer',
] as const;
export type CrossReferenceKind = (typeof CROSS_REFERENCE_KINDS)[number];

export type ImportKind = 'prices' | 'cross_references';

/** A data row turned into a staging row, or the reason it is refused. */
export type ParsedRow = { values: Row } | { reason: string };

/** Reads the data rows of one kind of file once its header row has named the columns. */
export interface RowFormat {
  staging: TableSpec;
  /** Throws FILE_HEADER when a required column is missing. */
  columnsOf(header: string[]): ColumnIndex;
  parse(row: FileRow, columns: ColumnIndex, runId: number): ParsedRow;
}

type ColumnIndex = Record<string, number>;

const MAX_TEXT = 100;
const FORMULA_START = /^[=+@\t\r]|^-[^\d]/;
const DECIMAL = /^(\d{1,13})(?:[.,](\d{1,3}))?$/;
const PRICE = /^(\d{1,13})(?:[.,](\d{1,2}))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FINNISH_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/** Column names as files write them (English, and the Nordic ERP's export names), to one key. */
const PRICE_COLUMNS: Record<string, string[]> = {
  kind: ['type', 'kind', 'price_type', 'pricetype'],
  sku: ['sku', 'product', 'item', 'article', 'artikel', 'tuote'],
  store: ['store', 'store_code', 'shop'],
  currency: ['currency', 'valuta', 'valuutta'],
  customer: ['customer', 'customer_number', 'erp_customer_number', 'company'],
  customerGroup: ['customer_group', 'group', 'price_group'],
  minQuantity: ['min_quantity', 'quantity', 'from_quantity', 'qty'],
  price: ['price', 'net_price', 'unit_price', 'hinta', 'pris'],
  validFrom: ['valid_from', 'from', 'start'],
  validTo: ['valid_to', 'to', 'end'],
};
const CROSS_REFERENCE_COLUMNS: Record<string, string[]> = {
  sku: ['sku', 'product', 'item', 'article'],
  kind: ['type', 'kind', 'reference_type'],
  reference: ['reference', 'part_number', 'cross_reference', 'number'],
  manufacturer: ['manufacturer', 'brand', 'competitor'],
  customer: ['customer', 'customer_number', 'erp_customer_number', 'company'],
};

function columnIndex(header: string[], names: Record<string, string[]>, required: string[]): ColumnIndex {
  const normalised = header.map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const index: ColumnIndex = {};
  for (const [key, synonyms] of Object.entries(names)) {
    const position = normalised.findIndex((name) => synonyms.includes(name));
    if (position >= 0) index[key] = position;
  }
  if (required.some((key) => index[key] === undefined)) throw new ImportFileError('FILE_HEADER');
  return index;
}

function cell(row: FileRow, columns: ColumnIndex, key: string): string {
  const position = columns[key];
  return position === undefined ? '' : (row.cells[position] ?? '').trim();
}

/** A refusal that reads as a sentence in the rejected-rows list. */
class RowProblem extends Error {}

function text(value: string, label: string, required: boolean): string | null {
  if (value === '') {
    if (required) throw new RowProblem(`${label} is missing`);
    return null;
  }
  if (FORMULA_START.test(value))
    throw new RowProblem(`${label} looks like a formula ("${value.slice(0, 20)}")`);
  if (value.length > MAX_TEXT) throw new RowProblem(`${label} is longer than ${MAX_TEXT} characters`);
  return value;
}

function date(value: string, label: string): string | null {
  if (value === '') return null;
  const iso = ISO_DATE.exec(value);
  const finnish = FINNISH_DATE.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : finnish
      ? [finnish[3], finnish[2]!.padStart(2, '0'), finnish[1]!.padStart(2, '0')]
      : [];
  const parsed = year ? new Date(`${year}-${month}-${day}T00:00:00Z`) : null;
  if (
    !parsed ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== `${year}-${month}-${day}`
  )
    throw new RowProblem(`${label} "${value.slice(0, 20)}" is not a date (YYYY-MM-DD)`);
  return `${year}-${month}-${day}`;
}

function priceMinor(value: string): number {
  const match = PRICE.exec(value.replace(/\s/g, ''));
  if (!match) throw new RowProblem(`price "${value.slice(0, 20)}" is not an amount such as 12.50`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function quantity(value: string): string {
  if (value === '') return '1';
  const match = DECIMAL.exec(value.replace(/\s/g, ''));
  if (!match || Number(value.replace(',', '.')) <= 0)
    throw new RowProblem(`quantity "${value.slice(0, 20)}" is not a positive number`);
  return match[2] ? `${match[1]}.${match[2]}` : match[1]!;
}

function parsed(row: FileRow, build: () => Row): ParsedRow {
  if (row.formulaColumn !== undefined) return { reason: `column ${row.formulaColumn} holds a formula` };
  try {
    return { values: build() };
  } catch (error) {
    if (error instanceof RowProblem) return { reason: error.message };
    throw error;
  }
}

export const PRICE_ROWS: RowFormat = {
  staging: {
    name: 'import_price_row',
    columns: [
      ['import_run_id', 'int'],
      ['line', 'int'],
      ['kind', 'text'],
      ['sku', 'text'],
      ['store_code', 'text'],
      ['currency', 'text'],
      ['customer_number', 'text'],
      ['customer_group_code', 'text'],
      ['min_quantity', 'numeric'],
      ['price_minor', 'bigint'],
      ['valid_from', 'text'],
      ['valid_to', 'text'],
    ],
  },
  columnsOf: (header) => columnIndex(header, PRICE_COLUMNS, ['sku', 'store', 'currency', 'price']),
  parse: (row, columns, runId) =>
    parsed(row, () => {
      const kindText = cell(row, columns, 'kind').toLowerCase() || 'list';
      const kind = PRICE_KINDS.find((known) => known === kindText);
      if (!kind)
        throw new RowProblem(`type "${kindText.slice(0, 20)}" is not one of ${PRICE_KINDS.join(', ')}`);
      const customer = text(cell(row, columns, 'customer'), 'customer', kind === 'customer');
      const group = text(cell(row, columns, 'customerGroup'), 'customer group', kind === 'group');
      const minQuantity = quantity(cell(row, columns, 'minQuantity'));
      const validFrom = date(cell(row, columns, 'validFrom'), 'valid from');
      const validTo = date(cell(row, columns, 'validTo'), 'valid to');
      if (kind === 'list' && Number(minQuantity) !== 1)
        throw new RowProblem('a list price applies from quantity 1; use type tier for a quantity break');
      if (kind === 'tier' && Number(minQuantity) <= 1)
        throw new RowProblem('a tier price needs a quantity above 1');
      if ((kind === 'list' || kind === 'tier') && (validFrom || validTo))
        throw new RowProblem('validity dates apply to customer and customer-group prices only');
      if (validFrom && validTo && validTo < validFrom) throw new RowProblem('valid to is before valid from');
      return [
        runId,
        row.line,
        kind,
        text(cell(row, columns, 'sku'), 'SKU', true),
        text(cell(row, columns, 'store'), 'store', true)!.toLowerCase(),
        text(cell(row, columns, 'currency'), 'currency', true)!.toUpperCase(),
        kind === 'customer' ? customer : null,
        kind === 'group' ? group : null,
        minQuantity,
        priceMinor(cell(row, columns, 'price')),
        validFrom,
        validTo,
      ];
    }),
};

export const CROSS_REFERENCE_ROWS: RowFormat = {
  staging: {
    name: 'import_cross_reference_row',
    columns: [
      ['import_run_id', 'int'],
      ['line', 'int'],
      ['kind', 'text'],
      ['sku', 'text'],
      ['reference', 'text'],
      ['manufacturer', 'text'],
      ['customer_number', 'text'],
    ],
  },
  columnsOf: (header) => columnIndex(header, CROSS_REFERENCE_COLUMNS, ['sku', 'kind', 'reference']),
  parse: (row, columns, runId) =>
    parsed(row, () => {
      const kindText = cell(row, columns, 'kind').toLowerCase();
      const kind = CROSS_REFERENCE_KINDS.find((known) => known === kindText);
      if (!kind)
        throw new RowProblem(
          `type "${kindText.slice(0, 20)}" is not one of ${CROSS_REFERENCE_KINDS.join(', ')}`,
        );
      const customer = text(cell(row, columns, 'customer'), 'customer', kind === 'customer');
      return [
        runId,
        row.line,
        kind,
        text(cell(row, columns, 'sku'), 'SKU', true),
        text(cell(row, columns, 'reference'), 'reference', true),
        text(cell(row, columns, 'manufacturer'), 'manufacturer', false) ?? '',
        kind === 'customer' ? customer : null,
      ];
    }),
};

export const ROW_FORMATS: Record<ImportKind, RowFormat> = {
  prices: PRICE_ROWS,
  cross_references: CROSS_REFERENCE_ROWS,
};
