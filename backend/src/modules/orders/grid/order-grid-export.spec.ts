import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { OrderListRow } from '../admin/order-find.service';
import { majorToMinor } from '../admin/order-find.criteria';
import { exportStyle, formatMinor, orderCsvLine, writeOrdersCsv, writeOrdersXlsx } from './order-grid-export';

const ROW: OrderListRow = {
  id: 1,
  number: 'FI1001',
  createdAt: '2026-03-01T10:15:00.000Z',
  storeId: 1,
  storeCode: 'fi',
  customerId: 5,
  customerName: '=HYPERLINK("http://evil")',
  email: '+358@example.test',
  companyId: 7,
  companyName: '-Minus; Oy',
  state: 'confirmed',
  paymentState: 'partially_paid',
  shippingState: 'ready',
  invoiceState: 'new',
  currency: 'EUR',
  itemsNetMinor: 100050,
  taxMinor: 24012,
  totalGrossMinor: 124062,
  erpReference: '@ERP\t1',
};

async function* pages(rows: OrderListRow[]) {
  yield rows;
}

async function collect(stream: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('order grid exports', () => {
  it('uses the delimiter and decimal mark of the user language', () => {
    expect(exportStyle('en')).toMatchObject({ delimiter: ',', decimalMark: '.' });
    expect(exportStyle('fi')).toMatchObject({ delimiter: ';', decimalMark: ',' });
    expect(exportStyle('sv')).toMatchObject({ delimiter: ';', decimalMark: ',' });
    expect(formatMinor(124062, ',')).toBe('1240,62');
    expect(formatMinor(5, '.')).toBe('0.05');
  });

  it('escapes every cell that begins with =, +, -, @, tab or CR with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      const line = orderCsvLine({ ...ROW, customerName: `${start}cmd` }, exportStyle('en'));
      expect(line.split(',')[2]).toBe(`"'${start}cmd"`);
    }
    const finnish = orderCsvLine(ROW, exportStyle('fi'));
    expect(finnish).toBe(
      [
        'FI1001',
        '2026-03-01 10:15',
        `"'=HYPERLINK(""http://evil"")"`,
        `"'+358@example.test"`,
        `"'-Minus; Oy"`,
        'fi',
        'confirmed',
        'partially_paid',
        'ready',
        'new',
        // Quoted because of the comma; spreadsheets still read them as numbers.
        '"1000,50"',
        '"240,12"',
        '"1240,62"',
        'EUR',
        `"'@ERP\t1"`,
      ].join(';'),
    );
  });

  it('writes a CSV with a byte-order mark, a header and one line per order', async () => {
    const out = new PassThrough();
    const done = collect(out);
    await writeOrdersCsv(
      pages([ROW, { ...ROW, number: 'FI1002', customerName: 'Plain' }]),
      out,
      exportStyle('sv'),
    );
    const text = (await done).toString('utf8');
    expect(text.startsWith('\uFEFFNummer;Datum (UTC);Kund')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(3);
    expect(text).toContain('FI1002;2026-03-01 10:15;Plain;');
  });

  it('writes a workbook that Excel readers open, amounts as numbers and text escaped', async () => {
    const out = new PassThrough();
    const done = collect(out);
    await writeOrdersXlsx(pages([ROW]), out, exportStyle('en'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await done);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Number');
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('FI1001');
    expect(row.getCell(3).value).toBe(`'=HYPERLINK("http://evil")`);
    expect(row.getCell(5).value).toBe("'-Minus; Oy");
    expect(row.getCell(13).value).toBe(1240.62);
    expect(sheet.rowCount).toBe(2);
  });

  it('reads totals in major units as people type them', () => {
    expect(majorToMinor('t', '1 234,5')).toBe(123450);
    expect(majorToMinor('t', '99.99')).toBe(9999);
    expect(majorToMinor('t', 12)).toBe(1200);
    expect(majorToMinor('t', '')).toBeUndefined();
    expect(() => majorToMinor('t', '1.234')).toThrow(/at most two decimals/);
    expect(() => majorToMinor('t', '-5')).toThrow(/must be an amount/);
  });
});
