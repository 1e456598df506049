import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../common/pdf/pdf-bytes';
import { cellText, type OrderDocument } from './order-document';

const MARGIN = 40;
/** Relative widths of the eight line columns (position … status). */
const COLUMN_WEIGHTS = [0.5, 1.4, 3, 0.9, 0.7, 1.1, 1.1, 1.5];
const RIGHT_ALIGNED = new Set([0, 3, 5, 6]);

/** The order as an A4 PDF (standard fonts: every letter of the shop's seven languages is in them). */
export function renderOrderPdf(document: OrderDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: document.title },
    lang: document.locale,
  });
  const done = pdfBytes(pdf);

  pdf.font('Helvetica-Bold').fontSize(18).text(document.title);
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of document.facts) pdf.text(`${label}: ${value}`);
  pdf.moveDown();

  const width = pdf.page.width - MARGIN * 2;
  const totalWeight = COLUMN_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  const widths = COLUMN_WEIGHTS.map((weight) => (weight / totalWeight) * width);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, index) => pdf.heightOfString(cell, { width: widths[index]! - 4 }));
    const height = Math.max(...heights) + 4;
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let left = MARGIN;
    cells.forEach((cell, index) => {
      pdf.text(cell, left, top, {
        width: widths[index]! - 4,
        align: RIGHT_ALIGNED.has(index) ? 'right' : 'left',
      });
      left += widths[index]!;
    });
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  row(document.columns, true);
  for (const cells of document.rows) row(cells.map(cellText), false);

  pdf.moveDown().font('Helvetica').fontSize(10);
  for (const [label, value] of document.totals) {
    pdf.text(`${label}: ${value}`, MARGIN, pdf.y, { width, align: 'right' });
  }
  pdf.end();
  return done;
}
