import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../../common/pdf/pdf-bytes';
import SVGtoPDF from 'svg-to-pdfkit';
import { renderProductImageAt } from '../../files/media-renderer';
import type { DatasheetRow, DatasheetSection, ProductDatasheet } from './product-datasheet';
import { winAnsiText } from './win-ansi';

const MARGIN = 48;
const IMAGE_SIZE = 190;
const GAP = 18;
const MUTED = '#5f6368';
const RULE = '#d9dce0';
const STRIPE = '#f3f4f6';
const INK = '#1f2328';

/**
 * The data sheet as an A4 PDF: the product's picture (drawn as vectors from its SVG), the facts beside it, then
 * prices, description, specification, dimensions and units. Standard fonts: every letter of the shop's seven
 * languages is in them.
 */
export function renderProductDatasheetPdf(unicodeSheet: ProductDatasheet): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // The document information is written in UTF-16, so it keeps every character.
    info: { Title: `${unicodeSheet.title}: ${unicodeSheet.name}`, Subject: unicodeSheet.name },
    lang: unicodeSheet.locale,
  });
  const sheet = inWinAnsi(unicodeSheet);
  const done = pdfBytes(pdf);
  const width = pdf.page.width - MARGIN * 2;
  const bottom = () => pdf.page.height - MARGIN - 24;

  pdf.font('Helvetica').fontSize(10).fillColor(MUTED).text(sheet.title, { characterSpacing: 0.5 });
  pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(20).fillColor(INK).text(sheet.name, { width });
  if (sheet.subtitle) pdf.font('Helvetica').fontSize(11).fillColor(MUTED).text(sheet.subtitle, { width });
  pdf.moveDown(0.8);

  const top = pdf.y;
  const svg = renderProductImageAt(sheet.image);
  if (svg) {
    pdf.save().rect(MARGIN, top, IMAGE_SIZE, IMAGE_SIZE).lineWidth(0.5).strokeColor(RULE).stroke().restore();
    SVGtoPDF(pdf, svg, MARGIN + 5, top + 5, {
      width: IMAGE_SIZE - 10,
      height: IMAGE_SIZE - 10,
      preserveAspectRatio: 'xMidYMid meet',
    });
  }
  const factsLeft = svg ? MARGIN + IMAGE_SIZE + GAP : MARGIN;
  pdf.y = top;
  table(sheet.facts, factsLeft, width - (factsLeft - MARGIN), 0.45);
  pdf.x = MARGIN;
  pdf.y = Math.max(pdf.y, svg ? top + IMAGE_SIZE : top) + GAP;

  const section = ({ heading, rows }: DatasheetSection) => {
    if (pdf.y + 60 > bottom()) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(heading, MARGIN, pdf.y, { width });
    pdf.moveDown(0.3);
    table(rows, MARGIN, width, 0.4);
    pdf.x = MARGIN;
    pdf.y += GAP;
  };

  section(sheet.prices);
  if (sheet.description.paragraphs.length > 0) {
    if (pdf.y + 60 > bottom()) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(sheet.description.heading, MARGIN, pdf.y);
    pdf.moveDown(0.3).font('Helvetica').fontSize(10);
    for (const paragraph of sheet.description.paragraphs) {
      pdf.text(paragraph, MARGIN, pdf.y, { width, lineGap: 2 });
      pdf.moveDown(0.5);
    }
    pdf.y += GAP / 2;
  }
  for (const part of sheet.sections) section(part);

  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    pdf.switchToPage(page);
    const y = pdf.page.height - MARGIN - 10;
    pdf
      .save()
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    // Written inside the bottom margin: pdfkit would otherwise start a new page for it.
    const margins = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(8).fillColor(MUTED);
    pdf.text(sheet.footer, MARGIN, y, { width: width - 60, lineBreak: false, ellipsis: true });
    pdf.text(`${page + 1} / ${range.count}`, MARGIN + width - 60, y, { width: 60, align: 'right' });
    pdf.page.margins.bottom = margins;
    pdf.restore();
  }
  pdf.end();
  return done;

  /** Label and value rows with a light stripe on every other row; a row never splits across pages. */
  function table(rows: DatasheetRow[], left: number, tableWidth: number, labelShare: number): void {
    const labelWidth = tableWidth * labelShare;
    const valueWidth = tableWidth - labelWidth;
    pdf.fontSize(9.5);
    rows.forEach(([label, value], index) => {
      pdf.font('Helvetica-Bold');
      const labelHeight = pdf.heightOfString(label, { width: labelWidth - 8 });
      pdf.font('Helvetica');
      const valueHeight = pdf.heightOfString(value, { width: valueWidth - 8 });
      const height = Math.max(labelHeight, valueHeight) + 6;
      if (pdf.y + height > bottom()) pdf.addPage();
      const y = pdf.y;
      if (index % 2 === 0) pdf.save().rect(left, y, tableWidth, height).fill(STRIPE).restore();
      pdf
        .font('Helvetica-Bold')
        .fillColor(MUTED)
        .text(label, left + 4, y + 3, { width: labelWidth - 8 });
      pdf
        .font('Helvetica')
        .fillColor(INK)
        .text(value, left + labelWidth + 4, y + 3, { width: valueWidth - 8 });
      pdf.y = y + height;
    });
  }
}

/** Every text of the sheet as the standard fonts can print it. */
function inWinAnsi(sheet: ProductDatasheet): ProductDatasheet {
  const rows = (list: DatasheetRow[]) =>
    list.map(([label, value]): DatasheetRow => [winAnsiText(label), winAnsiText(value)]);
  const section = ({ heading, rows: list }: DatasheetSection): DatasheetSection => ({
    heading: winAnsiText(heading),
    rows: rows(list),
  });
  return {
    ...sheet,
    title: winAnsiText(sheet.title),
    name: winAnsiText(sheet.name),
    subtitle: winAnsiText(sheet.subtitle),
    facts: rows(sheet.facts),
    prices: section(sheet.prices),
    description: {
      heading: winAnsiText(sheet.description.heading),
      paragraphs: sheet.description.paragraphs.map(winAnsiText),
    },
    sections: sheet.sections.map(section),
    footer: winAnsiText(sheet.footer),
  };
}
