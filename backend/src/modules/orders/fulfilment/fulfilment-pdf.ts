import type { Locale } from '@tradeshop/shared';
import {
  drawAddressBlocks,
  drawTable,
  PAGE_MARGIN,
  pdfSafe,
  startDocumentPdf,
  type AddressBlock,
  type DocumentTable,
} from '../documents/document-pdf';

/** A delivery note, invoice or credit note laid out once; `renderFulfilmentPdf` draws it. */
export interface FulfilmentDocument {
  fileName: string;
  title: string;
  locale: Locale;
  facts: [label: string, value: string][];
  addresses: AddressBlock[];
  table: DocumentTable;
  vat?: DocumentTable & { heading: string };
  totals: [label: string, value: string][];
  notes: string[];
}

const TABLE_STYLE = { fontSize: 9 };

/** Drawn like the order download (orders/documents/order-pdf.ts), with the totals as "label: value" lines. */
export function renderFulfilmentPdf(document: FulfilmentDocument): Promise<Buffer> {
  const { pdf, done, width } = startDocumentPdf(document.title, document.locale, document.facts);
  drawAddressBlocks(pdf, document.addresses, width, { fontSize: 10, gap: 8 });

  drawTable(pdf, document.table, width, TABLE_STYLE);
  if (document.vat) {
    pdf
      .moveDown()
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfSafe(document.vat.heading), PAGE_MARGIN, pdf.y);
    drawTable(pdf, document.vat, width * 0.6, TABLE_STYLE);
  }
  pdf.moveDown().font('Helvetica').fontSize(10);
  for (const [label, value] of document.totals) {
    pdf.text(pdfSafe(`${label}: ${value}`), PAGE_MARGIN, pdf.y, { width, align: 'right' });
  }
  if (document.notes.length > 0) pdf.moveDown();
  for (const note of document.notes) pdf.text(pdfSafe(note), PAGE_MARGIN, pdf.y, { width });
  pdf.end();
  return done;
}
