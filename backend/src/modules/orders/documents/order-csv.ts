import { csvCell } from '../../../common/text/csv-cell';
import { cellText, type OrderDocument } from './order-document';

export { csvCell };

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
