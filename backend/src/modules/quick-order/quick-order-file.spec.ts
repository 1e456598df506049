import ExcelJS from 'exceljs';
import { zipOfOne } from '../../../test/factories/quick-order.factory';
import { DomainError } from '../../common/errors/domain-error';
import { readPastedLines, readQuickOrderFile } from './quick-order-file';

const pairs = (lines: { code: string; quantity: string }[]) => lines.map((l) => [l.code, l.quantity]);

async function problemOf(work: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await work();
  } catch (error) {
    if (error instanceof DomainError) return error.details?.[0]?.reason;
    throw error;
  }
  return undefined;
}

describe('pasted quick-order lines', () => {
  it('reads cells copied from a spreadsheet (tab-separated) and skips their header row', () => {
    const lines = readPastedLines('SKU\tQuantity\r\nAA-1\t10\r\nBOX-12\t24\r\nCABLE\t2,5\r\n');
    expect(pairs(lines)).toEqual([
      ['AA-1', '10'],
      ['BOX-12', '24'],
      ['CABLE', '2,5'],
    ]);
    expect(lines.map((line) => line.row)).toEqual([2, 3, 4]);
  });

  it('reads the code and quantity columns a copied header names, with a name column between them', () => {
    const text = 'Tuotenumero\tNimi\tMäärä\nAA-1\tAlkaliparisto AA\t10\nCABLE\tKaapeli 3 m\t1,5\n';
    expect(pairs(readPastedLines(text))).toEqual([
      ['AA-1', '10'],
      ['CABLE', '1,5'],
    ]);
  });

  it('reads `sku qty`, `sku;qty` and `sku,qty`, mixed in one paste', () => {
    const text = 'AA-1 10\nBOX-12;24\nCABLE,3\n  LAMP-7   2  \n';
    expect(pairs(readPastedLines(text))).toEqual([
      ['AA-1', '10'],
      ['BOX-12', '24'],
      ['CABLE', '3'],
      ['LAMP-7', '2'],
    ]);
  });

  it('keeps decimal commas in every format', () => {
    const text = 'CABLE\t2,5\nCABLE;0,75\nCABLE 1,25\nCABLE,3,5\n';
    expect(pairs(readPastedLines(text)).map(([, quantity]) => quantity)).toEqual([
      '2,5',
      '0,75',
      '1,25',
      '3,5',
    ]);
  });

  it('skips a header in words in any of the formats, but not a first row with a code', () => {
    expect(pairs(readPastedLines('sku;qty\nAA-1;2'))).toEqual([['AA-1', '2']]);
    expect(pairs(readPastedLines('Artikelnummer Antal\nAA-1 2'))).toEqual([['AA-1', '2']]);
    expect(pairs(readPastedLines('AA-1;ten\nBOX-12;24'))).toEqual([
      ['AA-1', 'ten'],
      ['BOX-12', '24'],
    ]);
  });

  it('drops the quotes a spreadsheet puts around cells and reads a code without a quantity', () => {
    expect(pairs(readPastedLines('"AA-1";"10"\nBOX-12\n'))).toEqual([
      ['AA-1', '10'],
      ['BOX-12', ''],
    ]);
  });

  it('reads a unit after the quantity in every format, by code or name, and none when there is none', () => {
    const text = 'AAA-40 2 box\nAAA-40;3;PK\nAAA-40,2,5,laatikko\nAAA-40\t4\tBox\nAA-1 10\nAA-1,2,5';
    expect(readPastedLines(text).map((l) => [l.code, l.quantity, l.unit ?? ''])).toEqual([
      ['AAA-40', '2', 'box'],
      ['AAA-40', '3', 'PK'],
      ['AAA-40', '2,5', 'laatikko'],
      ['AAA-40', '4', 'Box'],
      ['AA-1', '10', ''],
      ['AA-1', '2,5', ''],
    ]);
  });

  it('reads the unit column a header names, between other columns', async () => {
    const text = 'SKU\tName\tUnit\tQty\nAAA-40\tBatteries\tBOX\t1\nAA-1\tCell\t\t5';
    expect(readPastedLines(text).map((l) => [l.code, l.quantity, l.unit ?? ''])).toEqual([
      ['AAA-40', '1', 'BOX'],
      ['AA-1', '5', ''],
    ]);
    const csv = Buffer.from('SKU;Määrä;Yksikkö\r\nAAA-40;2;laatikko\r\n');
    expect((await readQuickOrderFile(csv)).map((l) => l.unit)).toEqual(['laatikko']);
  });

  it('refuses a paste with no code in it', () => {
    expect(() => readPastedLines('SKU\tQuantity\n\n')).toThrow(DomainError);
  });
});

describe('uploaded quick-order files', () => {
  it('refuses a PDF renamed .xlsx as not a spreadsheet, whatever text it holds', async () => {
    const pdf = Buffer.from(
      [
        '%PDF-1.4',
        '1 0 obj << /Type /Catalog >> endobj',
        'AA-1 10',
        'trailer << /Root 1 0 R >>',
        '%%EOF',
      ].join('\n'),
      'latin1',
    );
    await expect(problemOf(() => readQuickOrderFile(pdf))).resolves.toBe('FILE_TYPE');
  });

  it('refuses an old binary .xls, an image and a zip that is no workbook', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x41, 0x41]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x41, 0x41]);
    // A Word document: a sound zip archive, but no workbook in it.
    const zip = zipOfOne('word/document.xml', Buffer.from('<w:document/>'));
    for (const file of [xls, png, zip])
      await expect(problemOf(() => readQuickOrderFile(file))).resolves.toBe('FILE_TYPE');
  });

  it('refuses prose renamed .csv instead of reading each sentence as a row', async () => {
    const prose = Buffer.from(
      'Terms of delivery\nGoods are delivered within five working days of the order.\nPrices exclude VAT.\n',
    );
    await expect(problemOf(() => readQuickOrderFile(prose))).resolves.toBe('FILE_TYPE');
  });

  it('reads a CSV with a header and a real .xlsx', async () => {
    const csv = Buffer.from('SKU;Määrä\r\nAA-1;10\r\nCABLE;2,5\r\n');
    expect(pairs(await readQuickOrderFile(csv))).toEqual([
      ['AA-1', '10'],
      ['CABLE', '2,5'],
    ]);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Order');
    sheet.addRow(['SKU', 'Quantity']);
    sheet.addRow(['AA-1', 3]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    expect(pairs(await readQuickOrderFile(xlsx))).toEqual([['AA-1', '3']]);
  });
});
