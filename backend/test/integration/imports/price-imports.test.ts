import ExcelJS from 'exceljs';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { insertAdminUser, insertCustomer } from '../../factories/account.factory';
import { zipOfOne } from '../../factories/quick-order.factory';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { loginToShop, type ShopAgent } from '../../support/shop-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface ImportRun {
  id: number;
  status: string;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: number;
  error: string | null;
  files: string[];
  jobId: string;
  log: string[];
}

describe('price and cross-reference imports (API)', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let admin: AdminAgent;
  let products: { id: number; sku: string }[];
  let companyId: number;
  let companyBuyer: { email: string; password: string };
  const erpNumber = '770011';

  const post = (agent: AdminAgent, url: string) =>
    testApp.http().post(url).set('Cookie', agent.cookies).set('X-CSRF-Token', agent.csrf);
  const get = (url: string) => testApp.http().get(url).set('Cookie', admin.cookies);

  const runOf = async (id: number): Promise<ImportRun> =>
    (await get(`/api/admin/imports/${id}`).expect(200)).body;

  async function finished(id: number): Promise<ImportRun> {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const run = await runOf(id);
      if (run.status === 'done' || run.status === 'failed') {
        // the job records its end after the run
        await new Promise((resolve) => setTimeout(resolve, 50));
        return run;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${id} did not finish`);
  }

  function upload(content: Buffer | string, name: string, kind = 'prices') {
    return post(admin, '/api/admin/imports/uploads')
      .field('kind', kind)
      .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'), name);
  }

  /** Uploads and imports a file through the spec route; answers the finished run. */
  async function importFile(
    content: Buffer | string,
    name = 'prices.csv',
    kind = 'prices',
  ): Promise<ImportRun> {
    const uploaded: ImportRun = (await upload(content, name, kind).expect(201)).body;
    const url =
      kind === 'prices'
        ? `/admin/import-csv-prices/${uploaded.id}`
        : `/api/admin/imports/${uploaded.id}/start`;
    const started = await post(admin, url).expect(200);
    const jobId = kind === 'prices' ? started.body.data.jobId : started.body.jobId;
    expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
    return finished(uploaded.id);
  }

  const listPrice = async (productId: number, store = 'fi') =>
    (
      await db.query(
        `select pp.price_minor::int as price, pp.xmin::text as version from product_price pp
         join store s on s.id = pp.store_id where pp.product_id = $1 and s.code = $2`,
        [productId, store],
      )
    ).rows[0] as { price: number; version: string } | undefined;

  const runCount = async () =>
    (await db.query('select count(*)::int as count from import_run')).rows[0].count;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 30 });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    admin = await loginAsAdmin(
      testApp,
      DEMO_ACCOUNTS.administrator.email,
      DEMO_ACCOUNTS.administrator.password,
    );
    products = (await db.query('select id, sku from product order by id limit 6')).rows;
    const buyer = await insertCustomer(db, {
      company: {
        name: 'Sähkö Import Oy',
        organizationNumber: '7700110-1',
        storeId: 1,
        erpCustomerNumber: erpNumber,
      },
    });
    companyId = buyer.companyId!;
    companyBuyer = buyer;
    await db.query(
      `insert into customer_group (code, name) values ('import-installers', 'Installers') on conflict do nothing`,
    );
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  const sku = (index: number) => products[index]!.sku;

  function priceFile(firstPrice = '12,50'): string {
    return [
      'type;sku;store;currency;customer;customer_group;min_quantity;price;valid_from;valid_to',
      `list;${sku(0)};fi;EUR;;;1;${firstPrice};;`,
      `list;${sku(1)};fi;EUR;;;1;7,90;;`,
      `tier;${sku(1)};fi;EUR;;;10;6,90;;`,
      `customer;${sku(2)};fi;EUR;${erpNumber};;1;4,20;2026-01-01;2027-12-31`,
      `group;${sku(3)};fi;EUR;;import-installers;5;3,10;;`,
      `list;NO-SUCH-SKU;fi;EUR;;;1;1,00;;`,
      `list;${sku(4)};fi;EUR;;;1;=HYPERLINK("http://evil");;`,
      `list;${sku(5)};fi;SEK;;;1;5,00;;`,
    ].join('\r\n');
  }

  it('answers each spec route at once with the job id, and runs a full import from the simulated ERP', async () => {
    const response = await post(admin, '/admin/run-full-prices-import').expect(200);
    expect(response.body).toEqual({
      success: true,
      data: { jobId: expect.stringMatching(/^[0-9a-f-]{36}$/), importRunId: expect.any(Number) },
    });
    const run = await finished(response.body.data.importRunId);
    expect(run.status).toBe('done');
    // four stores a product, plus breaks and group prices
    expect(run.rowsRead).toBeGreaterThanOrEqual(30 * 4);
    expect(run.inserted + run.updated + run.unchanged + run.rejected).toBe(run.rowsRead);
    const job = (await get(`/api/admin/jobs/${response.body.data.jobId}`).expect(200)).body;
    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({ importRunId: run.id, rowsRead: run.rowsRead, inserted: run.inserted });

    const references = await post(admin, '/admin/run-full-cross-references-import').expect(200);
    expect((await finished(references.body.data.importRunId)).status).toBe('done');
  });

  it('answers 404 and starts nothing for an id that is not digits only, and 404 for an unknown company', async () => {
    const before = await runCount();
    for (const path of [
      '/admin/download-customer-prices/abc',
      '/admin/download-cross-references/1e3',
      '/admin/company/process-system-data/-1',
      '/admin/import-csv-prices/12.5',
      '/admin/download-customer-prices/99999',
      '/admin/import-csv-prices/99999',
    ]) {
      await post(admin, path).expect(404);
    }
    expect(await runCount()).toBe(before);
  });

  it('refuses a user whose role lacks the imports section, and a request without the CSRF token', async () => {
    const { rows } = await db.query(
      `insert into admin_role (code, name, permissions) values ('catalogue-only', 'Catalogue only',
       array['dashboard.read', 'catalogue.read', 'catalogue.write']) returning id`,
    );
    const user = await insertAdminUser(db, { role: rows[0].id });
    const outsider = await loginAsAdmin(testApp, user.email, user.password);
    const before = await runCount();
    await post(outsider, '/admin/run-full-prices-import').expect(403);
    await post(outsider, `/admin/download-customer-prices/${companyId}`).expect(403);
    await testApp.http().get('/api/admin/imports').set('Cookie', outsider.cookies).expect(403);
    await testApp.http().post('/admin/run-full-prices-import').set('Cookie', admin.cookies).expect(403);
    expect(await runCount()).toBe(before);
  });

  it('imports list, tier, customer and group prices from a semicolon CSV with a BOM, refusing bad rows by line', async () => {
    const run = await importFile(`\uFEFF${priceFile()}`);
    expect(run).toMatchObject({ status: 'done', rowsRead: 8, rejected: 3, error: null });
    expect(run.inserted + run.updated + run.unchanged).toBe(5);
    expect((await listPrice(products[0]!.id))!.price).toBe(1250);
    const tier = await db.query(
      `select price_minor::int as price from product_price_tier where product_id = $1 and min_quantity = 10`,
      [products[1]!.id],
    );
    expect(tier.rows).toEqual([{ price: 690 }]);
    const agreed = await db.query(
      `select price_minor::int as price, valid_from::text, valid_to::text from customer_price
       where company_id = $1 and product_id = $2`,
      [companyId, products[2]!.id],
    );
    expect(agreed.rows).toEqual([{ price: 420, valid_from: '2026-01-01', valid_to: '2027-12-31' }]);

    const rejected = (await get(`/api/admin/imports/${run.id}/rejected`).expect(200)).body;
    expect(rejected.map((row: { line: number }) => row.line)).toEqual([7, 8, 9]);
    expect(rejected[0].reason).toBe('no product has the SKU "NO-SUCH-SKU"');
    expect(rejected[1].reason).toMatch(/price "=HYPERLINK.* is not an amount/);
    expect(rejected[2].reason).toBe("currency SEK is not the store's currency EUR");
    const csv = (await get(`/api/admin/imports/${run.id}/rejected.csv`).expect(200)).text;
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('line,reason,row');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['7', '8', '9']);
  });

  it('re-imports the same file touching only the changed row', async () => {
    const untouchedBefore = await listPrice(products[1]!.id);
    const changedBefore = await listPrice(products[0]!.id);
    const same = await importFile(priceFile());
    expect(same).toMatchObject({ status: 'done', inserted: 0, updated: 0, unchanged: 5, rejected: 3 });
    expect((await listPrice(products[0]!.id))!.version).toBe(changedBefore!.version);

    const changed = await importFile(priceFile('13,75'));
    expect(changed).toMatchObject({ status: 'done', inserted: 0, updated: 1, unchanged: 4 });
    expect(await listPrice(products[0]!.id)).toMatchObject({ price: 1375 });
    expect((await listPrice(products[0]!.id))!.version).not.toBe(changedBefore!.version);
    expect(await listPrice(products[1]!.id)).toEqual(untouchedBefore);
  });

  it('changes prices atomically: when one row fails while applying, no price of the file changes', async () => {
    await db.query(`
      create function refuse_4242() returns trigger language plpgsql as $$
      begin
        if new.price_minor = 424242 then raise exception 'refused by the test'; end if;
        return new;
      end $$;
      create trigger refuse_4242 before insert or update on customer_price
      for each row execute function refuse_4242();`);
    try {
      const before = await listPrice(products[0]!.id);
      const file = [
        'type;sku;store;currency;customer;price',
        `list;${sku(0)};fi;EUR;;99,99`,
        `customer;${sku(1)};fi;EUR;${erpNumber};4242,42`,
      ].join('\n');
      const run = await importFile(file);
      expect(run).toMatchObject({ status: 'failed', error: 'IMPORT_FAILED' });
      expect(await listPrice(products[0]!.id)).toEqual(before);
    } finally {
      await db.query('drop trigger refuse_4242 on customer_price; drop function refuse_4242();');
    }
  });

  it('reads an .xlsx price file and refuses a row whose cell is a formula', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Prices');
    sheet.addRow(['type', 'sku', 'store', 'currency', 'price']);
    sheet.addRow(['list', sku(3), 'fi', 'EUR', 21.5]);
    sheet.addRow(['list', sku(4), 'fi', 'EUR', { formula: '1+1', result: 2 }]);
    const run = await importFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'prices.xlsx');
    expect(run).toMatchObject({ status: 'done', rowsRead: 2, rejected: 1 });
    expect((await listPrice(products[3]!.id))!.price).toBe(2150);
    const rejected = (await get(`/api/admin/imports/${run.id}/rejected`).expect(200)).body;
    expect(rejected).toEqual([{ line: 3, reason: 'column 5 holds a formula', content: expect.any(String) }]);
  });

  describe('bad files: a clear message, nothing stored', () => {
    it('refuses a binary file named .csv and a UTF-16 file at upload', async () => {
      const before = await runCount();
      const png = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)]);
      const binary = await upload(png, 'prices.csv').expect(400);
      expect(binary.body.details).toEqual([{ field: 'file', reason: 'FILE_BINARY' }]);
      const utf16 = await upload(Buffer.from('\uFEFFtype;sku\r\n', 'utf16le'), 'prices.csv').expect(400);
      expect(utf16.body.details).toEqual([{ field: 'file', reason: 'FILE_ENCODING' }]);
      expect(await runCount()).toBe(before);
    });

    it.each([
      [
        'a Latin-1 file',
        Buffer.from(`sku;store;currency;price\n${'x'.repeat(10)};fi;EUR;1\nOhm\xe4;fi;EUR;1\n`, 'latin1'),
        'FILE_ENCODING',
      ],
      ['too many columns', `sku;store;currency;price${';x'.repeat(40)}\n`, 'FILE_TOO_MANY_COLUMNS'],
      ['no header naming the columns', 'a;b;c\n1;2;3\n', 'FILE_HEADER'],
      [
        'a zip bomb named .xlsx',
        zipOfOne('xl/workbook.xml', Buffer.alloc(40 * 1024 * 1024)),
        'FILE_ZIP_LIMITS',
      ],
    ])('fails the run for %s and stores nothing', async (_name, content, problem) => {
      const prices = await db.query(
        "select md5(string_agg(concat_ws(':', product_id, store_id, price_minor), ',' order by 1)) from product_price",
      );
      const run = await importFile(content, problem === 'FILE_ZIP_LIMITS' ? 'prices.xlsx' : 'prices.csv');
      expect(run).toMatchObject({ status: 'failed', error: problem, rowsRead: 0 });
      const staged = await db.query(
        'select count(*)::int as count from import_price_row where import_run_id = $1',
        [run.id],
      );
      expect(staged.rows[0].count).toBe(0);
      expect(
        (
          await db.query(
            "select md5(string_agg(concat_ws(':', product_id, store_id, price_minor), ',' order by 1)) from product_price",
          )
        ).rows,
      ).toEqual(prices.rows);
    });
  });

  it("produces a company's net price list as XLSX and CSV in the company's language", async () => {
    await db.query(
      `update product_translation set name = '=cmd|calc' where product_id = $1 and locale = 'fi'`,
      [products[2]!.id],
    );
    const started = await post(admin, `/admin/download-customer-prices/${companyId}`).expect(200);
    const run = await finished(started.body.data.importRunId);
    expect(run.status).toBe('done');
    expect(run.files).toEqual([`net-prices-${companyId}.xlsx`, `net-prices-${companyId}.csv`]);

    const csv = (await get(`/api/admin/imports/${run.id}/files/net-prices-${companyId}.csv`).expect(200))
      .text;
    const [header, line] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'Tuotenumero;Tuote;Alkaen kpl;Nettohinta;Listahinta;Valuutta;Voimassa alkaen;Voimassa asti',
    );
    const listed = await listPrice(products[2]!.id);
    const listText = listed
      ? `${Math.floor(listed.price / 100)},${String(listed.price % 100).padStart(2, '0')}`
      : '';
    expect(line).toBe(`${sku(2)};"'=cmd|calc";1;"4,20";"${listText}";EUR;2026-01-01;2027-12-31`);

    const xlsx = await get(`/api/admin/imports/${run.id}/files/net-prices-${companyId}.xlsx`)
      .buffer(true)
      .parse((response, callback) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Nettohinta');
    expect(sheet.getRow(2).getCell(1).value).toBe(sku(2));
    expect(sheet.getRow(2).getCell(2).value).toBe("'=cmd|calc");
    expect(sheet.getRow(2).getCell(4).value).toBe(4.2);
    await get(`/api/admin/imports/${run.id}/files/..%2F..%2Fetc%2Fpasswd`).expect(404);
  });

  it("refreshes a company's master data from the ERP, and refuses a company that is not in the ERP", async () => {
    const started = await post(admin, `/admin/company/process-system-data/${companyId}`).expect(200);
    const run = await finished(started.body.data.importRunId);
    expect(run).toMatchObject({ status: 'done', updated: 1 });
    const company = await db.query('select email, terms_of_payment from customer_company where id = $1', [
      companyId,
    ]);
    expect(company.rows[0]).toEqual({
      email: `orders+${erpNumber}@customer.example`,
      terms_of_payment: '14 days net',
    });
    const again = await finished(
      (await post(admin, `/admin/company/process-system-data/${companyId}`)).body.data.importRunId,
    );
    expect(again).toMatchObject({ status: 'done', updated: 0, unchanged: 1 });

    const { companyId: outsideErp } = await insertCustomer(db, {
      company: { name: 'Ei ERP Oy', organizationNumber: '7700120-9', storeId: 1 },
    });
    const refused = await post(admin, `/admin/company/process-system-data/${outsideErp}`).expect(400);
    expect(refused.body.details).toEqual([{ field: 'id', reason: 'COMPANY_NOT_IN_ERP' }]);
  });

  it('imports cross-references that the product page shows and the part-number search finds', async () => {
    const file = [
      'sku,type,reference,manufacturer,customer',
      `${sku(0)},competitor,KX-9000/B,Kilpailija AB,`,
      `${sku(0)},oem,OEM-771,Original Parts Oy,`,
      `${sku(1)},customer,ASIAKAS-42,,${erpNumber}`,
      `${sku(2)},alternative,${sku(3)},,`,
      `${sku(2)},oem,,,`,
    ].join('\n');
    const run = await importFile(file, 'refs.csv', 'cross_references');
    expect(run).toMatchObject({ status: 'done', rowsRead: 5, inserted: 4, rejected: 1 });
    const again = await importFile(file, 'refs.csv', 'cross_references');
    expect(again).toMatchObject({ status: 'done', inserted: 0, unchanged: 4 });

    const search = async (term: string) =>
      (
        await testApp.http().get('/api/shop/search').query({ term, locale: 'fi' }).expect(200)
      ).body.result.products.map((product: { sku: string }) => product.sku);
    expect((await search('kx-9000/b'))[0]).toBe(sku(0));
    // A company's own numbering is its business: the shared search never finds it, the company's buyer does.
    expect(await search('ASIAKAS-42')).not.toContain(sku(1));
    const ownPartNumber = async (agent: ShopAgent) =>
      (
        await testApp
          .http()
          .get('/api/shop/search/own-part-numbers')
          .query({ term: 'asiakas-42', locale: 'fi' })
          .set('Cookie', agent.cookies)
          .expect(200)
      ).body.products.map((product: { sku: string }) => product.sku);
    expect(
      await ownPartNumber(await loginToShop(testApp, companyBuyer.email, companyBuyer.password)),
    ).toEqual([sku(1)]);
    const outsider = await insertCustomer(db, {
      company: { name: 'Toinen Oy', organizationNumber: '7700130-7', storeId: 1 },
    });
    expect(await ownPartNumber(await loginToShop(testApp, outsider.email, outsider.password))).toEqual([]);
    await testApp
      .http()
      .get('/api/shop/search/own-part-numbers')
      .query({ term: 'asiakas-42', locale: 'fi' })
      .expect(401);

    const slug = (
      await db.query(`select slug from product_translation where product_id = $1 and locale = 'fi'`, [
        products[0]!.id,
      ])
    ).rows[0].slug;
    const page = (await testApp.http().get(`/api/shop/products/${slug}`).query({ locale: 'fi' }).expect(200))
      .body;
    expect(page.partNumbers).toEqual([
      { kind: 'competitor', reference: 'KX-9000/B', manufacturer: 'Kilpailija AB' },
      { kind: 'oem', reference: 'OEM-771', manufacturer: 'Original Parts Oy' },
    ]);
  });
});
