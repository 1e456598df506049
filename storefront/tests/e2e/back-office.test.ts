import type { Browser, Page } from 'playwright-core';
import { launchBrowser, logInToBackOffice, newPage, screenshot } from './support';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
});

afterAll(async () => {
  await browser?.close();
});

describe('back office', () => {
  it('lets the demo administrator log in and see the products list', async () => {
    await logInToBackOffice(page);

    await page.goto('/admin/#/products');
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(page.locator('#react-admin-title').innerText()).resolves.toContain('Products');
    await screenshot(page, 'admin-products', { fullPage: false });
  }, 120_000);
});
