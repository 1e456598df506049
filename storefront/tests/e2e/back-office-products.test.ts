import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { gotoHydrated, launchBrowser, logInToBackOffice, newPage, screenshot } from './support';

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

/** Picks an option of a react-admin select or autocomplete by its label and the option's text. */
async function choose(label: string, option: RegExp | string) {
  await page
    .getByRole('combobox', { name: new RegExp(`^${label}`) })
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('products in the back office', () => {
  it('an editor creates a product with names and a price, and the shop finds it by search', async () => {
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

    await gotoHydrated(page, `/fi/search/products?term=${encodeURIComponent(`Kvasarvalo ${suffix}`)}`);
    await page.getByText(finnishName).first().waitFor({ timeout: 30_000 });
    await gotoHydrated(page, `/en/search/products?term=${encodeURIComponent(sku)}`);
    await page.getByText(englishName).first().waitFor({ timeout: 30_000 });
  });
});
