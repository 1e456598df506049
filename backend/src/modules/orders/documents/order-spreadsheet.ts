import ExcelJS from 'exceljs';
import { formulaSafe } from '../../../common/text/csv-cell';
import {
  currencyDigits,
  minorUnitsToDecimal,
  type OrderDocument,
  type OrderDocumentCell,
} from './order-document';

/** The order as an Excel workbook: the facts on top, then the lines, money and quantities as numbers. */
export async function renderOrderSpreadsheet(document: OrderDocument): Promise<Buffer> {
  const digits = currencyDigits(document.currency);
  const value = (cell: OrderDocumentCell): string | number => {
    if ('text' in cell) return formulaSafe(cell.text);
    if ('money' in cell) return Number(minorUnitsToDecimal(cell.money, digits));
    if ('integer' in cell) return cell.integer;
    return Number('quantity' in cell ? cell.quantity : cell.rate);
  };
  const workbook = new ExcelJS.Workbook();
  workbook.title = document.title;
  const sheet = workbook.addWorksheet(document.title.slice(0, 31));
  sheet.addRow([formulaSafe(document.title)]).font = { bold: true, size: 14 };
  for (const fact of document.facts) sheet.addRow(fact.map(formulaSafe));
  for (const party of document.parties)
    sheet.addRow([formulaSafe(party.heading), formulaSafe(party.lines.join(', '))]);
  sheet.addRow([]);
  sheet.addRow(document.columns).font = { bold: true };
  for (const cells of document.rows) {
    // Cells are set as values, never as formulas, so a product name such as "=1+1" stays text.
    sheet.addRow(cells.map(value));
  }
  sheet.addRow([]);
  for (const total of document.totals) {
    const row = sheet.addRow([total.label, value({ money: total.amountMinor }), document.currency]);
    if (total.sum) row.font = { bold: true };
  }
  for (const note of document.notes) sheet.addRow(note.map(formulaSafe));
  sheet.columns.forEach((column, index) => {
    column.width = [6, 18, 40, 10, 8, 12, 8, 12, 20][index] ?? 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
