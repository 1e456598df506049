import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { ImporterService } from '../../../src/modules/importer/importer.service';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

const BASE = '/admin/pimcoredataimporter/dataobject/config';

interface Run {
  id: number;
  status: string;
  total: number | null;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  percent: number;
}

describe('the data importer (API)', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let editor: AdminAgent;
  let vocabulary: { brand: string; family: string; unit: string; store: string; categoryPath: string };
  const dataDir = mkdtempSync(join(tmpdir(), 'importer-test-'));
  const dropFolder = join(dataDir, 'importer-drop');

  const as = (agent: AdminAgent) => (method: 'get' | 'post' | 'put' | 'delete', url: string) => {
    const call = testApp.http()[method](url).set('Cookie', agent.cookies);
    return method === 'get' ? call : call.set('X-CSRF-Token', agent.csrf);
  };
  const call = (method: 'get' | 'post' | 'put' | 'delete', url: string) => as(editor)(method, url);

  const mappings = [
    { column: 'Item no', target: 'sku', transformations: [{ type: 'trim' }] },
    { column: 'Description', target: 'name.en', transformations: [{ type: 'trim' }] },
    { column: 'Kuvaus', target: 'name.fi', transformations: [{ type: 'trim' }] },
    { column: 'Make', target: 'brand', transformations: [] },
    { column: 'Group', target: 'family', transformations: [] },
    { column: 'Unit', target: 'salesUnit', transformations: [{ type: 'uppercase' }] },
    { column: 'Category', target: 'category', transformations: [] },
    {
      column: 'Weight g',
      target: 'grossWeight',
      transformations: [
        { type: 'number', decimalSeparator: ',' },
        { type: 'unit', factor: '0.001' },
      ],
    },
    { column: 'Price', target: 'price.STORE', transformations: [{ type: 'number', decimalSeparator: ',' }] },
    {
      column: 'Stock',
      target: 'stockStatus',
      transformations: [{ type: 'lookup', lookup: { yes: 'in_stock', no: 'out_of_stock' } }],
    },
  ];
  const withStore = () =>
    mappings.map((mapping) =>
      mapping.target === 'price.STORE' ? { ...mapping, target: `price.${vocabulary.store}` } : mapping,
    );

  const header = [
    'Item no',
    'Description',
    'Kuvaus',
    'Make',
    'Group',
    'Unit',
    'Category',
    'Weight g',
    'Price',
    'Stock',
  ];
  const supplierRow = (sku: string, name: string, price = '12,50') => [
    ` ${sku} `,
    name,
    `${name} FI`,
    vocabulary.brand,
    vocabulary.family,
    vocabulary.unit.toLowerCase(),
    vocabulary.categoryPath,
    '1 250,5',
    price,
    'yes',
  ];

  async function xlsx(rows: string[][]): Promise<Buffer> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Products');
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }

  async function newConfig(
    name: string,
    format: Record<string, unknown> = { type: 'xlsx' },
  ): Promise<number> {
    const saved = await call('post', `${BASE}/save`)
      .send({ name, source: { type: 'upload' }, format, mappings: withStore() })
      .expect(200);
    return saved.body.id;
  }

  async function waitForRun(configId: number, until: (run: Run) => boolean): Promise<Run> {
    for (let attempt = 0; attempt < 600; attempt++) {
      const run: Run = (await call('get', `${BASE}/check-import-progress?id=${configId}`).expect(200)).body;
      if (until(run)) return run;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the run did not get there');
  }

  const searchSkus = async (term: string): Promise<string[]> =>
    (
      await testApp
        .http()
        .get(`/api/shop/search?term=${encodeURIComponent(term)}&locale=en&perPage=8`)
        .expect(200)
    ).body.result.products.map((product: { sku: string }) => product.sku);

  beforeAll(async () => {
    testApp = await startTestApp({ products: 20, env: { DATA_DIR: dataDir } });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    const { rows } = await db.query(
      `select b.name as brand, f.code as family, u.identifier as unit, s.code as store,
              (select t.name from category_translation t where t.category_id = c.id and t.locale = 'en') as category,
              (select t.name from category_translation t where t.category_id = c.parent_id and t.locale = 'en') as parent
       from product p join brand b on b.id = p.brand_id join product_family f on f.id = p.family_id
       join unit_definition u on u.id = p.sales_unit_id join category c on c.id = p.category_id
       cross join lateral (select code from store order by position, id limit 1) s
       where c.parent_id is not null limit 1`,
    );
    const row = rows[0];
    vocabulary = {
      brand: row.brand,
      family: row.family,
      unit: row.unit,
      store: row.store,
      categoryPath: `${row.parent} / ${row.category}`,
    };
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('previews a supplier workbook after the transformations and imports it into the shop and its search', async () => {
    const configId = await newConfig('Supplier Acme');
    const workbook = await xlsx([
      supplierRow('ACME-100', 'Zephyrlux work lamp'),
      supplierRow('ACME-101', 'Zephyrlux head torch', '7,90'),
      ['', 'No item number', '', '', '', '', '', '', '', ''],
      supplierRow('ACME-102', 'Zephyrlux floodlight', 'twelve'),
    ]);
    await call('post', `${BASE}/upload-preview?id=${configId}`)
      .attach('file', workbook, 'acme.xlsx')
      .expect(200);

    const headers = (await call('post', `${BASE}/load-column-headers?id=${configId}`).send({}).expect(200))
      .body;
    expect(headers.map((column: { label: string }) => column.label)).toEqual(header);
    const preview = (await call('post', `${BASE}/load-preview-data?id=${configId}`).send({}).expect(200))
      .body;
    expect(preview.rows).toHaveLength(4);
    expect(preview.rows[0][0]).toBe(' ACME-100 ');

    const result = (
      await call('post', `${BASE}/load-transformation-result?id=${configId}`).send({}).expect(200)
    ).body.rows;
    expect(result[0].values).toMatchObject({
      sku: 'ACME-100',
      grossWeight: '1.2505',
      [`price.${vocabulary.store}`]: '12.50',
      stockStatus: 'in_stock',
      salesUnit: vocabulary.unit.toUpperCase(),
    });
    expect(result[2].error).toBe('the SKU is empty; every row needs one');
    expect(result[3].error).toContain("'twelve' is not a number");
    const types = (
      await call('post', `${BASE}/calculate-transformation-result-type?id=${configId}`)
        .send({ rowIndex: 1 })
        .expect(200)
    ).body.rows;
    expect(types).toHaveLength(1);
    expect(types[0].types).toMatchObject({ sku: 'text', grossWeight: 'number' });

    await call('put', `${BASE}/start-import?id=${configId}`).expect(400);
    expect(
      (await call('get', `${BASE}/has-import-file-uploaded?id=${configId}`).expect(200)).body.success,
    ).toBe(false);
    await call('post', `${BASE}/upload-import-file?id=${configId}`)
      .attach('file', workbook, 'acme.xlsx')
      .expect(200);
    expect((await call('get', `${BASE}/has-import-file-uploaded?id=${configId}`).expect(200)).body).toEqual({
      success: true,
      fileName: 'acme.xlsx',
    });

    expect(await searchSkus('Zephyrlux')).toEqual([]);
    await call('put', `${BASE}/start-import?id=${configId}`).expect(200);
    const run = await waitForRun(configId, (candidate) => !['queued', 'running'].includes(candidate.status));
    expect(run).toMatchObject({
      status: 'finished',
      total: 4,
      processed: 4,
      created: 2,
      rejected: 2,
      percent: 100,
    });
    const rejected = (await call('get', `/api/admin/importer-runs/${run.id}/rejected-rows`).expect(200)).body;
    expect(rejected.map((row: { line: number }) => row.line)).toEqual([4, 5]);
    expect(rejected[1].reason).toContain("'twelve' is not a number");
    expect(rejected[1].data['Item no']).toBe(' ACME-102 ');
    // the row as the file had it, its columns in the file's order
    expect(Object.keys(rejected[1].data)).toEqual(header);
    // and as a file to correct and upload again: the same rows, the same columns
    const csv = await call('get', `/api/admin/importer-runs/${run.id}/rejected-rows.csv`).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const csvLines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(csvLines[0]).toBe(['line', 'reason', ...header].join(','));
    expect(csvLines.map((line) => line.split(',')[0])).toEqual(['line', '4', '5']);
    expect(csvLines[2]).toContain(', ACME-102 ,');

    expect((await searchSkus('Zephyrlux')).sort()).toEqual(['ACME-100', 'ACME-101']);
    const product = (
      await db.query(
        `select p.gross_weight::text as weight, pp.price_minor::int as price, p.stock_status
         from product p join product_price pp on pp.product_id = p.id where p.sku = 'ACME-100'`,
      )
    ).rows[0];
    expect(product).toEqual({ weight: '1.2505', price: 1250, stock_status: 'in_stock' });

    // A second file updates what changed and leaves the rest alone.
    const second = await xlsx([
      supplierRow('ACME-100', 'Zephyrlux work lamp'),
      supplierRow('ACME-101', 'Zephyrlux head torch pro', '8,90'),
    ]);
    await call('post', `/api/admin/importer-configs/${configId}/files/import`)
      .attach('file', second, 'acme2.xlsx')
      .expect(200);
    await call('post', `/api/admin/importer-configs/${configId}/runs`).expect(201);
    const again = await waitForRun(
      configId,
      (candidate) => candidate.id !== run.id && candidate.status === 'finished',
    );
    expect(again).toMatchObject({ created: 0, updated: 1, unchanged: 1, rejected: 0 });
    expect(
      (
        await db.query(`select name from product_translation t join product p on p.id = t.product_id
                       where p.sku = 'ACME-101' and t.locale = 'en'`)
      ).rows[0].name,
    ).toBe('Zephyrlux head torch pro');
    expect(await searchSkus('torch pro')).toContain('ACME-101');
  });

  // Rows go through the product writer one at a time: a loaded machine needs more than the default minute.
  it('cancels a running import: it stops after its current chunk with the products so far kept', async () => {
    const configId = await newConfig('Supplier Big');
    const rows = Array.from({ length: 400 }, (_, index) =>
      supplierRow(`BIG-${index}`, `Quokkabright lamp ${index}`),
    );
    await call('post', `${BASE}/upload-import-file?id=${configId}`)
      .attach('file', await xlsx(rows), 'big.xlsx')
      .expect(200);
    await call('put', `${BASE}/start-import?id=${configId}`).expect(200);
    // one run at a time per configuration
    const twice = await call('put', `${BASE}/start-import?id=${configId}`).expect(409);
    expect(twice.body.message).toBe("An import of 'Supplier Big' is already queued or running");
    await waitForRun(configId, (run) => run.processed > 0);
    await call('put', `${BASE}/cancel-execution?id=${configId}`).expect(200);
    const run = await waitForRun(configId, (candidate) => candidate.status === 'cancelled');
    expect(run.processed).toBeLessThan(400);
    const imported = Number(
      (await db.query(`select count(*) from product where sku like 'BIG-%'`)).rows[0].count,
    );
    expect(imported).toBe(run.created);
    await call('put', `${BASE}/cancel-execution?id=${configId}`).expect(409);
  }, 180_000);

  it('refuses bad files with a clear message and stores nothing', async () => {
    const configId = await newConfig('Supplier CSV', { type: 'csv', encoding: 'utf-8' });
    const upload = (content: Buffer, name: string) =>
      call('post', `${BASE}/upload-preview?id=${configId}`).attach('file', content, name);

    const binary = await upload(await xlsx([supplierRow('X-1', 'x')]), 'sneaky.csv').expect(400);
    expect(binary.body.message).toContain('This is not a CSV text file');
    const png = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1, 2, 3]), 'image.csv').expect(
      400,
    );
    expect(png.body.message).toContain('binary data');
    const latin1 = await upload(
      Buffer.from('Item no;Description\nA-1;Kylmälaukku\n', 'latin1'),
      'latin.csv',
    ).expect(400);
    expect(latin1.body.message).toBe(
      'The file is not UTF-8 text; choose its encoding (for example Windows-1252) or automatic detection',
    );
    const wide = await upload(
      Buffer.from(`${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}\n`),
      'wide.csv',
    ).expect(400);
    expect(wide.body.message).toBe('Line 1 has 201 columns; at most 200 are read');
    const long = await upload(Buffer.from(`a\n${'1\n'.repeat(50_001)}`), 'long.csv').expect(400);
    expect(long.body.message).toBe('The file has more than 50000 rows; split it into smaller files');
    expect(
      (await db.query(`select count(*) from importer_file where config_id = $1`, [configId])).rows[0].count,
    ).toBe('0');

    // A BOM, semicolons and a formula-looking cell: read as plain data.
    await upload(
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('Item no;Description\n"A-1";=HYPERLINK("x")\n'),
      ]),
      'ok.csv',
    ).expect(200);
    const preview = (await call('post', `${BASE}/load-preview-data?id=${configId}`).send({}).expect(200))
      .body;
    expect(preview.headers).toEqual(['Item no', 'Description']);
    expect(preview.rows).toEqual([['A-1', '=HYPERLINK("x")']]);
    // Windows-1252 detected when asked to detect
    const saved = (await call('get', `/api/admin/importer-configs/${configId}`).expect(200)).body;
    await call('put', `/api/admin/importer-configs/${configId}`)
      .send({
        name: saved.name,
        source: saved.source,
        mappings: saved.mappings,
        format: { type: 'csv', encoding: 'auto' },
      })
      .expect(200);
    await upload(Buffer.from('Item no;Description\nA-1;Kylmälaukku\n', 'latin1'), 'latin.csv').expect(200);
    const detected = (
      await call('post', `${BASE}/load-preview-data?id=${configId}`)
        .send({ format: { type: 'csv', encoding: 'auto' } })
        .expect(200)
    ).body;
    expect(detected.rows[0][1]).toBe('Kylmälaukku');
  });

  it('validates configurations, cron expressions and ids, and keeps the importer to the imports section', async () => {
    const refused = await call('post', `${BASE}/save`)
      .send({
        name: ' ',
        source: { type: 'folder', fileName: '../etc/passwd' },
        format: { type: 'csv' },
        mappings: [],
      })
      .expect(400);
    expect(refused.body.message).toContain('name must not be blank');
    expect(refused.body.message).toContain('source.fileName must be a plain file name in the drop folder');
    const badTarget = await call('post', `${BASE}/save`)
      .send({
        name: 'Odd',
        source: { type: 'upload' },
        format: { type: 'csv' },
        mappings: [{ column: 'A', target: 'colour', transformations: [] }],
      })
      .expect(400);
    expect(badTarget.body.message).toBe("'colour' is no product field a column can be mapped to");
    const badCron = await call('post', `${BASE}/save`)
      .send({
        name: 'Nightly',
        source: { type: 'upload' },
        format: { type: 'csv' },
        mappings: [],
        cron: '61 * * * *',
      })
      .expect(400);
    expect(badCron.body.message).toContain('The cron expression is not valid');
    expect(
      (await db.query(`select count(*) from importer_config where name in ('Odd', 'Nightly')`)).rows[0].count,
    ).toBe('0');

    const cron = (
      await call('get', `${BASE}/check-crontab?cron_expression=${encodeURIComponent('0 3 * * *')}`).expect(
        200,
      )
    ).body;
    expect(cron.valid).toBe(true);
    expect(cron.nextRuns[0]).toMatch(/T03:00:00.000Z$/);
    const four = (
      await call('get', `${BASE}/check-crontab?cron_expression=${encodeURIComponent('0 3 * *')}`).expect(200)
    ).body;
    expect(four).toMatchObject({ valid: false, message: expect.stringContaining('five fields') });

    const configId = await newConfig('Supplier Ids');
    await call('get', `${BASE}/get?id=${configId}abc`).expect(404);
    await call('put', `${BASE}/start-import?id=1e3`).expect(404);
    await call('get', `/api/admin/importer-configs/${configId}x`).expect(404);
    expect(
      (await db.query(`select count(*) from importer_run where config_id = $1`, [configId])).rows[0].count,
    ).toBe('0');

    const cloned = (await call('post', `${BASE}/clone?id=${configId}`).expect(200)).body;
    expect(cloned.name).toBe('Supplier Ids (copy)');
    const listed = (await call('get', `${BASE}/list`).expect(200)).body.map(
      (config: { name: string }) => config.name,
    );
    expect(listed).toEqual(expect.arrayContaining(['Supplier Ids', 'Supplier Ids (copy)']));
    await call('delete', `${BASE}/delete?id=${cloned.id}`).expect(200);
    await call('get', `/api/admin/importer-configs/${cloned.id}`).expect(404);
    const attributes = (await call('get', `${BASE}/load-class-attributes`).expect(200)).body.map(
      (t: { key: string }) => t.key,
    );
    expect(attributes).toEqual(
      expect.arrayContaining([
        'sku',
        'name.fi',
        'name.it',
        'eanNumber',
        'category',
        `price.${vocabulary.store}`,
      ]),
    );
    expect((await call('get', `${BASE}/load-unit-data`).expect(200)).body.length).toBeGreaterThan(0);
    expect((await call('get', '/admin/pimcoredataimporter/connections').expect(200)).body).toHaveLength(3);

    // without the CSRF token
    await testApp.http().post(`${BASE}/clone?id=${configId}`).set('Cookie', editor.cookies).expect(403);

    const administrator = as(
      await loginAsAdmin(testApp, DEMO_ACCOUNTS.administrator.email, DEMO_ACCOUNTS.administrator.password),
    );
    const role = await administrator('post', '/api/admin/roles')
      .send({ name: 'Catalogue without imports', permissions: ['catalogue.read', 'catalogue.write'] })
      .expect(201);
    await administrator('post', '/api/admin/users')
      .send({
        name: 'No Imports',
        email: 'no.imports@tradeshop.test',
        password: 'no-imports-2026',
        roleId: role.body.id,
      })
      .expect(201);
    const outsider = as(await loginAsAdmin(testApp, 'no.imports@tradeshop.test', 'no-imports-2026'));
    await outsider('get', `${BASE}/get?id=${configId}`).expect(403);
    await outsider('get', '/api/admin/importer-configs').expect(403);
    await outsider('put', `${BASE}/start-import?id=${configId}`).expect(403);
    await outsider('post', `${BASE}/load-preview-data?id=${configId}`).send({}).expect(403);
    expect(
      (await db.query(`select count(*) from importer_run where config_id = $1`, [configId])).rows[0].count,
    ).toBe('0');
  });
  it('starts a scheduled configuration once per due time, through the workers, and not while it runs', async () => {
    const configId = await newConfig('Supplier Nightly');
    await call('post', `${BASE}/upload-import-file?id=${configId}`)
      .attach('file', await xlsx([supplierRow('NIGHT-1', 'Nightjar lamp')]), 'night.xlsx')
      .expect(200);
    const saved = (await call('get', `${BASE}/get?id=${configId}`).expect(200)).body;
    await call('post', `${BASE}/save`)
      .send({ ...saved, id: configId, cron: '*/5 * * * *' })
      .expect(200);
    await db.query(`update importer_config set created_at = now() - interval '10 minutes' where id = $1`, [
      configId,
    ]);
    const importer = testApp.app.get(ImporterService);
    const orm = testApp.app.get(MikroORM);
    const dueRuns = () => RequestContext.create(orm.em.fork(), () => importer.startDueRuns());

    const started = await dueRuns();
    expect(started).toHaveLength(1);
    // the same due time is not started twice
    expect(await dueRuns()).toEqual([]);
    const run = await waitForRun(configId, (candidate) => candidate.status === 'finished');
    expect(run).toMatchObject({ id: started[0], created: 1 });
    expect((await db.query(`select trigger from importer_run where id = $1`, [run.id])).rows[0].trigger).toBe(
      'schedule',
    );
  });
  it('maps further categories, further units and quantity breaks, and refuses a break it cannot read', async () => {
    mkdirSync(dropFolder, { recursive: true });
    const other = (
      await db.query(
        `select (select t.name from category_translation t where t.category_id = c.parent_id and t.locale = 'en')
                || ' > ' || c.code as path, c.id
         from category c where c.parent_id is not null order by c.id desc limit 1`,
      )
    ).rows[0];
    const box = (
      await db.query(
        `select id, identifier from unit_definition where identifier <> $1 order by id limit 1`,
        [vocabulary.unit],
      )
    ).rows[0];
    const item = (sku: string, tiers: string) => ({
      itemNo: sku,
      name: `Quillmore ${sku}`,
      make: vocabulary.brand,
      group: vocabulary.family,
      unit: vocabulary.unit,
      category: vocabulary.categoryPath,
      more: `${other.path} | ${vocabulary.categoryPath}`,
      perBox: '12',
      price: '12.50',
      breaks: tiers,
    });
    writeFileSync(
      join(dropFolder, 'breaks.json'),
      JSON.stringify([item('QM-1', '10:11.50|50:10,90'), item('QM-2', 'lots:1.00')]),
    );
    const columns = [
      ['itemNo', 'sku'],
      ['name', 'name.en'],
      ['make', 'brand'],
      ['group', 'family'],
      ['unit', 'salesUnit'],
      ['category', 'category'],
      ['more', 'furtherCategories'],
      ['perBox', `unit.${box.identifier}`],
      ['price', `price.${vocabulary.store}`],
      ['breaks', `tiers.${vocabulary.store}`],
    ];
    const targets = (await call('get', `${BASE}/load-class-attributes`).expect(200)).body;
    const known = JSON.stringify(targets);
    for (const [, target] of columns.slice(6)) expect(known).toContain(target);
    const saved = await call('post', '/api/admin/importer-configs')
      .send({
        name: 'Breaks and boxes',
        source: { type: 'folder', fileName: 'breaks.json' },
        format: { type: 'json' },
        mappings: columns.map(([column, target]) => ({ column, target, transformations: [] })),
      })
      .expect(201);
    await call('put', `${BASE}/start-import?id=${saved.body.id}`).expect(200);
    const run = await waitForRun(saved.body.id, (candidate) => candidate.status === 'finished');
    expect(run).toMatchObject({ created: 1, rejected: 1 });
    const rejected = (await call('get', `/api/admin/importer-runs/${run.id}/rejected-rows`).expect(200)).body;
    expect(rejected[0].reason).toContain("'lots' is not a number");

    const product = (await db.query(`select id, category_id from product where sku = 'QM-1'`)).rows[0];
    const further = await db.query(
      `select category_id from product_additional_category where product_id = $1 order by category_id`,
      [product.id],
    );
    // the main category is not a further one of its own product
    expect(further.rows.map((row) => row.category_id)).toEqual([other.id]);
    const units = await db.query(
      `select conversion_factor::text as factor, is_default from product_unit
       where product_id = $1 and unit_definition_id = $2`,
      [product.id, box.id],
    );
    expect(units.rows).toEqual([{ factor: '12.000000', is_default: false }]);
    const tiers = await db.query(
      `select t.min_quantity::text as quantity, t.price_minor::int as price from product_price_tier t
       join store s on s.id = t.store_id where t.product_id = $1 and s.code = $2 order by t.min_quantity`,
      [product.id, vocabulary.store],
    );
    expect(tiers.rows).toEqual([
      { quantity: '10.000', price: 1150 },
      { quantity: '50.000', price: 1090 },
    ]);
  });

  it('imports a JSON file from the drop folder and refuses a link out of it', async () => {
    mkdirSync(dropFolder, { recursive: true });
    const line = (await db.query(`select id, name from product_line order by id limit 1`)).rows[0];
    const items = [
      {
        itemNo: 'DROP-1',
        title: { text: 'ignored object' },
        name: 'Kestrelite lantern',
        make: vocabulary.brand,
        group: vocabulary.family,
        unit: vocabulary.unit,
        category: vocabulary.categoryPath,
        picture: 'https://images.example.com/lantern.jpg',
        line: line.name,
      },
    ];
    writeFileSync(join(dropFolder, 'supplier.json'), JSON.stringify({ items }));
    const mappingsFor = [
      ['itemNo', 'sku'],
      ['name', 'name.en'],
      ['make', 'brand'],
      ['group', 'family'],
      ['unit', 'salesUnit'],
      ['category', 'category'],
      ['picture', 'image'],
      ['line', 'productLine'],
    ].map(([column, target]) => ({ column, target, transformations: [] }));
    const saved = await call('post', '/api/admin/importer-configs')
      .send({
        name: 'Drop folder JSON',
        source: { type: 'folder', fileName: 'supplier.json' },
        format: { type: 'json' },
        mappings: mappingsFor,
      })
      .expect(201);
    const configId = saved.body.id;
    await call('post', `${BASE}/copy-preview?id=${configId}`).expect(200);
    const preview = (await call('post', `${BASE}/load-preview-data?id=${configId}`).send({}).expect(200))
      .body;
    expect(preview.headers).toEqual([
      'itemNo',
      'title',
      'name',
      'make',
      'group',
      'unit',
      'category',
      'picture',
      'line',
    ]);
    expect(preview.rows[0][1]).toBe('{"text":"ignored object"}');
    await call('put', `${BASE}/start-import?id=${configId}`).expect(200);
    expect(await waitForRun(configId, (run) => run.status === 'finished')).toMatchObject({ created: 1 });
    expect(await searchSkus('Kestrelite')).toEqual(['DROP-1']);
    expect(
      (await db.query(`select image, product_line_id from product where sku = 'DROP-1'`)).rows[0],
    ).toEqual({ image: 'https://images.example.com/lantern.jpg', product_line_id: line.id });

    // a link inside the folder to a file outside it
    writeFileSync(join(dataDir, 'outside.json'), '[{"itemNo": "SECRET"}]');
    symlinkSync(join(dataDir, 'outside.json'), join(dropFolder, 'escape.json'));
    await call('put', `/api/admin/importer-configs/${configId}`)
      .send({ ...saved.body, source: { type: 'folder', fileName: 'escape.json' } })
      .expect(200);
    const escaped = await call('post', `${BASE}/copy-preview?id=${configId}`).expect(400);
    expect(escaped.body.message).toBe('The drop folder file must be inside the drop folder');
    const missing = await call('put', `/api/admin/importer-configs/${configId}`)
      .send({ ...saved.body, source: { type: 'folder', fileName: '../outside.json' } })
      .expect(400);
    expect(missing.body.message).toContain('source.fileName must be a plain file name in the drop folder');

    // The same file from a supplier's HTTP address: read from the company network; this server's own address, a
    // link-local one (cloud metadata) and a redirect towards this server are refused without calling them.
    const requested: string[] = [];
    const feed = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === '/moved') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/supplier.json` }).end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ items }));
    });
    await new Promise<void>((resolve) => feed.listen(0, '0.0.0.0', resolve));
    const { port } = feed.address() as AddressInfo;
    const useUrl = (url: string) =>
      call('put', `/api/admin/importer-configs/${configId}`)
        .send({ ...saved.body, source: { type: 'http', url } })
        .expect(200);
    try {
      for (const url of [
        `http://127.0.0.1:${port}/supplier.json`,
        `http://localhost:${port}/supplier.json`,
      ]) {
        await useUrl(url);
        const refused = await call('post', `${BASE}/copy-preview?id=${configId}`).expect(400);
        expect(refused.body.message).toContain('points at this server or a link-local address');
      }
      await useUrl('http://169.254.169.254/latest/meta-data/');
      await call('post', `${BASE}/copy-preview?id=${configId}`).expect(400);
      expect(requested).toEqual([]);
      const lan = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
      if (lan) {
        await useUrl(`http://${lan}:${port}/supplier.json`);
        await call('post', `${BASE}/copy-preview?id=${configId}`).expect(200);
        await useUrl(`http://${lan}:${port}/moved`);
        const redirected = await call('post', `${BASE}/copy-preview?id=${configId}`).expect(400);
        expect(redirected.body.message).toContain('redirects (302)');
        expect(requested).toEqual(['/supplier.json', '/moved']);
      }
    } finally {
      feed.close();
    }
  });
});
