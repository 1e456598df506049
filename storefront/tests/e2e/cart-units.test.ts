import { SHOP_MESSAGES, UNIT_NAMES, type Locale } from '@tradeshop/shared';
import type { APIRequestContext, Page } from 'playwright-core';
import { api, gotoHydrated, loginAsDemoCustomer, screenshot, usePagePerTest } from './support';

interface ListedProduct {
  id: number;
  slug: string;
  stockStatus: string;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  salesUnitPrecision: number;
  price: { amountMinor: number } | null;
}

interface ProductUnit {
  identifier: string;
  conversionFactor: string;
}

interface ProductDetail {
  id: number;
  slug: string;
  salesUnit: { identifier: string };
  units: ProductUnit[];
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  price: { amountMinor: number } | null;
}

interface CartBody {
  lines: { id: number; productId: number; unit: { identifier: string } }[];
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const session = (await (await request.get('/api/shop/session')).json()) as { csrfToken: string };
  return session.csrfToken;
}

/** Products in stock with a price, from the first categories' listings. */
async function listedProducts(locale: Locale): Promise<ListedProduct[]> {
  const roots = await api<{ slug: string }[]>(`/api/shop/categories?locale=${locale}`);
  const listings = await Promise.all(
    roots.map((root) =>
      api<{ items: ListedProduct[] }>(
        `/api/shop/categories/${root.slug}/products?locale=${locale}&perPage=96`,
      ),
    ),
  );
  return listings.flatMap((listing) => listing.items).filter((product) => product.stockStatus === 'in_stock');
}

/** A product sold by the pack (or piece) that is also offered in boxes, with no minimum over one sales unit. */
async function boxedProduct(locale: Locale, listed: ListedProduct[]): Promise<ProductDetail> {
  for (const candidate of listed) {
    if (candidate.minimumOrderOverride || Number(candidate.minimumOrderQuantity) !== 1) continue;
    const detail = await api<ProductDetail>(
      `/api/shop/products/${encodeURIComponent(candidate.slug)}?locale=${locale}`,
    );
    if (detail.units.some((unit) => unit.identifier === 'BOX') && detail.salesUnit.identifier !== 'BOX')
      return detail;
  }
  throw new Error('the seeded catalogue has no product offered in boxes');
}

/** Empties the logged-in buyer's cart in one bulk update. */
async function emptyCart(page: Page, locale: Locale) {
  const cart = (await (await page.request.get(`/api/shop/cart?locale=${locale}`)).json()) as CartBody;
  const response = await page.request.put(`/api/shop/cart/items?locale=${locale}`, {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { items: [], remove: cart.lines.filter((line) => line.id !== null).map((line) => line.id) },
  });
  expect(response.status()).toBe(200);
}

async function addByApi(page: Page, locale: Locale, productId: number, quantity: string) {
  const response = await page.request.post(`/api/shop/cart/items?locale=${locale}`, {
    headers: { 'X-CSRF-Token': await csrfToken(page.request) },
    data: { productId, quantity },
  });
  expect(response.status()).toBe(200);
}

/** An invoice and a delivery address for the checkout, so its address step has both to pre-select. */
async function ensureAddresses(page: Page) {
  for (const type of ['invoice', 'delivery'] as const) {
    const response = await page.request.post('/api/shop/account/addresses', {
      headers: { 'X-CSRF-Token': await csrfToken(page.request) },
      data: {
        type,
        company: 'Voltgrossisten Oy',
        firstname: 'Aino',
        lastname: 'Virtanen',
        street: `${type === 'invoice' ? 'Laskukuja' : 'Satamatie'} ${Date.now().toString(36)}`,
        number: '4',
        postcode: '00100',
        city: 'Helsinki',
        country: 'FI',
      },
    });
    expect(response.status()).toBe(201);
  }
}

async function amounts(page: Page, selector: string): Promise<number[]> {
  return page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-amount-minor'))));
}

async function totalOf(page: Page, selector: string): Promise<number> {
  return Number(await page.locator(selector).getAttribute('data-total-minor'));
}

/**
 * The parts this flow adds (the unit form, the cart's lines form, the checkout's summary) fit the viewport: none
 * reaches past its right edge. (Whether the whole page does is the phone layout's own test.)
 */
async function expectWithinViewport(page: Page, selector: string) {
  const overflow = await page
    .locator(selector)
    .evaluateAll((nodes) =>
      nodes.map((node) => Math.ceil(node.getBoundingClientRect().right) - window.innerWidth),
    );
  expect(overflow.length).toBeGreaterThan(0);
  for (const pixels of overflow) expect(pixels).toBeLessThanOrEqual(0);
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const cases: { locale: Locale; width: number }[] = [
  { locale: 'fi', width: 1280 },
  { locale: 'en', width: 390 },
];

describe.each(cases)('ordering a box from the product page ($locale, $width px)', ({ locale, width }) => {
  const session = usePagePerTest();
  const t = SHOP_MESSAGES[locale];

  it('adds a box, shows it in the cart by its name, bulk-updates the cart and the checkout sums add up', async () => {
    const page = session.page();
    await page.setViewportSize({ width, height: 900 });
    await loginAsDemoCustomer(page);
    await emptyCart(page, locale);
    const listed = await listedProducts(locale);
    const product = await boxedProduct(locale, listed);
    const others = listed.filter((candidate) => candidate.id !== product.id);
    expect(others.length).toBeGreaterThan(1);
    const [first, second] = others;
    const box = UNIT_NAMES.BOX![locale];

    // The product page offers the box: the conversion and the box's price show once it is chosen.
    await gotoHydrated(page, `/${locale}/p/${encodeURIComponent(product.slug)}`);
    const form = page.locator('.product-summary .add-to-cart');
    await form.getByLabel(t.units.unit, { exact: true }).selectOption('BOX');
    await form.getByTestId('unit-conversion').waitFor();
    expect(await form.getByTestId('unit-conversion').textContent()).toMatch(new RegExp(`^1 ${box} = \\d+`));
    expect(await form.getByRole('textbox').inputValue()).toBe('1');
    // The box's price is the buyer's own, as the cart will charge it (not the public price).
    const boxPrice = (await form.getByTestId('unit-price').textContent())!.split(' / ')[0]!;
    await expectWithinViewport(page, '.product-summary .add-to-cart');
    await screenshot(page, `units-product-box-${locale}-${width}`);
    await form.getByRole('button', { name: t.quantity.addToCart }).click();
    await page.waitForFunction(async (path) => {
      const cart = (await (await fetch(path)).json()) as CartBody;
      return cart.lines.some((line) => line.unit.identifier === 'BOX');
    }, `/api/shop/cart?locale=${locale}`);

    // Two more lines, then the cart page names the box in the shopper's language.
    const minimum = (candidate: ListedProduct) => String(Number(candidate.minimumOrderQuantity));
    await addByApi(page, locale, first!.id, minimum(first!));
    await addByApi(page, locale, second!.id, minimum(second!));
    await gotoHydrated(page, `/${locale}/cart`);
    const boxLine = page.locator('.cart-line[data-unit="BOX"]');
    await boxLine.waitFor();
    expect(await boxLine.locator('.cart-line__price').textContent()).toContain(`${boxPrice} / ${box}`);
    expect(await boxLine.locator('.quantity-input__unit').textContent()).toBe(box);
    expect(await page.locator('.cart-line').count()).toBe(3);
    await expectWithinViewport(page, '.cart-lines-form');
    await screenshot(page, `units-cart-before-bulk-${locale}-${width}`);

    // The bulk update: two quantities changed and one line removed in one submit.
    await boxLine.getByRole('textbox').fill('2');
    const firstLine = page.locator(`.cart-line[data-product-id="${first!.id}"]`);
    const tripled = String(Number(first!.minimumOrderQuantity) * 3);
    await firstLine.getByRole('textbox').fill(tripled);
    const secondLine = page.locator(`.cart-line[data-product-id="${second!.id}"]`);
    await secondLine.getByRole('checkbox').check();
    await page.getByTestId('cart-bulk-update').click();
    await page.getByRole('status').filter({ hasText: t.cart.updated }).waitFor();
    expect(await page.locator('.cart-line').count()).toBe(2);
    expect(await page.locator('.cart-line[data-unit="BOX"]').getByRole('textbox').inputValue()).toBe('2');
    expect(
      await page.locator(`.cart-line[data-product-id="${first!.id}"]`).getByRole('textbox').inputValue(),
    ).toBe('3');

    // The cart's lines add up to the items' sum, and the rows of the totals to the total.
    const lineAmounts = await amounts(page, '.cart-line__total');
    const rows = await amounts(page, '.cart-totals dd[data-amount-minor]');
    expect(sum(lineAmounts)).toBe(rows[0]);
    expect(sum(rows)).toBe(await totalOf(page, '.cart-totals dd[data-total-minor]'));
    await screenshot(page, `units-cart-after-bulk-${locale}-${width}`);

    // The checkout pre-selects the invoice address and keeps the order summary beside its steps.
    await ensureAddresses(page);
    await gotoHydrated(page, `/${locale}/checkout/address`);
    expect(await page.locator('#account-invoiceAddress').inputValue()).not.toBe('');
    const aside = page.getByTestId('checkout-aside');
    await aside.waitFor();
    expect(await aside.locator('.checkout-aside__line').count()).toBe(2);
    await expectWithinViewport(page, '.checkout-layout, .checkout-aside, .checkout-layout select');
    await screenshot(page, `units-checkout-address-${locale}-${width}`);
    const asideLines = await amounts(page, '.checkout-aside__amount');
    const asideRows = await amounts(page, '.checkout-aside dd[data-amount-minor]');
    expect(sum(asideLines)).toBe(asideRows[0]);
    expect(sum(asideRows)).toBe(await totalOf(page, '.checkout-aside dd[data-total-minor]'));

    // The summary step: its lines add up to the items and its rows to the total.
    await page.getByRole('button', { name: t.checkout.continue }).click();
    await page.waitForURL(`**/${locale}/checkout/shipping`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('button', { name: t.checkout.continue }).click();
    await page.waitForURL(`**/${locale}/checkout/payment`);
    await page.locator('html[data-hydrated]').waitFor();
    await expectWithinViewport(page, '.checkout-layout, .checkout-aside, .checkout-layout select');
    const paymentAside = await amounts(page, '.checkout-aside dd[data-amount-minor]');
    expect(sum(paymentAside)).toBe(await totalOf(page, '.checkout-aside dd[data-total-minor]'));
    await screenshot(page, `units-checkout-payment-${locale}-${width}`);
    await page.getByRole('button', { name: t.checkout.continue }).click();
    await page.waitForURL(`**/${locale}/checkout/summary`);
    await page.locator('.order-table').waitFor();
    const summaryLines = await page
      .locator('.order-table tbody tr td:nth-child(5)')
      .evaluateAll((cells) => cells.length);
    expect(summaryLines).toBe(2);
    const summaryRows = await amounts(page, '.checkout-totals dd[data-amount-minor]');
    expect(sum(summaryRows)).toBe(await totalOf(page, '.checkout-totals dd[data-total-minor]'));
    expect(summaryRows[0]).toBe(sum(asideLines));
    await screenshot(page, `units-checkout-summary-${locale}-${width}`);
  }, 180_000);
});
