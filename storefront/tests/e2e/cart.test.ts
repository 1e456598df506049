import { SHOP_MESSAGES } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import { api, gotoHydrated, newPage, screenshot, usePagePerTest, type CategoryNode } from './support';

/** The Finnish store: euro prices, carriers for Finnish postcodes. */
const LOCALE = 'fi';
const t = SHOP_MESSAGES[LOCALE].cart;
const q = SHOP_MESSAGES[LOCALE].quantity;

interface ListedProduct {
  id: number;
  name: string;
  slug: string;
  stockStatus: string;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  salesUnitPrecision: number;
}

const session = usePagePerTest();
let page: Page;
let catalogue: ListedProduct[];

beforeAll(async () => {
  const roots = await api<CategoryNode[]>(`/api/shop/categories?locale=${LOCALE}`);
  const listings = await Promise.all(
    roots.map((root) =>
      api<{ items: ListedProduct[] }>(
        `/api/shop/categories/${root.slug}/products?locale=${LOCALE}&perPage=96`,
      ),
    ),
  );
  catalogue = listings.flatMap((listing) => listing.items);
});

beforeEach(() => {
  page = session.page();
});

function productWhere(description: string, test: (product: ListedProduct) => boolean): ListedProduct {
  const found = catalogue.find(test);
  if (!found) throw new Error(`the seeded catalogue has no ${description}`);
  return found;
}

/** In stock and sold one by one. */
const singleItem = () =>
  productWhere(
    'product in stock sold one by one',
    (p) =>
      p.stockStatus === 'in_stock' &&
      !p.minimumOrderOverride &&
      p.salesUnitPrecision === 0 &&
      Number(p.minimumOrderQuantity) === 1,
  );

/** Sold only in whole packs of more than one. */
const soldInPacks = () =>
  productWhere(
    'product sold in packs',
    (p) => !p.minimumOrderOverride && p.salesUnitPrecision === 0 && Number(p.minimumOrderQuantity) > 1,
  );

const minicartCount = () => page.locator('.minicart__count');
const cartLine = (product: ListedProduct) => page.locator(`tr.cart-line[data-product-id="${product.id}"]`);

/** Adds the product's smallest quantity from its product page, the way a shopper does. */
async function addFromProductPage(product: ListedProduct, expectedCount: number) {
  await gotoHydrated(page, `/${LOCALE}/p/${product.slug}`);
  await page.locator('.product-summary').getByRole('button', { name: q.addToCart }).click();
  await page.waitForFunction(
    (count) => document.querySelector('.minicart__count')?.textContent === String(count),
    expectedCount,
  );
}

it('shows an added product in the minicart, with a way to the cart', async () => {
  const product = singleItem();
  await addFromProductPage(product, 1);
  expect(await minicartCount().textContent()).toBe('1');

  await page.locator('.minicart .header-button').click();
  const panel = page.locator('.minicart__panel');
  await panel.waitFor({ state: 'visible' });
  expect(await panel.getByRole('link', { name: product.name, exact: true }).count()).toBe(1);
  await screenshot(page, 'cart-minicart');

  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await page.locator('.minicart .header-button').click();
  await panel.getByRole('link', { name: t.minicart.viewCart }).click();
  await page.waitForURL(`**/${LOCALE}/cart`);
  await page.locator('.cart-table').waitFor();
  expect(await cartLine(product).count()).toBe(1);
});

it('removes a line from the minicart on the page the shopper is on, and the minicart shows it gone', async () => {
  const product = singleItem();
  await addFromProductPage(product, 1);
  await page.locator('.minicart .header-button').click();
  const panel = page.locator('.minicart__panel');
  await panel.waitFor({ state: 'visible' });
  const before = page.url();
  await panel.getByRole('link', { name: t.removeLabel.replace('{product}', product.name) }).click();
  await page.waitForFunction(() => document.querySelector('.minicart__count')?.textContent === '0');
  expect(page.url()).toBe(before);
  expect(await panel.getByRole('link', { name: product.name, exact: true }).count()).toBe(0);
});

it('updates a quantity on the cart page and removes the line', async () => {
  const product = singleItem();
  await addFromProductPage(product, 1);
  await gotoHydrated(page, `/${LOCALE}/cart`);

  const field = cartLine(product).getByRole('textbox');
  await field.fill('3');
  await cartLine(product).getByRole('button', { name: t.update }).click();
  await page.getByRole('status').filter({ hasText: t.updated }).waitFor();
  expect(await cartLine(product).getByRole('textbox').inputValue()).toBe('3');

  await cartLine(product)
    .getByRole('link', { name: t.removeLabel.replace('{product}', product.name) })
    .click();
  await page.locator('.empty-state').getByText(t.empty).waitFor();
  expect(await minicartCount().textContent()).toBe('0');
});

it("keeps the CSRF token out of the remove link's address, and a forged link removes nothing", async () => {
  const product = singleItem();
  await addFromProductPage(product, 1);
  await gotoHydrated(page, `/${LOCALE}/cart`);
  const csrfToken = await page.locator('input[name="_token"]').first().inputValue();
  const href = await cartLine(product)
    .getByRole('link', { name: t.removeLabel.replace('{product}', product.name) })
    .getAttribute('href');
  const link = new URL(href!, 'http://shop.test');
  expect(link.searchParams.get('token')).toMatch(/\S{16,}/);
  expect(href).not.toContain(csrfToken);
  expect(href).not.toContain(encodeURIComponent(csrfToken));

  link.searchParams.set('token', 'forged');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('alert').filter({ hasText: t.removeFailed }).waitFor();
  expect(await cartLine(product).count()).toBe(1);
  expect(await minicartCount().textContent()).toBe('1');
});

it('blocks a quantity that is not a multiple of the pack size with the increment message', async () => {
  const product = soldInPacks();
  await addFromProductPage(product, 1);
  await gotoHydrated(page, `/${LOCALE}/cart`);
  const line = cartLine(product);
  const before = await line.getByRole('textbox').inputValue();

  await line.getByRole('textbox').fill(String(Number(product.minimumOrderQuantity) + 1));
  const message = q.problems.notAMultiple.replace(
    '{quantity}',
    product.minimumOrderQuantity.replace(/\.0+$/, ''),
  );
  await line.getByRole('alert').filter({ hasText: message }).waitFor();
  await line.getByRole('button', { name: t.update }).click();

  await gotoHydrated(page, `/${LOCALE}/cart`);
  expect(await cartLine(product).getByRole('textbox').inputValue()).toBe(before);
});

it('shows the carriers for a Finnish postcode in place of the calculator area', async () => {
  await addFromProductPage(singleItem(), 1);
  await gotoHydrated(page, `/${LOCALE}/cart`);
  const calculator = page.locator('.shipping-calculator');
  await calculator.getByLabel(t.shipping.country).selectOption('FI');
  await calculator.getByLabel(t.shipping.zip).fill('00100');
  await calculator.getByRole('button', { name: t.shipping.calculate }).click();

  const carriers = calculator.locator('.shipping-calculator__carriers li');
  await carriers.first().waitFor();
  expect(await carriers.count()).toBeGreaterThan(0);
  expect(page.url()).toMatch(new RegExp(`/${LOCALE}/cart$`));
  await screenshot(page, 'cart-shipping-calculator');
});

it('applies the WELCOME10 voucher as a discount line and names an unknown code', async () => {
  await addFromProductPage(singleItem(), 1);
  await gotoHydrated(page, `/${LOCALE}/cart`);
  const voucher = page.locator('.voucher-form');

  await voucher.getByLabel(t.voucher.code).fill('NO-SUCH-CODE');
  await voucher.getByRole('button', { name: t.voucher.apply }).click();
  await voucher.getByRole('alert').filter({ hasText: t.voucher.notFound }).waitFor();

  await voucher.getByLabel(t.voucher.code).fill('WELCOME10');
  await voucher.getByRole('button', { name: t.voucher.apply }).click();
  await voucher.getByText(t.voucher.applied.replace('{code}', 'WELCOME10')).waitFor();
  const discount = page.locator('.cart-totals__discount');
  expect(await discount.count()).toBe(1);
  expect(await discount.locator('dd').textContent()).toMatch(/^−/);
  await screenshot(page, 'cart-voucher');
});

it('adds, calculates shipping and removes without JavaScript', async () => {
  const product = singleItem();
  const plain = await newPage(session.browser(), { javaScriptEnabled: false });
  try {
    const productPage = `/${LOCALE}/p/${product.slug}`;
    await plain.goto(productPage);
    await plain.locator('.product-summary').getByRole('button', { name: q.addToCart }).click();
    await plain.waitForURL(`**${productPage}`);
    await expect(plain.locator('.minicart__count').textContent()).resolves.toBe('1');

    await plain.goto(`/${LOCALE}/cart`);
    const calculator = plain.locator('.shipping-calculator');
    await calculator.getByLabel(t.shipping.country).selectOption('FI');
    await calculator.getByLabel(t.shipping.zip).fill('00100');
    await calculator.getByRole('button', { name: t.shipping.calculate }).click();
    await plain.waitForLoadState();
    await expect(calculator.locator('.shipping-calculator__carriers li').count()).resolves.toBeGreaterThan(0);

    await plain.getByRole('link', { name: t.removeLabel.replace('{product}', product.name) }).click();
    await plain.locator('.empty-state').getByText(t.empty).waitFor();
  } finally {
    await plain.context().close();
  }
});
