import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../common/pdf/pdf-bytes';
import { pdfSafe } from '../fulfilment/fulfilment-pdf';
import { documentFormatters } from './document-format';
import type { OrderDocument, OrderDocumentCell } from './order-document';

const MARGIN = 40;
/** Relative widths of the nine line columns (position … status). */
const COLUMN_WEIGHTS = [0.45, 1.25, 2.55, 0.95, 0.85, 1.2, 0.7, 1.2, 1.3];
const VAT_WEIGHTS = [1, 1.3, 1.3, 1.3];

/**
 * The order as an A4 PDF: seller, buyer and delivery address, the lines, then each charge, discount and VAT
 * rate between the sums, so that the figures add up on paper. Standard fonts (Windows-1252 letters: every
 * letter of the shop's seven languages); numbers and dates as the document's language writes them.
 */
export function renderOrderPdf(document: OrderDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: pdfSafe(document.title) },
    lang: document.locale,
  });
  const done = pdfBytes(pdf);
  const format = documentFormatters(document.locale, document.currency);
  const shown = (cell: OrderDocumentCell): string => {
    if ('text' in cell) return cell.text;
    if ('money' in cell) return format.money(cell.money);
    if ('integer' in cell) return String(cell.integer);
    if ('rate' in cell) return format.rate(cell.rate);
    return format.quantity(cell.quantity);
  };
  const width = pdf.page.width - MARGIN * 2;

  pdf.font('Helvetica-Bold').fontSize(18).text(pdfSafe(document.title));
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of document.facts) pdf.text(pdfSafe(`${label}: ${value}`));
  pdf.moveDown();

  const blockTop = pdf.y;
  const blockWidth = width / Math.max(1, document.parties.length);
  let lowest = blockTop;
  document.parties.forEach((party, index) => {
    const left = MARGIN + index * blockWidth;
    pdf
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(pdfSafe(party.heading), left, blockTop, {
        width: blockWidth - 10,
      });
    pdf.font('Helvetica');
    for (const line of party.lines) pdf.text(pdfSafe(line), left, pdf.y, { width: blockWidth - 10 });
    lowest = Math.max(lowest, pdf.y);
  });
  pdf.x = MARGIN;
  pdf.y = lowest;
  pdf.moveDown();

  const rightAligned = new Set([0, 3, 5, 6, 7]);
  table(
    pdf,
    MARGIN,
    width,
    COLUMN_WEIGHTS,
    document.columns,
    document.rows.map((row) => row.map(shown)),
    rightAligned,
  );

  pdf.moveDown(0.5);
  const totalsLeft = MARGIN + width * 0.45;
  const totalsWidth = width * 0.55;
  for (const total of document.totals) {
    pdf.font(total.sum ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    if (pdf.y + 14 > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    pdf.text(pdfSafe(total.label), totalsLeft, top, { width: totalsWidth * 0.65 - 6 });
    const bottom = pdf.y;
    pdf.text(pdfSafe(format.money(total.amountMinor)), totalsLeft + totalsWidth * 0.65, top, {
      width: totalsWidth * 0.35,
      align: 'right',
    });
    pdf.y = Math.max(bottom, pdf.y) + (total.sum ? 3 : 1);
  }

  if (document.vat.rows.length > 0) {
    pdf.moveDown();
    pdf.font('Helvetica-Bold').fontSize(10).text(pdfSafe(document.vat.heading), MARGIN, pdf.y);
    table(
      pdf,
      MARGIN,
      width * 0.6,
      VAT_WEIGHTS,
      document.vat.columns,
      document.vat.rows.map((row) => row.map(shown)),
      new Set([0, 1, 2, 3]),
    );
  }

  if (document.notes.length > 0) pdf.moveDown();
  pdf.font('Helvetica').fontSize(10);
  for (const [label, value] of document.notes) {
    pdf.text(pdfSafe(`${label}: ${value}`), MARGIN, pdf.y, { width });
  }
  pdf.end();
  return done;
}

function table(
  pdf: PDFKit.PDFDocument,
  left: number,
  width: number,
  weights: number[],
  columns: string[],
  rows: string[][],
  rightAligned: Set<number>,
): void {
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => (weight / totalWeight) * width);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const safe = cells.map(pdfSafe);
    const heights = safe.map((cell, index) => pdf.heightOfString(cell, { width: widths[index]! - 4 }));
    const height = Math.max(...heights) + 4;
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let x = left;
    safe.forEach((cell, index) => {
      pdf.text(cell, x, top, {
        width: widths[index]! - 4,
        align: rightAligned.has(index) ? 'right' : 'left',
      });
      x += widths[index]!;
    });
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  row(columns, true);
  pdf
    .moveTo(left, pdf.y - 2)
    .lineTo(left + width, pdf.y - 2)
    .lineWidth(0.5)
    .stroke();
  for (const cells of rows) row(cells, false);
}
