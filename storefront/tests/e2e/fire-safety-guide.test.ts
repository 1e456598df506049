import type { Page } from 'playwright-core';
import { FIRE_SAFETY_SET_LABELS, SHOP_MESSAGES } from '@tradeshop/shared';
import { api, formatPrice, gotoHydrated, newPage, screenshot, usePagePerTest } from './support';

/** The Finnish store: visitors buy there in euros. */
const LOCALE = 'fi';
const t = SHOP_MESSAGES[LOCALE].fireSafetyGuide;
const c = SHOP_MESSAGES[LOCALE].cart;

interface CartAnswer {
  currency: string;
  lines: { productId: number; quantity: string; discountNetMinor: number }[];
  totals: { itemsNetMinor: number; discountNetMinor: number; totalGrossMinor: number };
  appliedRules: { name: string; label: string; discountNetMinor: number }[];
}

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

const RESTAURANT_QUERY = 'premises=restaurant&areaM2=180&floors=2&bedrooms=0&risks=electrical';

function recommendationFor(query: string) {
  return api<{
    lines: { role: string; quantity: string; product: { id: number } }[];
    unavailable: string[];
  }>(`/api/shop/fire-safety-guide/recommendation?locale=${LOCALE}&${query}`);
}

const money = (amountMinor: number) => formatPrice('fi-FI', { amountMinor, currency: 'EUR' });

/** The restaurant's answers, typed and clicked the way a shopper does. */
async function answerForARestaurant(target: Page) {
  await target.getByRole('radio', { name: t.premises.restaurant }).check();
  await target.getByLabel(t.area).fill('180');
  await target.getByLabel(t.floors).fill('2');
  await target.getByLabel(t.bedrooms).fill('0');
  await target.getByRole('checkbox', { name: t.risks.electrical }).check();
  await target.getByRole('button', { name: t.submit }).click();
  await target.getByRole('heading', { name: t.resultTitle }).waitFor();
}

/** The cart as the API prices it for this browser's cookies. */
async function cartOf(target: Page): Promise<CartAnswer> {
  const response = await target.request.get(`/api/shop/cart?locale=${LOCALE}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartAnswer;
}

it('recommends a set for the answers, adds all of it, and the cart shows the 10% set discount and the right total', async () => {
  await gotoHydrated(page, `/${LOCALE}`);
  await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink }).click();
  await page.waitForURL(`**/${LOCALE}/fire-safety-guide`);
  await page.getByRole('heading', { level: 1, name: t.title }).waitFor();

  await answerForARestaurant(page);
  expect(new URL(page.url()).searchParams.get('premises')).toBe('restaurant');
  const lines = page.locator('.guide-line');
  // The page shows the set the API recommends for these answers: what is in stock in the seeded catalogue.
  const recommended = await recommendationFor(RESTAURANT_QUERY);
  const roles = await lines.evaluateAll((items) => items.map((item) => item.getAttribute('data-role')));
  expect(roles).toEqual(recommended.lines.map((line) => line.role));
  expect(roles).toEqual(
    expect.arrayContaining(['smoke_alarm', 'heat_alarm', 'extinguisher', 'fire_blanket']),
  );
  if (recommended.unavailable.length > 0)
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).textContent()).resolves.toContain(
      t.roles[recommended.unavailable[0] as keyof typeof t.roles],
    );
  // 90 m² a floor: two smoke alarms a floor, explained with the numbers.
  const smoke = page.locator('.guide-line[data-role="smoke_alarm"]');
  expect(await smoke.locator('.guide-line__reasons li').first().textContent()).toBe(
    t.reasons.smokePerFloorArea.replace('{areaM2}', '60').replace('{perFloor}', '2').replace('{floors}', '2'),
  );
  const shownTotals = await page.getByTestId('guide-totals').textContent();
  await screenshot(page, 'fire-safety-guide-recommendation');

  await page.getByRole('button', { name: t.addSet }).click();
  await page.waitForURL(`**/${LOCALE}/cart`);
  await page.getByRole('heading', { level: 1, name: c.title }).waitFor();

  const cart = await cartOf(page);
  expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual(
    recommended.lines.map((line) => [line.product.id, line.quantity]),
  );
  const expectedDiscount = Math.round(cart.totals.itemsNetMinor / 10);
  expect(cart.totals.discountNetMinor).toBe(expectedDiscount);
  expect(cart.appliedRules).toEqual([
    { name: 'fire-safety-set', label: FIRE_SAFETY_SET_LABELS[LOCALE], discountNetMinor: expectedDiscount },
  ]);
  // The guide promised the same figures the cart charges.
  expect(shownTotals).toContain(money(cart.totals.itemsNetMinor));
  expect(shownTotals).toContain(money(expectedDiscount));

  const discountRow = page.locator('.cart-totals__discount');
  await expect(discountRow.locator('dt').textContent()).resolves.toBe(FIRE_SAFETY_SET_LABELS[LOCALE]);
  await expect(discountRow.locator('dd').textContent()).resolves.toBe(`−${money(expectedDiscount)}`);
  await expect(page.locator('.cart-totals__grand dd').textContent()).resolves.toBe(
    money(cart.totals.totalGrossMinor),
  );
  await expect(page.locator('.minicart__count').textContent()).resolves.toBe(String(cart.lines.length));
  await screenshot(page, 'fire-safety-guide-cart');

  // The minicart shows the same labelled discount.
  await page.locator('.minicart .header-button').click();
  await expect(page.locator('.minicart__discount').textContent()).resolves.toBe(
    `${FIRE_SAFETY_SET_LABELS[LOCALE]} −${money(expectedDiscount)}`,
  );
  await page.keyboard.press('Escape');

  // Taking the blanket out breaks the set: the discount line goes.
  const blanketId = recommended.lines.find((line) => line.role === 'fire_blanket')!.product.id;
  await page
    .locator(`tr.cart-line[data-product-id="${blanketId}"]`)
    .locator('.cart-line__remove-link')
    .click();
  await page.locator(`tr.cart-line[data-product-id="${blanketId}"]`).waitFor({ state: 'detached' });
  await page.locator('.cart-totals__discount').waitFor({ state: 'detached' });
  expect((await cartOf(page)).totals.discountNetMinor).toBe(0);
});

it('works without JavaScript: the answers give a server-rendered set that goes into the cart', async () => {
  const noScript = await newPage(session.browser(), { javaScriptEnabled: false });
  try {
    await noScript.goto(`/${LOCALE}/fire-safety-guide`);
    await answerForARestaurant(noScript);
    const recommended = await recommendationFor(RESTAURANT_QUERY);
    expect(await noScript.locator('.guide-line').count()).toBe(recommended.lines.length);
    await noScript.getByRole('button', { name: t.addSet }).click();
    await noScript.waitForURL(`**/${LOCALE}/cart`);
    await expect(noScript.locator('.cart-totals__discount dt').textContent()).resolves.toBe(
      FIRE_SAFETY_SET_LABELS[LOCALE],
    );
  } finally {
    await noScript.context().close();
  }
});

it("says in the shopper's language what is wrong with an answer out of range", async () => {
  await gotoHydrated(page, `/${LOCALE}/fire-safety-guide?premises=castle&areaM2=5&floors=1`);
  const number = new Intl.NumberFormat('fi-FI');
  await expect(page.getByRole('alert').locator('li').allTextContents()).resolves.toEqual([
    t.problems.premises,
    t.problems.area.replace('{min}', number.format(10)).replace('{max}', number.format(100_000)),
  ]);
  expect(await page.locator('.guide-line').count()).toBe(0);
});
