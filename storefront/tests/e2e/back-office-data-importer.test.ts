import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';
import { unique, withDatabase } from './support-database';

let browser: Browser;
let page: Page;

const HEADER = ['Item no', 'Description', 'Make', 'Group', 'Unit', 'Category', 'Price'];
const MAPPINGS: [string, string][] = [
  ['Item no', 'sku'],
  ['Description', 'name.en'],
  ['Make', 'brand'],
  ['Group', 'family'],
  ['Unit', 'salesUnit'],
  ['Category', 'category'],
];

interface Vocabulary {
  brand: string;
  family: string;
  unit: string;
  store: string;
  categoryPath: string;
}

async function vocabulary(): Promise<Vocabulary> {
  return withDatabase(async (client) => {
    const { rows } = await client.query(
      `select b.name as brand, f.code as family, u.identifier as unit,
              (select code from store order by position, id limit 1) as store,
              (select t.name from category_translation t where t.category_id = c.parent_id and t.locale = 'en')
                || ' / ' || (select t.name from category_translation t where t.category_id = c.id and t.locale = 'en')
                as "categoryPath"
       from product p join brand b on b.id = p.brand_id join product_family f on f.id = p.family_id
       join unit_definition u on u.id = p.sales_unit_id join category c on c.id = p.category_id
       where p.active and c.parent_id is not null and c.published limit 1`,
    );
    return rows[0] as Vocabulary;
  });
}

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Products');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function pick(id: string, text: string): Promise<void> {
  const input = page.locator(`input[name="${id}"]`);
  await input.fill(text);
  await page.getByRole('option', { name: text, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.setViewportSize({ width: 1440, height: 1000 });
});

afterAll(async () => {
  await browser?.close();
});

describe('the data importer in the back office', () => {
  it("an editor maps a supplier's workbook, previews it, imports it into the shop search and cancels a second run", async () => {
    const words = await vocabulary();
    const brandWord = unique('Zephyrlux');
    const row = (sku: string, name: string, price = '12.50') => [
      sku,
      name,
      words.brand,
      words.family,
      words.unit,
      words.categoryPath,
      price,
    ];
    const supplierFile = await workbook([
      row(`${brandWord}-1`, `${brandWord} work lamp`),
      row(`${brandWord}-2`, `${brandWord} head torch`, '7.90'),
      row(`${brandWord}-3`, `${brandWord} floodlight`, 'twelve'),
    ]);

    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/importer-configs/create');
    const name = page.locator('input[name="name"]');
    await name.waitFor({ timeout: 60_000 });
    await name.fill(`Supplier ${brandWord}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /#\/importer-configs\/\d+$/.test(url.hash), { timeout: 30_000 });

    // the sample, its columns mapped, the preview after the transformations
    await page.getByRole('tab', { name: 'Mapping and preview' }).click();
    await page.getByTestId('importer-upload-preview').setInputFiles({
      name: 'supplier.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: supplierFile,
    });
    await page.getByText('supplier.xlsx').first().waitFor({ timeout: 30_000 });
    const mappings = [...MAPPINGS, ['Price', `price.${words.store}`] as [string, string]];
    for (const [index, [column, target]] of mappings.entries()) {
      await page
        .getByTestId('importer-mapping')
        .getByRole('button', { name: 'Add', exact: true })
        .last()
        .click();
      await pick(`mappings.${index}.column`, column);
      await pick(`mappings.${index}.target`, target);
    }
    const preview = page.getByTestId('importer-live-preview');
    await preview.getByText(`${brandWord} head torch`).waitFor({ timeout: 30_000 });
    await preview.getByText('7.90').waitFor();
    await screenshot(page, 'admin-importer-mapping-1440');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Element updated').waitFor({ timeout: 30_000 });

    // the run
    await page.getByRole('tab', { name: 'Run' }).click();
    await page.getByTestId('importer-upload-import').setInputFiles({
      name: 'supplier.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: supplierFile,
    });
    await page.getByText('supplier.xlsx uploaded').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start the import' }).click();
    const runs = page.getByTestId('importer-runs').locator('tbody tr');
    await runs.first().getByText('Finished').waitFor({ timeout: 60_000 });
    await screenshot(page, 'admin-importer-run-1440');
    const configUrl = page.url();

    // the run's rejected row, with its line and reason
    await runs.first().click();
    await page.waitForURL((url) => /#\/importer-runs\/\d+\/show$/.test(url.hash), { timeout: 30_000 });
    const rejected = page.getByTestId('importer-rejected-rows');
    await rejected.getByText("Price: 'twelve' is not a number").waitFor({ timeout: 30_000 });
    expect(await rejected.locator('tbody tr td').first().innerText()).toBe('4');
    await screenshot(page, 'admin-importer-rejected-rows-1440');

    await page.goto(`/en/search/products?term=${encodeURIComponent(brandWord)}`);
    await page.getByText(`${brandWord} work lamp`).first().waitFor({ timeout: 30_000 });
    await page.getByText(`${brandWord} head torch`).first().waitFor();
    await screenshot(page, 'shop-search-imported-products');

    // a second, larger run, cancelled while it runs
    const large = await workbook(
      Array.from({ length: 400 }, (_, index) => row(`${brandWord}-L${index}`, `${brandWord} lamp ${index}`)),
    );
    await page.goto(configUrl);
    await page.getByRole('tab', { name: 'Run' }).click();
    await page.getByTestId('importer-upload-import').setInputFiles({
      name: 'large.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: large,
    });
    await page.getByText('large.xlsx uploaded').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start the import' }).click();
    await runs.first().getByText('Running').waitFor({ timeout: 30_000 });
    await runs.first().getByRole('button', { name: 'Cancel' }).click();
    await runs.first().getByText('Cancelled').waitFor({ timeout: 60_000 });
    const imported = await withDatabase(async (client) =>
      Number(
        (await client.query(`select count(*) from product where sku like $1`, [`${brandWord}-L%`])).rows[0]
          .count,
      ),
    );
    expect(imported).toBeLessThan(400);
    await screenshot(page, 'admin-importer-cancelled-1440');
  }, 240_000);
});
