import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvCell, formulaSafe } from '../../../common/text/csv-cell';
import type { OrderListRow } from '../admin/order-find.service';

export type OrderExportFormat = 'csv' | 'xlsx';

/** How the back-office user's language writes a list: Finnish and Swedish Excel expect `;` and a decimal comma. */
export interface ExportStyle {
  language: 'en' | 'fi' | 'sv';
  delimiter: ',' | ';';
  decimalMark: '.' | ',';
}

export function exportStyle(language: string): ExportStyle {
  const known = (['en', 'fi', 'sv'] as const).find((code) => language.toLowerCase().startsWith(code)) ?? 'en';
  return known === 'en'
    ? { language: known, delimiter: ',', decimalMark: '.' }
    : { language: known, delimiter: ';', decimalMark: ',' };
}

const HEADERS: Record<ExportStyle['language'], string[]> = {
  en: [
    'Number',
    'Date (UTC)',
    'Customer',
    'E-mail',
    'Company',
    'Store',
    'Order state',
    'Payment state',
    'Shipping state',
    'Invoice state',
    'Net',
    'Tax',
    'Total',
    'Currency',
    'ERP number',
  ],
  fi: [
    'Numero',
    'Päivämäärä (UTC)',
    'Asiakas',
    'Sähköposti',
    'Yritys',
    'Kauppa',
    'Tilauksen tila',
    'Maksun tila',
    'Toimituksen tila',
    'Laskun tila',
    'Veroton',
    'Vero',
    'Yhteensä',
    'Valuutta',
    'ERP-numero',
  ],
  sv: [
    'Nummer',
    'Datum (UTC)',
    'Kund',
    'E-post',
    'Företag',
    'Butik',
    'Orderstatus',
    'Betalningsstatus',
    'Leveransstatus',
    'Fakturastatus',
    'Netto',
    'Moms',
    'Totalt',
    'Valuta',
    'ERP-nummer',
  ],
};

/** Text columns of one order; the amounts follow as minor units. */
function textCells(row: OrderListRow): string[] {
  return [
    row.number,
    row.createdAt.slice(0, 16).replace('T', ' '),
    row.customerName ?? '',
    row.email ?? '',
    row.companyName ?? '',
    row.storeCode ?? '',
    row.state,
    row.paymentState,
    row.shippingState,
    row.invoiceState,
  ];
}

const AMOUNTS = (row: OrderListRow) => [row.itemsNetMinor, row.taxMinor, row.totalGrossMinor];

/** 123456 → "1234.56" or "1234,56". */
export function formatMinor(minor: number, decimalMark: ExportStyle['decimalMark']): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.floor(absolute / 100)}${decimalMark}${String(absolute % 100).padStart(2, '0')}`;
}

/** One CSV line: every cell formula-escaped and quoted where needed, joined with the language's delimiter. */
export function orderCsvLine(row: OrderListRow, style: ExportStyle): string {
  const cells = [
    ...textCells(row),
    ...AMOUNTS(row).map((minor) => formatMinor(minor, style.decimalMark)),
    row.currency,
    row.erpReference ?? '',
  ];
  return cells.map(csvCell).join(style.delimiter);
}

/** Writes a CSV (UTF-8 with a byte-order mark, CRLF) of the pages `pages` yields, one order a row. */
export async function writeOrdersCsv(
  pages: AsyncIterable<OrderListRow[]>,
  out: Writable,
  style: ExportStyle,
): Promise<void> {
  const write = (text: string) =>
    new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
  await write(`\uFEFF${HEADERS[style.language].map(csvCell).join(style.delimiter)}\r\n`);
  for await (const rows of pages) {
    if (rows.length) await write(rows.map((row) => `${orderCsvLine(row, style)}\r\n`).join(''));
  }
  out.end();
}

/**
 * Streams an Excel workbook of the pages to `out`, one order a row, rows committed as they are written. Text cells
 * are formula-escaped like the CSV's (a value starting with `=` is stored as text anyway, but stays harmless when the
 * sheet is saved as CSV again); amounts are numbers in major units.
 */
export async function writeOrdersXlsx(
  pages: AsyncIterable<OrderListRow[]>,
  out: Writable,
  style: ExportStyle,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = HEADERS[style.language].map((header, index) => ({
    header,
    width: [14, 18, 24, 28, 28, 8, 14, 18, 18, 14, 12, 12, 12, 10, 14][index] ?? 14,
    style: index >= 10 && index <= 12 ? { numFmt: '0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of pages) {
    for (const row of rows) {
      sheet
        .addRow([
          ...textCells(row).map(formulaSafe),
          ...AMOUNTS(row).map((minor) => minor / 100),
          row.currency,
          formulaSafe(row.erpReference ?? ''),
        ])
        .commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}
