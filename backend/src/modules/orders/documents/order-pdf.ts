import { documentFormatters } from './document-format';
import { drawAddressBlocks, drawTable, PAGE_MARGIN, pdfSafe, startDocumentPdf } from './document-pdf';
import type { OrderDocument, OrderDocumentCell } from './order-document';

/** Relative widths of the nine line columns (position … status). */
const COLUMN_WEIGHTS = [0.45, 1.25, 2.55, 0.95, 0.85, 1.2, 0.7, 1.2, 1.3];
const VAT_WEIGHTS = [1, 1.3, 1.3, 1.3];
const TABLE_STYLE = { fontSize: 8.5, ruleBelowHeadings: true };

/**
 * The order as an A4 PDF: seller, buyer and delivery address, the lines, then each charge, discount and VAT
 * rate between the sums, so that the figures add up on paper. Standard fonts (Windows-1252 letters: every
 * letter of the shop's seven languages); numbers and dates as the document's language writes them.
 */
export function renderOrderPdf(document: OrderDocument): Promise<Buffer> {
  const { pdf, done, width } = startDocumentPdf(document.title, document.locale, document.facts);
  const format = documentFormatters(document.locale, document.currency);
  const shown = (cell: OrderDocumentCell): string => {
    if ('text' in cell) return cell.text;
    if ('money' in cell) return format.money(cell.money);
    if ('integer' in cell) return String(cell.integer);
    if ('rate' in cell) return format.rate(cell.rate);
    return format.quantity(cell.quantity);
  };

  drawAddressBlocks(pdf, document.parties, width, { fontSize: 9, gap: 10 });

  drawTable(
    pdf,
    {
      columns: document.columns,
      weights: COLUMN_WEIGHTS,
      rightAligned: [0, 3, 5, 6, 7],
      rows: document.rows.map((row) => row.map(shown)),
    },
    width,
    TABLE_STYLE,
  );

  pdf.moveDown(0.5);
  const totalsLeft = PAGE_MARGIN + width * 0.45;
  const totalsWidth = width * 0.55;
  for (const total of document.totals) {
    pdf.font(total.sum ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    if (pdf.y + 14 > pdf.page.height - PAGE_MARGIN) pdf.addPage();
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
    pdf.font('Helvetica-Bold').fontSize(10).text(pdfSafe(document.vat.heading), PAGE_MARGIN, pdf.y);
    drawTable(
      pdf,
      {
        columns: document.vat.columns,
        weights: VAT_WEIGHTS,
        rightAligned: [0, 1, 2, 3],
        rows: document.vat.rows.map((row) => row.map(shown)),
      },
      width * 0.6,
      TABLE_STYLE,
    );
  }

  if (document.notes.length > 0) pdf.moveDown();
  pdf.font('Helvetica').fontSize(10);
  for (const [label, value] of document.notes) {
    pdf.text(pdfSafe(`${label}: ${value}`), PAGE_MARGIN, pdf.y, { width });
  }
  pdf.end();
  return done;
}
