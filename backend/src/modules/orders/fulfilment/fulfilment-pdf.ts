import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../common/pdf/pdf-bytes';
import type { Locale } from '@tradeshop/shared';

/** A delivery note, invoice or credit note laid out once; `renderFulfilmentPdf` draws it. */
export interface FulfilmentDocument {
  fileName: string;
  title: string;
  locale: Locale;
  facts: [label: string, value: string][];
  addresses: { heading: string; lines: string[] }[];
  table: DocumentTable;
  vat?: DocumentTable & { heading: string };
  totals: [label: string, value: string][];
  notes: string[];
}

export interface DocumentTable {
  columns: string[];
  /** Relative column widths. */
  weights: number[];
  rightAligned: number[];
  rows: string[][];
}

const MARGIN = 40;

/**
 * The standard PDF fonts know the Windows-1252 letters, which hold every letter of the shop's languages but not
 * the narrow no-break space and minus sign Intl uses in some of them.
 */
export function pdfSafe(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/\u2212/g, '-');
}

/** Same look as the order download (orders/documents/order-pdf.ts): A4, Helvetica, a bold title and a table. */
export function renderFulfilmentPdf(document: FulfilmentDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: pdfSafe(document.title) },
    lang: document.locale,
  });
  const done = pdfBytes(pdf);
  const width = pdf.page.width - MARGIN * 2;

  pdf.font('Helvetica-Bold').fontSize(18).text(pdfSafe(document.title));
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of document.facts) pdf.text(pdfSafe(`${label}: ${value}`));
  pdf.moveDown();

  const blockTop = pdf.y;
  const blockWidth = width / Math.max(1, document.addresses.length);
  let lowest = blockTop;
  document.addresses.forEach((block, index) => {
    const left = MARGIN + index * blockWidth;
    pdf
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfSafe(block.heading), left, blockTop, { width: blockWidth - 8 });
    pdf.font('Helvetica');
    for (const line of block.lines) pdf.text(pdfSafe(line), left, pdf.y, { width: blockWidth - 8 });
    lowest = Math.max(lowest, pdf.y);
  });
  pdf.x = MARGIN;
  pdf.y = lowest;
  pdf.moveDown();

  drawTable(pdf, document.table, width);
  if (document.vat) {
    pdf.moveDown().font('Helvetica-Bold').fontSize(10).text(pdfSafe(document.vat.heading), MARGIN, pdf.y);
    drawTable(pdf, document.vat, width * 0.6);
  }
  pdf.moveDown().font('Helvetica').fontSize(10);
  for (const [label, value] of document.totals) {
    pdf.text(pdfSafe(`${label}: ${value}`), MARGIN, pdf.y, { width, align: 'right' });
  }
  if (document.notes.length > 0) pdf.moveDown();
  for (const note of document.notes) pdf.text(pdfSafe(note), MARGIN, pdf.y, { width });
  pdf.end();
  return done;
}

function drawTable(pdf: PDFKit.PDFDocument, table: DocumentTable, width: number): void {
  const totalWeight = table.weights.reduce((sum, weight) => sum + weight, 0);
  const widths = table.weights.map((weight) => (weight / totalWeight) * width);
  const right = new Set(table.rightAligned);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const safe = cells.map(pdfSafe);
    const heights = safe.map((cell, index) => pdf.heightOfString(cell, { width: widths[index]! - 4 }));
    const height = Math.max(...heights) + 4;
    if (pdf.y + height > pdf.page.height - MARGIN) pdf.addPage();
    const top = pdf.y;
    let left = MARGIN;
    safe.forEach((cell, index) => {
      pdf.text(cell, left, top, { width: widths[index]! - 4, align: right.has(index) ? 'right' : 'left' });
      left += widths[index]!;
    });
    pdf.x = MARGIN;
    pdf.y = top + height;
  };
  row(table.columns, true);
  for (const cells of table.rows) row(cells, false);
}
