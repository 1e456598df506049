import { loginWithPermissions, type AdminAgent } from '../../support/admin-session';
import { MailCatcher } from '../../support/mail-catcher';
import { visitShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { adminGet, adminPost, loginAsEditor, shopPost } from './service-request-helpers';

const PUBLIC_URL = 'http://shop.test';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

let serial = 0;

describe('warranty registration', () => {
  let testApp: TestApp;
  const catcher = new MailCatcher();
  let editor: AdminAgent;
  let product: { sku: string; name: string };
  let visitor: ShopAgent;

  beforeAll(async () => {
    await catcher.start();
    testApp = await startTestApp({ products: 5, env: { SMTP_URL: catcher.smtpUrl, PUBLIC_URL } });
    editor = await loginAsEditor(testApp);
    visitor = await visitShop(testApp);
    product = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ sku: string; name: string }>(
        `select p.sku, t.name from product p join product_translation t on t.product_id = p.id and t.locale = 'fi'
          where p.active order by p.id limit 1`,
      );
      return rows[0];
    });
  });

  afterAll(async () => {
    await testApp.close();
    await catcher.stop();
  });

  function registration(overrides: Record<string, string> = {}): Record<string, string> {
    serial += 1;
    return {
      sku: product.sku,
      serialNumber: `B2026-10-${serial}`,
      purchaseDate: '2026-10-30',
      placeOfPurchase: 'Rautakauppa Tampere',
      orderNumber: '',
      faultDescription: 'The lamp flickers after ten minutes of use.',
      name: 'Matti Meikäläinen',
      company: 'Valo ja Turva Oy',
      email: `warranty.${serial}@valojaturva.test`,
      phone: '',
      country: 'FI',
      locale: 'fi',
      ...overrides,
    };
  }

  function register(
    fields: Record<string, string>,
    receipt: { bytes: Buffer; filename: string; contentType: string } | null = {
      bytes: PDF,
      filename: 'kuitti.pdf',
      contentType: 'application/pdf',
    },
  ) {
    const call = shopPost(testApp, visitor, 'warranty-registrations');
    for (const [name, value] of Object.entries(fields)) call.field(name, value);
    if (receipt)
      call.attach('receipt', receipt.bytes, { filename: receipt.filename, contentType: receipt.contentType });
    return call;
  }

  async function stored(email: string) {
    const response = await adminGet(testApp, editor, 'warranty-registrations', { q: email }).expect(200);
    return response.body as { id: number; sku: string }[];
  }

  it('stores the registration with its receipt, mails the sales organisation and confirms to the customer', async () => {
    const fields = registration({ sku: product.sku.toLowerCase(), orderNumber: 'WO-100234' });
    const response = await register(fields).expect(201);
    expect(response.body.reference).toMatch(/^W-\d+$/);

    const sales = await catcher.waitFor('sales.fi@tradeshop.test', (mail) =>
      mail.text.includes(fields.serialNumber),
    );
    expect(sales.subject).toBe(
      `Takuurekisteröinti ${response.body.reference}: ${product.name} (${product.sku})`,
    );
    expect(sales.text).toContain(fields.faultDescription);
    expect(sales.text).toContain('WO-100234');
    const confirmation = await catcher.waitFor(fields.email);
    expect(confirmation.subject).toBe(`Takuurekisteröintisi ${response.body.reference}`);
    expect(confirmation.text).toContain(fields.serialNumber);

    const [row] = await stored(fields.email);
    expect(row).toMatchObject({
      sku: product.sku,
      productName: product.name,
      purchaseDate: '2026-10-30',
      receiptFileName: 'kuitti.pdf',
      receiptContentType: 'application/pdf',
      receiptSize: PDF.length,
    });
    const download = await adminGet(testApp, editor, `warranty-registrations/${row.id}/receipt`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="kuitti.pdf"');
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
  });

  it('accepts a PNG photo of the receipt and sends a German customer to the international sales organisation', async () => {
    const fields = registration({ country: 'DE', locale: 'en' });
    await register(fields, { bytes: PNG, filename: 'photo.png', contentType: 'image/png' }).expect(201);
    const sales = await catcher.waitFor('sales.int@tradeshop.test', (mail) =>
      mail.text.includes(fields.serialNumber),
    );
    expect(sales.subject).toMatch(/^Warranty registration W-\d+: /);
    const [row] = await stored(fields.email);
    expect(row).toMatchObject({ receiptContentType: 'image/png', country: 'DE' });
  });

  it('says no product was found for an unknown SKU and stores nothing', async () => {
    const fields = registration({ sku: 'NO-SUCH-SKU-1' });
    const response = await register(fields).expect(400);
    expect(response.body.details).toEqual([{ field: 'sku', reason: 'No product found for this SKU' }]);
    expect(await stored(fields.email)).toEqual([]);
  });

  it.each([
    ['serialNumber', { serialNumber: ' ' }, 'Value must not be blank'],
    ['purchaseDate', { purchaseDate: '' }, 'Value must not be blank'],
    ['purchaseDate', { purchaseDate: '30.10.2026' }, 'Enter the date as YYYY-MM-DD'],
    ['purchaseDate', { purchaseDate: '2999-01-01' }, 'The purchase date cannot be in the future'],
    ['faultDescription', { faultDescription: '' }, 'Value must not be blank'],
    ['name', { name: '' }, 'Value must not be blank'],
    ['email', { email: 'nobody' }, 'Please enter a valid e-mail address'],
    ['country', { country: 'XX' }, 'Choose a country from the list'],
  ])(
    'refuses a registration with a bad %s, naming the field, and stores nothing',
    async (field, change, reason) => {
      const fields = registration(change);
      const response = await register(fields).expect(400);
      expect(response.body.details).toEqual([{ field, reason }]);
      expect(await stored(fields.email)).toEqual([]);
    },
  );

  it('refuses a receipt that only claims to be a PDF, judging by its bytes, and stores nothing', async () => {
    const fields = registration();
    const script = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await register(fields, {
      bytes: script,
      filename: 'receipt.pdf',
      contentType: 'application/pdf',
    }).expect(400);
    expect(response.body.details).toEqual([
      { field: 'receipt', reason: 'The receipt must be a PDF, JPEG or PNG file' },
    ]);
    expect(await stored(fields.email)).toEqual([]);
  });

  it('refuses a registration without a receipt, and names the unknown SKU at the same time', async () => {
    const fields = registration({ sku: 'NO-SUCH-SKU-2' });
    const response = await register(fields, null).expect(400);
    expect(response.body.details).toEqual([
      { field: 'sku', reason: 'No product found for this SKU' },
      { field: 'receipt', reason: 'Attach the receipt' },
    ]);
  });

  it('refuses a receipt larger than 5 MB', async () => {
    const fields = registration();
    const large = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await register(fields, {
      bytes: large,
      filename: 'big.pdf',
      contentType: 'application/pdf',
    }).expect(400);
    expect(response.body.details).toEqual([{ field: 'receipt', reason: 'The receipt must be at most 5 MB' }]);
    expect(await stored(fields.email)).toEqual([]);
  });

  it('lets an editor mark a registration handled, a reader only look, and others not even that', async () => {
    const fields = registration();
    await register(fields).expect(201);
    const [{ id }] = await stored(fields.email);
    await adminPost(testApp, editor, `warranty-registrations/${id}/handled`, { handled: true }).expect(200);
    const handled = await adminGet(testApp, editor, 'warranty-registrations', {
      handled: true,
      q: fields.email,
    });
    expect(handled.headers['content-range']).toMatch(/^warranty-registrations 0-0\/1$/);

    const reader = await loginWithPermissions(testApp, ['customers.read']);
    await adminGet(testApp, reader, `warranty-registrations/${id}/receipt`).expect(200);
    await adminPost(testApp, reader, `warranty-registrations/${id}/handled`, { handled: false }).expect(403);
    const cataloguer = await loginWithPermissions(testApp, ['catalogue.read']);
    await adminGet(testApp, cataloguer, `warranty-registrations/${id}/receipt`).expect(403);
  });
});
