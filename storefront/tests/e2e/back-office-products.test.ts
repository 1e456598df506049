import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { gotoHydrated, launchBrowser, logInToBackOffice, newPage, screenshot } from './support';
import { withDatabase } from './support-database';
import { PDF, png } from './support-files';

let browser: Browser;
let page: Page;

const suffix = `${Date.now() % 1_000_000}`;
const sku = `BO-${suffix}`;
const englishName = `Quasarglow ${suffix} work lamp`;
const finnishName = `Kvasarvalo ${suffix} työvalo`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

/** Two subcategories of Cables, by their English and Finnish names (the seed's). */
const FINNISH_CABLES = {
  'Installation cables': 'Asennuskaapelit',
  'Extension leads': 'Jatkojohdot',
} as const;

/** Waits until the product editor's category picker shows `text`. */
async function pickerShows(target: Page, text: string): Promise<void> {
  await target.waitForFunction(
    (expected) =>
      (document.querySelector('input[name="categoryId"]') as HTMLInputElement | null)?.value === expected,
    text,
    { timeout: 30_000 },
  );
}

/** How wide the page lays out: wider than the viewport means it scrolls sideways. */
function pageWidth(target: Page): Promise<number> {
  return target.evaluate(() => document.documentElement.scrollWidth);
}

/** Picks an option of a react-admin select or autocomplete by its label and the option's text. */
async function choose(label: string, option: RegExp | string) {
  await page
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('products in the back office', () => {
  it('an editor creates a product with names, a price, an image and a document; the shop shows them and finds it by search', async () => {
    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/products/create');
    const skuInput = page.locator('input[name="sku"]');
    await skuInput.waitFor({ timeout: 60_000 });

    await skuInput.fill(sku);
    await choose('Brand', /.+/);
    await choose('Main category', /.+/);
    await choose('Product family', /.+/);

    await page.getByRole('tab', { name: 'Texts' }).click();
    await page.locator('input[name="texts.en.name"]').fill(englishName);
    await page.locator('input[name="texts.fi.name"]').fill(finnishName);
    // languages without a name are marked as missing
    expect(await page.getByTestId('texts-sv').getByText('Translation missing').count()).toBe(1);

    await page.getByRole('tab', { name: 'Units and quantities' }).click();
    await choose('Sales unit', /^PCE/);

    await page.getByRole('tab', { name: 'Prices' }).click();
    await page.locator('button.button-add-prices').click();
    await choose('Store', /^FI/);
    await page.locator('input[name="prices.0.priceMinor"]').fill('12.50');

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => /#\/products\/\d+$/.test(url.hash), { timeout: 30_000 });
    // The edit page has replaced the create form once the tabs of a saved product (its media) are there: a
    // tab clicked before that would still belong to the create form and lead back to it.
    await page.getByRole('tab', { name: 'Media' }).waitFor({ timeout: 30_000 });

    const editUrl = page.url();
    // the edit page of the new product, with its SKU
    await page.getByRole('tab', { name: 'General' }).click();
    await page.waitForFunction(
      (expected) =>
        (document.querySelector('input[name="sku"]') as HTMLInputElement | null)?.value === expected,
      sku,
    );

    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'admin-product-edit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin-product-edit-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The media tab of the saved product: a picture and a PDF uploaded here, the picture as the main image.
    await page.getByRole('tab', { name: 'Media' }).click();
    const mediaTab = page.getByTestId('product-media-tab');
    await mediaTab.waitFor({ timeout: 30_000 });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      mediaTab.getByRole('button', { name: 'Upload and add' }).click(),
    ]);
    await chooser.setFiles([
      { name: `${sku}-front.png`, mimeType: 'image/png', buffer: png(480, 360) },
      { name: `${sku}-manual.pdf`, mimeType: 'application/pdf', buffer: PDF },
    ]);
    const pdfRow = mediaTab.getByTestId('product-media-row').filter({ hasText: `${sku}-manual.pdf` });
    await pdfRow.getByLabel('English').fill('Operating manual');
    await expect(
      mediaTab.getByRole('radio', { name: `Use as main image: ${sku}-front.png` }).isChecked(),
    ).resolves.toBe(true);
    await mediaTab.getByRole('button', { name: 'Save the media' }).click();
    await page.getByText('The media of the product were saved').waitFor();

    // The shop's product page shows the uploaded picture as its main image and lists the manual.
    const slugs = await withDatabase(async (client) => {
      const { rows } = await client.query<{ locale: string; slug: string }>(
        `select t.locale, t.slug from product p join product_translation t on t.product_id = p.id
         where p.sku = $1`,
        [sku],
      );
      return Object.fromEntries(rows.map((row) => [row.locale, row.slug]));
    });
    await gotoHydrated(page, `/en/p/${encodeURIComponent(slugs.en!)}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(englishName);
    const main = page.getByTestId('gallery-main');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="gallery-main"]');
      return img?.complete && img.naturalWidth > 0;
    });
    expect(await main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
    await page.getByRole('tab', { name: 'Documents' }).click();
    const manual = page.getByRole('link', { name: 'Operating manual' });
    const manualResponse = await page.request.get((await manual.getAttribute('href'))!);
    expect(manualResponse.headers()['content-type']).toBe('application/pdf');
    await screenshot(page, 'shop-created-product-1280');
    // The Finnish shop sells from the Finnish store, where the editor set the price.
    await gotoHydrated(page, `/fi/p/${encodeURIComponent(slugs.fi!)}`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(finnishName);
    await page
      .getByText(/12,50\s€/)
      .first()
      .waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'shop-created-product-fi-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // On a phone every tab fits the screen: the tab bar and wide tables scroll in their own box, not the page.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await logInToBackOffice(phone, DEMO_ACCOUNTS.editor);
    await phone.goto(editUrl);
    await phone.locator('input[name="sku"]').waitFor({ timeout: 60_000 });
    // the media and variants tabs come with the saved product
    await phone.getByRole('tab', { name: 'Variants' }).waitFor();
    const tabs = phone.getByRole('tab');
    const tabCount = await tabs.count();
    expect(tabCount).toBeGreaterThanOrEqual(9);
    for (let index = 0; index < tabCount; index++) {
      await tabs.nth(index).click();
      await expect(pageWidth(phone)).resolves.toBeLessThanOrEqual(390);
    }
    await phone.context().close();

    await gotoHydrated(page, `/fi/search/products?term=${encodeURIComponent(`Kvasarvalo ${suffix}`)}`);
    await page.getByText(finnishName).first().waitFor({ timeout: 30_000 });
    await gotoHydrated(page, `/en/search/products?term=${encodeURIComponent(sku)}`);
    await page.getByText(englishName).first().waitFor({ timeout: 30_000 });
  });

  it('an editor moves the selected products to another main category with the bulk action', async () => {
    // the product of the test above, in a session of its own
    const editor = await newPage(browser);
    await logInToBackOffice(editor, DEMO_ACCOUNTS.editor);
    await editor.goto(`/admin/#/products?filter=${encodeURIComponent(JSON.stringify({ q: sku }))}`);
    const row = editor.getByRole('row').filter({ hasText: sku });
    await row.waitFor({ timeout: 60_000 });
    const before = await row.innerText();
    const target: keyof typeof FINNISH_CABLES = before.includes('Installation cables')
      ? 'Extension leads'
      : 'Installation cables';

    await row.getByRole('checkbox').check();
    await editor.getByRole('button', { name: 'Set category' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Move 1 product to a category' });
    // the category is required: nothing moves without one
    await dialog.getByRole('button', { name: 'Move' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('combobox', { name: /^Main category/ }).fill(target);
    await editor.getByRole('option', { name: new RegExp(`› ${target}$`) }).click();
    await screenshot(editor, 'admin-products-bulk-set-category', { fullPage: false });
    await dialog.getByRole('button', { name: 'Move' }).click();
    await editor.getByText('1 product changed').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // the list, read again, shows the new category
    await editor.getByRole('row').filter({ hasText: sku }).filter({ hasText: target }).waitFor();

    // the editor's category picker names it in the back-office language, also after a change of language
    await editor.getByRole('row').filter({ hasText: sku }).getByText(sku).click();
    await pickerShows(editor, `Cables › ${target}`);
    await editor.getByRole('button', { name: 'English' }).click();
    await editor.getByRole('menuitem', { name: 'Suomi' }).click();
    await pickerShows(editor, `Kaapelit › ${FINNISH_CABLES[target]}`);

    // the shop's product page is in the new category
    await gotoHydrated(editor, `/en/search/products?term=${encodeURIComponent(sku)}`);
    await editor.getByRole('link', { name: englishName }).first().click();
    await editor.getByRole('heading', { level: 1, name: englishName }).waitFor();
    await expect(editor.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).resolves.toContain(
      target,
    );
    await editor.context().close();
  });
});
