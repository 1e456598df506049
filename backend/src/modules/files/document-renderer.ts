import type { DocumentKey, DocumentKind } from './media-keys';

const HEADINGS: Record<DocumentKind, string> = {
  datasheet: "Manufacturer's data sheet",
  sds: 'Safety data sheet',
  manual: 'User manual',
};

/** Text for a PDF string literal: only printable ASCII, with the delimiters escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
}

/**
 * A one-page PDF naming the document and the product's SKU: the demo's stand-in for a real data sheet.
 * Hand-built (catalog, page tree, page, font, content) so no PDF library is needed; byte-identical per key.
 */
export function renderDocument(key: DocumentKey): Buffer {
  const lines = [
    { size: 24, text: HEADINGS[key.kind] },
    { size: 14, text: `SKU ${key.sku}` },
    { size: 11, text: 'Tradeshop demo document, generated from the product number.' },
    { size: 11, text: 'The manufacturer supplies the full document with the goods.' },
  ];
  let y = 780;
  const content = lines
    .map(({ size, text }) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`;
      y -= size + 18;
      return line;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, position) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${position + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
