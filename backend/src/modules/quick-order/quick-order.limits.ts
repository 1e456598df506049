import {
  QUICK_ORDER_MAX_FILE_BYTES,
  QUICK_ORDER_MAX_FILE_MB,
  QUICK_ORDER_MAX_LINES,
} from '@tradeshop/shared';

/** Limits of a quick order, typed or uploaded (STYLE.md: no spreadsheet is read without them). */
export const QUICK_ORDER_LIMITS = {
  /** Lines one preview or one add may carry, typed, pasted or uploaded. */
  linesMax: QUICK_ORDER_MAX_LINES,
  fileMaxBytes: QUICK_ORDER_MAX_FILE_BYTES,
  /** What an .xlsx may unpack to in all, and how much larger than its packed size any one part may be. */
  xlsxUnpackedMaxBytes: 20 * 1024 * 1024,
  xlsxMaxRatio: 100,
  xlsxMaxParts: 200,
  codeMaxLength: 64,
  quantityMaxLength: 32,
  pastedTextMaxLength: 64 * 1024,
} as const;

/** The API's words for a file it cannot take (the storefront shows its own translation of each code). */
export const QUICK_ORDER_FILE_PROBLEMS = {
  FILE_MISSING: 'Choose a spreadsheet to upload',
  FILE_TOO_LARGE: `The file must be at most ${QUICK_ORDER_MAX_FILE_MB} MB`,
  FILE_TYPE: 'The file must be an Excel workbook (.xlsx) or a CSV file (.csv)',
  FILE_UNREADABLE: 'The file could not be read; check that it is a valid .xlsx or .csv file',
  FILE_TOO_MANY_ROWS: `The file may have at most ${QUICK_ORDER_LIMITS.linesMax} rows`,
  FILE_EMPTY: 'The file has no rows with a SKU',
} as const;

export type QuickOrderFileProblem = keyof typeof QUICK_ORDER_FILE_PROBLEMS;
