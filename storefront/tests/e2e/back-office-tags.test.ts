import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';

let browser: Browser;
let page: Page;

const tagName = `Summer sale ${Date.now() % 1_000_000}`;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('tags in the back office', () => {
  it('an editor creates a tag, tags a product in its editor and finds it by the product list tag filter', async () => {
    await logInToBackOffice(page, DEMO_ACCOUNTS.editor);
    await page.goto('/admin/#/tags/create');
    const name = page.locator('input[name="name"]');
    await name.waitFor({ timeout: 60_000 });
    await name.fill(tagName);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(tagName).first().waitFor({ timeout: 30_000 });

    // the first product of the list, in its editor's Tags tab
    await page.goto('/admin/#/products');
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor({ timeout: 60_000 });
    const sku = (await firstRow.locator('td').nth(2).innerText()).trim();
    await firstRow.click();
    await page.waitForURL((url) => /#\/products\/\d+$/.test(url.hash), { timeout: 30_000 });
    await page.getByRole('tab', { name: 'Tags' }).click();
    await page.getByRole('combobox', { name: 'Add a tag' }).fill(tagName);
    await page.getByRole('option', { name: tagName }).click();
    await page.locator('.MuiChip-root', { hasText: tagName }).waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'admin-product-tags-1280');

    await page.goto('/admin/#/products');
    await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Tag', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Tag' }).fill(tagName);
    await page.getByRole('option', { name: tagName }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1, undefined, {
      timeout: 30_000,
    });
    expect((await page.locator('tbody tr td').nth(2).innerText()).trim()).toBe(sku);
    await screenshot(page, 'admin-products-by-tag-1280');

    // the tags screen counts it (once the list has been read again)
    await page.goto('/admin/#/tags');
    const row = page.locator('tbody tr', { hasText: tagName });
    await row.locator('td').nth(3).filter({ hasText: /^1$/ }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'admin-tags-1280');
  });
});
