import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot } from './support';

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
    await page.goto('/admin/');
    // The back office is a large single-page app: its first load can be slow on a busy machine.
    await page.locator('input[name=username]').waitFor({ timeout: 60_000 });
    await page.locator('input[name=username]').fill('admin@tradeshop.test');
    await page.locator('input[name=password]').fill('admin-demo-2026');
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));

    await page.goto('/admin/#/products');
    const rows = page.locator('table tbody tr');
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(page.locator('#react-admin-title').innerText()).resolves.toContain('Products');
    await screenshot(page, 'admin-products', { fullPage: false });
  }, 120_000);
});
