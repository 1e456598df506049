import PDFDocument from 'pdfkit';
import type { Locale } from '@tradeshop/shared';
import { pdfBytes } from '../../../common/pdf/pdf-bytes';

// Drawing shared by the order download and the delivery notes, invoices and credit notes: A4, Helvetica, a bold
// title over the facts, address blocks side by side and tables whose rows break across pages.

export const PAGE_MARGIN = 40;

/**
 * The standard PDF fonts know the Windows-1252 letters, which hold every letter of the shop's languages but not
 * the narrow no-break space and minus sign Intl uses in some of them.
 */
export function pdfSafe(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ').replace(/\u2212/g, '-');
}

/** A PDF table: headings, relative column widths, the columns aligned right (numbers) and the rows. */
export interface DocumentTable {
  columns: string[];
  /** Relative column widths. */
  weights: number[];
  rightAligned: number[];
  rows: string[][];
}

export interface AddressBlock {
  heading: string;
  lines: string[];
}

/**
 * An A4 document in `locale` with its title on the page and in its properties, and the facts below the title.
 * `done` gives the bytes once the caller ends the document; `width` is the width between the margins.
 */
export function startDocumentPdf(
  title: string,
  locale: Locale,
  facts: [label: string, value: string][],
): { pdf: PDFKit.PDFDocument; done: Promise<Buffer>; width: number } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: pdfSafe(title) },
    lang: locale,
  });
  const done = pdfBytes(pdf);
  pdf.font('Helvetica-Bold').fontSize(18).text(pdfSafe(title));
  pdf.moveDown(0.5).font('Helvetica').fontSize(10);
  for (const [label, value] of facts) pdf.text(pdfSafe(`${label}: ${value}`));
  pdf.moveDown();
  return { pdf, done, width: pdf.page.width - PAGE_MARGIN * 2 };
}

/** The blocks side by side across `width`, each a bold heading over its lines; the page goes on below the tallest. */
export function drawAddressBlocks(
  pdf: PDFKit.PDFDocument,
  blocks: AddressBlock[],
  width: number,
  { fontSize, gap }: { fontSize: number; gap: number },
): void {
  const top = pdf.y;
  const blockWidth = width / Math.max(1, blocks.length);
  let lowest = top;
  blocks.forEach((block, index) => {
    const left = PAGE_MARGIN + index * blockWidth;
    pdf
      .font('Helvetica-Bold')
      .fontSize(fontSize)
      .text(pdfSafe(block.heading), left, top, { width: blockWidth - gap });
    pdf.font('Helvetica');
    for (const line of block.lines) pdf.text(pdfSafe(line), left, pdf.y, { width: blockWidth - gap });
    lowest = Math.max(lowest, pdf.y);
  });
  pdf.x = PAGE_MARGIN;
  pdf.y = lowest;
  pdf.moveDown();
}

/** The table at the left margin, `width` wide, its headings in bold; a row that does not fit starts a new page. */
export function drawTable(
  pdf: PDFKit.PDFDocument,
  table: DocumentTable,
  width: number,
  { fontSize, ruleBelowHeadings = false }: { fontSize: number; ruleBelowHeadings?: boolean },
): void {
  const totalWeight = table.weights.reduce((sum, weight) => sum + weight, 0);
  const widths = table.weights.map((weight) => (weight / totalWeight) * width);
  const right = new Set(table.rightAligned);
  const row = (cells: string[], bold: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    const safe = cells.map(pdfSafe);
    const heights = safe.map((cell, index) => pdf.heightOfString(cell, { width: widths[index]! - 4 }));
    const height = Math.max(...heights) + 4;
    if (pdf.y + height > pdf.page.height - PAGE_MARGIN) pdf.addPage();
    const top = pdf.y;
    let left = PAGE_MARGIN;
    safe.forEach((cell, index) => {
      pdf.text(cell, left, top, { width: widths[index]! - 4, align: right.has(index) ? 'right' : 'left' });
      left += widths[index]!;
    });
    pdf.x = PAGE_MARGIN;
    pdf.y = top + height;
  };
  row(table.columns, true);
  if (ruleBelowHeadings) {
    pdf
      .moveTo(PAGE_MARGIN, pdf.y - 2)
      .lineTo(PAGE_MARGIN + width, pdf.y - 2)
      .lineWidth(0.5)
      .stroke();
  }
  for (const cells of table.rows) row(cells, false);
}
