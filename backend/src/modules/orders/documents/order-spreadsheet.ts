import ExcelJS from 'exceljs';
import type { OrderDocument } from './order-document';

/** The order as an Excel workbook: the facts on top, then the lines, money and quantities as numbers. */
export async function renderOrderSpreadsheet(document: OrderDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = document.title;
  const sheet = workbook.addWorksheet(document.title.slice(0, 31));
  sheet.addRow([document.title]).font = { bold: true, size: 14 };
  for (const fact of document.facts) sheet.addRow(fact);
  sheet.addRow([]);
  sheet.addRow(document.columns).font = { bold: true };
  for (const cells of document.rows) {
    // Cells are set as values, never as formulas, so a product name such as "=1+1" stays text.
    sheet.addRow(cells.map((cell) => ('text' in cell ? cell.text : Number(cell.decimal))));
  }
  sheet.addRow([]);
  for (const total of document.totals) sheet.addRow(total);
  sheet.columns.forEach((column, index) => {
    column.width = [6, 18, 40, 10, 8, 12, 12, 20][index] ?? 14;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
