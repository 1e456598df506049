import ExcelJS from 'exceljs';
import { insertCustomer } from '../../factories/account.factory';
import { unitId } from '../../../src/database/seeders/reference-data';
import { buildProduct, insertProduct } from '../../factories/catalogue.factory';
import { zipOfOne } from '../../factories/quick-order.factory';
import { loginToShop, visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const BOX = {
  sku: 'QO-BOX-12',
  eanNumber: '6412345000017',
  nobbNumber: '58123456',
  minimumOrderQuantity: '12.000',
};
const LOOSE = {
  sku: 'QO-LOOSE-1',
  eanNumber: '6412345000024',
  nobbNumber: null,
  minimumOrderQuantity: '1.000',
};
const RETIRED = {
  sku: 'QO-RETIRED',
  eanNumber: '6412345000031',
  nobbNumber: null,
  minimumOrderQuantity: '1.000',
};

interface PreviewLine {
  rows: number[];
  sku: string;
  quantity: string;
  status: string;
  product: { sku: string; name: string; unitLabel: string } | null;
  problem: { code: string; increment?: string } | null;
  suggestedQuantity: string | null;
  salesQuantity: string | null;
  message: string | null;
}

async function workbook(rows: Array<Array<string | number>>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Order');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('shop quick order', () => {
  let testApp: TestApp;
  let agent: ShopAgent;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 3 });
    await testApp.withClient(async (client) => {
      for (const product of [BOX, LOOSE]) {
        await insertProduct(client, { ...product, minimumOrderOverride: false, active: true });
      }
      await insertProduct(client, { ...RETIRED, minimumOrderOverride: false, active: false });
    });
    const { email, password } = await testApp.withClient((client) => insertCustomer(client));
    agent = await loginToShop(testApp, email, password);
  });

  afterAll(() => testApp.close());

  async function newBuyer(): Promise<ShopAgent & { email: string }> {
    const { email, password } = await testApp.withClient((client) => insertCustomer(client));
    return { ...(await loginToShop(testApp, email, password)), email };
  }

  /** The lines of the customer's open cart, as stored. */
  function cartLines(email: string): Promise<Array<{ sku: string; quantity: string }>> {
    return testApp.withClient(async (client) => {
      const { rows } = await client.query<{ sku: string; quantity: string }>(
        `select i.sku, trim_scale(i.quantity)::text as quantity from cart_item i join cart c on c.id = i.cart_id
         join customer u on u.id = c.customer_id where u.email = $1 and c.status = 'open' order by i.id`,
        [email],
      );
      return rows;
    });
  }

  function post(path: string, body: object, as: ShopAgent = agent) {
    return testApp
      .http()
      .post(`/api/shop/quick-order/${path}`)
      .set('Cookie', as.cookies)
      .set('X-CSRF-Token', as.csrf)
      .send(body);
  }

  async function preview(
    lines: Array<{ sku: string; quantity: string }>,
    text?: string,
  ): Promise<PreviewLine[]> {
    const response = await post('preview', { locale: 'en', lines, text }).expect(200);
    return response.body.lines;
  }

  function upload(content: Buffer, fileName: string) {
    return testApp
      .http()
      .post('/api/shop/quick-order/preview/upload')
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .field('locale', 'en')
      .attach('file', content, fileName);
  }

  it('asks a visitor to log in', async () => {
    const visitor = await visitShop(testApp);
    await post('preview', { locale: 'en', lines: [{ sku: BOX.sku, quantity: '12' }] }, visitor).expect(401);
  });

  it('finds a product by its SKU in any letter case, by EAN and by Nobb number', async () => {
    const lines = await preview([
      { sku: 'qo-loose-1', quantity: '2' },
      { sku: BOX.eanNumber, quantity: '12' },
      { sku: LOOSE.eanNumber, quantity: '1' },
    ]);
    expect(lines.map((line) => [line.product?.sku, line.status])).toEqual([
      [LOOSE.sku, 'ok'],
      [BOX.sku, 'ok'],
    ]);
    // The SKU and the EAN of the same product are one line with the quantities summed.
    expect(lines[0]).toMatchObject({ rows: [1, 3], quantity: '3' });
    const byNobb = await preview([{ sku: BOX.nobbNumber, quantity: '24' }]);
    expect(byNobb[0]).toMatchObject({ status: 'ok', quantity: '24', product: { sku: BOX.sku } });
  });

  it('says no product was found for an unknown SKU and never matches part of one', async () => {
    const lines = await preview([
      { sku: 'NO-SUCH-SKU', quantity: '1' },
      { sku: 'QO-BOX', quantity: '12' },
    ]);
    expect(lines.map((line) => [line.status, line.message])).toEqual([
      ['not_found', 'No product found for NO-SUCH-SKU'],
      ['not_found', 'No product found for QO-BOX'],
    ]);
  });

  it('offers to round a quantity that is not a multiple of the minimum up to the next multiple', async () => {
    const [line] = await preview([{ sku: BOX.sku, quantity: '30' }]);
    expect(line).toMatchObject({
      status: 'invalid_quantity',
      problem: { code: 'QUANTITY_NOT_A_MULTIPLE', increment: '12' },
      suggestedQuantity: '36',
      message: 'You can only add in increments of 12',
    });
    const [corrected] = await preview([{ sku: BOX.sku, quantity: line.suggestedQuantity as string }]);
    expect(corrected.status).toBe('ok');
  });

  it('says an inactive product can no longer be ordered, and a quantity that is no number', async () => {
    const lines = await preview([
      { sku: RETIRED.sku, quantity: '1' },
      { sku: LOOSE.sku, quantity: 'many' },
    ]);
    expect(lines.map((line) => [line.status, line.problem?.code ?? null])).toEqual([
      ['inactive', null],
      ['invalid_quantity', 'QUANTITY_NOT_A_NUMBER'],
    ]);
  });

  it('reads pasted "SKU;quantity" lines with a decimal comma', async () => {
    const lines = await preview([], `${LOOSE.sku};2\n${BOX.sku};24,0\n`);
    expect(lines.map((line) => [line.product?.sku, line.quantity, line.status])).toEqual([
      [LOOSE.sku, '2', 'ok'],
      [BOX.sku, '24', 'ok'],
    ]);
  });

  it('refuses an empty quick order and more than 500 lines', async () => {
    const empty = await post('preview', { locale: 'en', lines: [{ sku: ' ', quantity: '1' }] }).expect(400);
    expect(empty.body.message).toBe('Enter at least one SKU');
    const many = Array.from({ length: 501 }, (_, index) => ({ sku: `SKU-${index}`, quantity: '1' }));
    await post('preview', { locale: 'en', lines: many }).expect(400);
  });

  it('previews an uploaded .xlsx, skipping its header row', async () => {
    const content = await workbook([
      ['SKU', 'Quantity'],
      [BOX.sku, 13],
      [LOOSE.sku, 4],
    ]);
    const response = await upload(content, 'order.xlsx').expect(200);
    expect(response.body.validLines).toBe(1);
    expect(
      response.body.lines.map((line: PreviewLine) => [line.rows, line.sku, line.quantity, line.status]),
    ).toEqual([
      [[2], BOX.sku, '13', 'invalid_quantity'],
      [[3], LOOSE.sku, '4', 'ok'],
    ]);
  });

  it('previews an uploaded .csv', async () => {
    const content = Buffer.from(`sku;quantity\r\n${LOOSE.sku};5\r\nUNKNOWN-1;1\r\n`);
    const response = await upload(content, 'order.csv').expect(200);
    expect(response.body.lines.map((line: PreviewLine) => line.status)).toEqual(['ok', 'not_found']);
  });

  it('refuses a file over 2 MB', async () => {
    const content = Buffer.alloc(2 * 1024 * 1024 + 1, 'a');
    const response = await upload(content, 'big.csv').expect(400);
    expect(response.body.details).toEqual([{ field: 'file', reason: 'FILE_TOO_LARGE' }]);
  });

  it('refuses a file with more than 500 rows', async () => {
    const rows = Array.from({ length: 502 }, (_, index) => [`SKU-${index}`, 1]);
    const response = await upload(await workbook(rows), 'many.xlsx').expect(400);
    expect(response.body.details).toEqual([{ field: 'file', reason: 'FILE_TOO_MANY_ROWS' }]);
  });

  it('refuses a binary file that is not a spreadsheet, and a malformed one', async () => {
    const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const wrongType = await upload(image, 'order.xlsx').expect(400);
    expect(wrongType.body.details).toEqual([{ field: 'file', reason: 'FILE_TYPE' }]);
    const brokenZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    const malformed = await upload(brokenZip, 'order.xlsx').expect(400);
    expect(malformed.body.details).toEqual([{ field: 'file', reason: 'FILE_UNREADABLE' }]);
    const openQuote = await upload(Buffer.from(`${LOOSE.sku};"2\n`), 'order.csv').expect(400);
    expect(openQuote.body.details).toEqual([{ field: 'file', reason: 'FILE_UNREADABLE' }]);
  });

  it('refuses a PDF renamed .xlsx as not a spreadsheet instead of reading its text as rows', async () => {
    const pdf = Buffer.from(
      `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n${LOOSE.sku} 2\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
      'latin1',
    );
    const response = await upload(pdf, 'order.xlsx').expect(400);
    expect(response.body.details).toEqual([{ field: 'file', reason: 'FILE_TYPE' }]);
  });

  it('refuses an .xlsx that would unpack far beyond its size', async () => {
    const bomb = zipOfOne('xl/worksheets/sheet1.xml', Buffer.alloc(30 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const response = await upload(bomb, 'bomb.xlsx').expect(400);
    expect(response.body.details).toEqual([{ field: 'file', reason: 'FILE_UNREADABLE' }]);
  });

  it('adds every line that can be added to the cart and answers the others back', async () => {
    const buyer = await newBuyer();
    const response = await post(
      'add',
      {
        locale: 'en',
        lines: [
          { sku: BOX.sku, quantity: '24' },
          { sku: LOOSE.sku, quantity: '3' },
          { sku: 'NO-SUCH-SKU', quantity: '1' },
          { sku: BOX.sku, quantity: '1' },
        ],
      },
      buyer,
    ).expect(200);
    expect(response.body.added).toBe(1);
    expect(response.body.preview.lines.map((line: PreviewLine) => [line.sku, line.status])).toEqual([
      [BOX.sku, 'invalid_quantity'],
      [LOOSE.sku, 'ok'],
      ['NO-SUCH-SKU', 'not_found'],
    ]);
    expect(await cartLines(buyer.email)).toEqual([{ sku: LOOSE.sku, quantity: '3' }]);
  });

  it('adds a pasted "SKU qty box" row to the cart in boxes, with the rules checked in boxes', async () => {
    // An AAA 40-pack sold by the pack (at least 5), also offered in boxes of 800 (20 packs).
    const base = buildProduct();
    const sku = 'QO-AAA-40';
    await testApp.withClient((client) =>
      insertProduct(client, {
        sku,
        eanNumber: null,
        nobbNumber: null,
        active: true,
        salesUnit: 'PK',
        salesUnitId: unitId('PK'),
        minimumOrderQuantity: '5',
        minimumOrderOverride: false,
        stockStatus: 'in_stock',
        stockQuantity: 500,
        prices: base.prices,
        units: [
          {
            unit: 'PK',
            unitDefinitionId: unitId('PK'),
            conversionFactor: '40',
            precision: 0,
            isDefault: true,
          },
          {
            unit: 'BOX',
            unitDefinitionId: unitId('BOX'),
            conversionFactor: '800',
            precision: 0,
            isDefault: false,
          },
        ],
      }),
    );
    const lines = await preview([], `${sku} 2 box\n${sku};3;pkt\n${sku},1,barrel`);
    expect(lines.map((line) => [line.status, line.quantity, line.salesQuantity])).toEqual([
      ['ok', '2', '40'],
      ['invalid_quantity', '3', null],
      ['unknown_unit', '1', null],
    ]);
    const buyer = await newBuyer();
    const response = await post(
      'add',
      { locale: 'fi', lines: [{ sku, quantity: '2', unit: 'ltk' }] },
      buyer,
    ).expect(200);
    expect(response.body.added).toBe(1);
    const stored = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ unit: string; quantity: string }>(
        `select u.identifier as unit, trim_scale(i.quantity)::text as quantity from cart_item i
         join cart c on c.id = i.cart_id join customer k on k.id = c.customer_id
         join unit_definition u on u.id = i.unit_definition_id where k.email = $1 and c.status = 'open'`,
        [buyer.email],
      );
      return rows;
    });
    expect(stored).toEqual([{ unit: 'BOX', quantity: '2' }]);
  });

  it('adds nothing when no line can be added', async () => {
    const buyer = await newBuyer();
    await post('add', { locale: 'en', lines: [{ sku: BOX.sku, quantity: '5' }] }, buyer).expect(400);
    expect(await cartLines(buyer.email)).toEqual([]);
  });

  it('offers sample files to download', async () => {
    const csv = await testApp.http().get('/api/shop/quick-order/sample.csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toBe('SKU;Quantity');
    const xlsx = await testApp
      .http()
      .get('/api/shop/quick-order/sample.xlsx')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('SKU');
  });
});
