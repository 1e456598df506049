import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { gotoHydrated, launchBrowser, logInToBackOffice, newPage, screenshot } from './support';
import { unique, withDatabase } from './support-database';
import { PDF, png } from './support-files';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('the media library in the back office', () => {
  it('an editor uploads a picture and a PDF, makes them a product’s main image and document, and the shop shows both', async () => {
    const name = unique('lamp-front-');
    const pictureName = `${name}.png`;
    const pdfName = `${name}-manual.pdf`;
    const product = await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: number; slug: string }>(
        `select p.id, t.slug from product p join product_translation t on t.product_id = p.id and t.locale = 'en'
         where p.active order by p.id limit 1`,
      );
      return rows[0]!;
    });

    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/assets');
    await page.getByTestId('asset-drop-zone').waitFor({ timeout: 30_000 });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Upload files' }).click(),
    ]);
    await chooser.setFiles([
      { name: pictureName, mimeType: 'image/png', buffer: png(640, 480) },
      { name: pdfName, mimeType: 'application/pdf', buffer: PDF },
    ]);
    await page.getByText('2 files uploaded').waitFor();
    await page.getByRole('cell', { name: pictureName }).waitFor();
    await page.getByRole('cell', { name: pdfName }).waitFor();
    await screenshot(page, 'admin-assets-library-1280');

    // The product's media tab: both from the library, the picture as the main image, a title for the PDF.
    await page.goto(`/admin/#/products/${product.id}/show/media`);
    const tab = page.getByTestId('product-media-tab');
    await tab.waitFor({ timeout: 30_000 });
    await tab.getByRole('button', { name: 'Add from the media library' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Search by file name').fill(name);
    await dialog.getByRole('button', { name: new RegExp(pictureName.replace('.', '\\.')) }).click();
    await dialog.getByRole('button', { name: new RegExp(pdfName.replace('.', '\\.')) }).click();
    await dialog.getByRole('button', { name: 'Add (2)' }).click();
    await dialog.waitFor({ state: 'detached' });
    await tab.getByRole('radio', { name: `Use as main image: ${pictureName}` }).check();
    const rows = tab.getByTestId('product-media-row');
    const pdfRow = rows.filter({ hasText: pdfName });
    await pdfRow.getByLabel('English').fill('Installation manual');
    await tab.getByRole('button', { name: 'Save the media' }).click();
    await page.getByText('The media of the product were saved').waitFor();
    await screenshot(page, 'admin-product-media-1280');

    const { assetIds } = await withDatabase(async (client) => {
      const { rows: found } = await client.query<{ id: number }>(
        'select id from asset where file_name = any($1::text[]) order by id',
        [[pictureName, pdfName]],
      );
      return { assetIds: found.map((row) => row.id) };
    });
    expect(assetIds).toHaveLength(2);

    // The shop's product page: the picture is the main image and it loads; the PDF is among the documents.
    await gotoHydrated(page, `/en/p/${encodeURIComponent(product.slug)}`);
    const main = page.getByTestId('gallery-main');
    expect(await main.getAttribute('src')).toMatch(new RegExp(`^/media/assets/${assetIds[0]}/`));
    expect(await main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const documentLink = page.getByRole('link', { name: 'Installation manual' });
    expect(await documentLink.getAttribute('href')).toMatch(new RegExp(`^/media/assets/${assetIds[1]}/`));
    const pdf = await page.request.get((await documentLink.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'shop-product-with-assets-1280');

    // The same screens on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await screenshot(page, 'shop-product-with-assets-390');
    await page.goto(`/admin/#/products/${product.id}/show/media`);
    await page.getByTestId('product-media-tab').waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-product-media-390');
    await page.goto('/admin/#/assets');
    await page.getByTestId('asset-drop-zone').waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-assets-library-390');
    await page.goto(`/admin/#/assets/${assetIds[0]}`);
    await page.getByTestId('asset-usages').getByText('main image').first().waitFor();
    await screenshot(page, 'admin-asset-edit-390');
  });
});
