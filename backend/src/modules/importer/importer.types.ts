export const IMPORTER_LIMITS = {
  fileMaxBytes: 20 * 1024 * 1024,
  rowsMax: 50_000,
  columnsMax: 200,
  cellMaxChars: 10_000,
  xlsxUnpackedMaxBytes: 200 * 1024 * 1024,
  xlsxMaxRatio: 100,
  xlsxMaxParts: 2_000,
  previewRows: 10,
  mappingsMax: 300,
  /** Rows written between two checkpoints (and cancellation checks) of a run. */
  chunkRows: 50,
} as const;

export const SOURCE_TYPES = ['upload', 'folder', 'http'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

export const FORMAT_TYPES = ['csv', 'xlsx', 'json'] as const;
export type FormatType = (typeof FORMAT_TYPES)[number];

export const ENCODINGS = ['auto', 'utf-8', 'windows-1252', 'iso-8859-1', 'utf-16le'] as const;
export type Encoding = (typeof ENCODINGS)[number];

export const DELIMITER_CHOICES = ['auto', ',', ';', '\t', '|'] as const;

export interface ImportSource {
  type: SourceType;
  /** folder: the file's name inside the drop folder. */
  fileName?: string;
  /** http: the address the file is fetched from. */
  url?: string;
}

export interface ImportFormat {
  type: FormatType;
  delimiter?: string;
  encoding?: Encoding;
  /** The first row names the columns (always so for JSON). */
  headerRow?: boolean;
}

export const TRANSFORMATION_TYPES = ['trim', 'number', 'date', 'unit', 'lookup', 'uppercase'] as const;
export type TransformationType = (typeof TRANSFORMATION_TYPES)[number];

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'D.M.YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface Transformation {
  type: TransformationType;
  /** number: the decimal separator of the file (',' or '.'); the other one is read as a thousands separator. */
  decimalSeparator?: ',' | '.';
  /** date: how the file writes dates. */
  dateFormat?: DateFormat;
  /** unit: the value is multiplied by this factor (e.g. 0.001 from g to kg). */
  factor?: string;
  /** lookup: the file's value → ours; a value not in the table stays as it is unless `lookupOtherwise` is set. */
  lookup?: Record<string, string>;
  lookupOtherwise?: string;
}

export interface ColumnMapping {
  /** The column's header (or letter when the file has no header row). */
  column: string;
  /** A product field (see importer-targets.ts). */
  target: string;
  transformations: Transformation[];
}

export const RUN_STATUSES = ['queued', 'running', 'cancelling', 'cancelled', 'finished', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const ACTIVE_RUN_STATUSES: readonly RunStatus[] = ['queued', 'running', 'cancelling'];
