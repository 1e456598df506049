import { SHOP_MESSAGES } from '@tradeshop/shared';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  api,
  gotoHydrated,
  launchBrowser,
  logInToBackOffice,
  newPage,
  screenshot,
  type CategoryNode,
} from './support';

const LOCALE = 'fi';
const t = SHOP_MESSAGES[LOCALE].cart;
const q = SHOP_MESSAGES[LOCALE].quantity;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Adds a row to the rule's conditions or actions and picks its type. */
async function addRuleRow(page: Page, list: string, type: string) {
  const section = page.locator('.ra-input', { hasText: list }).first();
  await section.getByRole('button', { name: 'Add' }).click();
  await section.getByRole('combobox').last().click();
  await page.getByRole('option', { name: type }).click();
}

it('an editor creates a voucher rule, generates and exports codes, and a customer redeems one', async () => {
  const admin = await newPage(browser, { acceptDownloads: true });
  await logInToBackOffice(admin, DEMO_ACCOUNTS.editor);

  await admin.goto('/admin/#/shop-config/cart-price-rules/create');
  const name = `Browser voucher ${Date.now()}`;
  // The back office is a large single-page app: its first load can be slow on a busy machine.
  await admin.locator('input[name=name]').waitFor({ timeout: 30_000 });
  await admin.locator('input[name=name]').fill(name);
  await admin.locator('input[name=isVoucherRule]').check();
  await addRuleRow(admin, 'Conditions (all must hold)', 'Voucher code given');
  await addRuleRow(admin, 'Actions', 'Discount in percent');
  await admin.locator('input[name="actions.0.percent"]').fill('15');
  await admin.getByRole('button', { name: 'Save' }).click();

  const codes = admin.getByTestId('voucher-codes');
  await codes.waitFor({ timeout: 20_000 });
  await codes.getByLabel('How many').fill('3');
  await codes.getByLabel('Length').fill('8');
  await codes.getByLabel('Prefix').fill('WEB-');
  await codes.getByRole('button', { name: 'Generate' }).click();
  await codes.locator('tbody tr').nth(2).waitFor({ timeout: 20_000 });
  expect(await codes.locator('tbody tr').count()).toBe(3);
  await screenshot(admin, 'admin-voucher-codes');

  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    codes.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('code,usage_limit,per_customer_limit,used_count,generated,created_at');
  expect(lines).toHaveLength(4);
  const code = (lines[1] as string).split(',')[0] as string;
  expect(code).toMatch(/^WEB-[A-Z0-9]{8}$/);

  const roots = await api<CategoryNode[]>(`/api/shop/categories?locale=${LOCALE}`);
  const listing = await api<{ items: { slug: string; stockStatus: string; minimumOrderQuantity: string }[] }>(
    `/api/shop/categories/${roots[0]!.slug}/products?locale=${LOCALE}&perPage=48`,
  );
  const product = listing.items.find((item) => item.stockStatus === 'in_stock');
  if (!product) throw new Error('the seeded catalogue has no product in stock');

  const shopper = await newPage(browser);
  await gotoHydrated(shopper, `/${LOCALE}/p/${product.slug}`);
  await shopper.locator('.product-summary').getByRole('button', { name: q.addToCart }).click();
  await shopper.waitForFunction(() => Number(document.querySelector('.minicart__count')?.textContent) > 0);
  await gotoHydrated(shopper, `/${LOCALE}/cart`);
  const voucher = shopper.locator('.voucher-form');
  await voucher.getByLabel(t.voucher.code).fill(code.toLowerCase());
  await voucher.getByRole('button', { name: t.voucher.apply }).click();
  await voucher.getByText(t.voucher.applied.replace('{code}', code)).waitFor();
  expect(await shopper.locator('.cart-totals__discount dd').textContent()).toMatch(/^−/);
  await screenshot(shopper, 'cart-generated-voucher');
}, 240_000);
