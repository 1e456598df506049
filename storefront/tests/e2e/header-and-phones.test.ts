import { SHOP_MESSAGES } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import {
  api,
  findPagedCategory,
  gotoHydrated,
  loginAsDemoCustomer,
  newPage,
  registerFreshCustomer,
  screenshot,
  usePagePerTest,
  type CategoryNode,
} from './support';

const en = SHOP_MESSAGES.en;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

interface ListedProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  price: { amountMinor: number; currency: string } | null;
  minimumOrderQuantity: string;
  minimumOrderOverride: boolean;
  salesUnitPrecision: number;
}

/** How far the page reaches past the right edge of the viewport (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function productsSoldOneByOne(count: number): Promise<ListedProduct[]> {
  const roots = await api<CategoryNode[]>('/api/shop/categories?locale=en');
  const listings = await Promise.all(
    roots.map((root) =>
      api<{ items: ListedProduct[] }>(`/api/shop/categories/${root.slug}/products?locale=en&perPage=48`),
    ),
  );
  const found = listings
    .flatMap((listing) => listing.items)
    .filter(
      (p) =>
        p.price !== null &&
        !p.minimumOrderOverride &&
        p.salesUnitPrecision === 0 &&
        Number(p.minimumOrderQuantity) === 1,
    )
    .slice(0, count);
  if (found.length < count)
    throw new Error(`the seeded catalogue has fewer than ${count} products sold singly`);
  return found;
}

describe('the header and phones', () => {
  const session = usePagePerTest();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`takes a buyer from the header's quick order, with three rows pasted from a spreadsheet, to the cart at ${viewport.width} px`, async () => {
      const page = session.page();
      await page.setViewportSize(viewport);
      await registerFreshCustomer(page, 'header-quick-order');
      const products = await productsSoldOneByOne(3);
      await gotoHydrated(page, '/en');

      await page.getByRole('link', { name: en.quickOrder.title }).first().click();
      await page.waitForURL('**/en/shop/quick-order');
      await page.getByRole('heading', { level: 1, name: en.quickOrder.title }).waitFor();

      // What Excel puts on the clipboard: cells apart by tabs, the header row included.
      const copied = ['SKU\tQuantity', ...products.map((p, index) => `${p.sku}\t${index + 2}`)].join('\r\n');
      await page.getByLabel(en.quickOrder.pasteLabel).fill(copied);
      await page.getByRole('button', { name: en.quickOrder.check }).click();
      await page.getByText('3 of 3 lines can be added to the cart.').waitFor();

      const rows = page.locator('tr.quick-order-line');
      expect(await rows.count()).toBe(3);
      for (const [index, product] of products.entries()) {
        const row = rows.nth(index);
        expect(await row.getByLabel(`SKU of line ${index + 1}`).inputValue()).toBe(product.sku);
        expect(await row.getByLabel(`Quantity of line ${index + 1}`).inputValue()).toBe(String(index + 2));
        const text = await row.textContent();
        expect(text).toContain(product.name);
        expect(text).toContain(en.quickOrder.ready);
        // Each row names the price per unit and the stock.
        await expect(row.getByTestId('quick-order-price').textContent()).resolves.toMatch(/€[\d.,]+ \/ \S+/);
        expect(await row.locator('.stock-badge').count()).toBe(1);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      // Each pasted code reads whole in its field, and the column names (on a wide screen) stand apart.
      const clippedCodes = await page
        .locator('tr.quick-order-line input[name="sku"]')
        .evaluateAll((fields) =>
          (fields as HTMLInputElement[])
            .filter((field) => field.scrollWidth > field.clientWidth)
            .map((field) => field.value),
        );
      expect(clippedCodes).toEqual([]);
      if (viewport === DESKTOP) {
        const touching = await page.locator('.quick-order-lines thead th').evaluateAll((headings) =>
          headings.flatMap((heading, index) => {
            const next = headings[index + 1];
            if (!next?.textContent || next.querySelector('.visually-hidden')) return [];
            const [own, following] = [heading, next].map((cell) => {
              const text = document.createRange();
              text.selectNodeContents(cell);
              return text.getBoundingClientRect();
            });
            return following!.left - own!.right < 4 ? [`${heading.textContent}|${next.textContent}`] : [];
          }),
        );
        expect(touching).toEqual([]);
      }
      await screenshot(page, `header-quick-order-pasted-${viewport.width}`);

      await page.getByRole('button', { name: en.quickOrder.addAll }).click();
      await page.getByText('3 lines added to the cart.').waitFor();
      await page.waitForFunction(() => document.querySelector('.minicart__count')?.textContent === '3');
    });
  }

  it('opens a top category with the keyboard in the header and goes to one of its children', async () => {
    const page = session.page();
    const [top] = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    const child = top?.children[0];
    if (!top || !child) throw new Error('the seeded catalogue has no top category with children');
    await gotoHydrated(page, '/en');

    const nav = page.getByRole('navigation', { name: en.siteNav.categories });
    const opener = nav.getByRole('button', { name: top.name });
    const menu = nav.locator(`#category-nav-menu-${top.slug}`);
    await opener.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await opener.getAttribute('aria-expanded')).toBe('true');
    await screenshot(page, 'header-category-menu-1280', { fullPage: false });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      `All in ${top.name}`,
    );
    await menu.getByRole('link', { name: child.name, exact: true }).click();
    await page.waitForURL(`**/en/c/${child.slug}`);
    await page.getByRole('heading', { level: 1, name: child.name }).waitFor();
    // Navigating closes the menu.
    expect(await menu.isVisible()).toBe(false);
  });

  it('lists the categories in one Products menu on a phone, in Finnish', async () => {
    const phone = await newPage(session.browser(), { viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const [top] = await api<CategoryNode[]>('/api/shop/categories?locale=fi');
      const child = top?.children[0];
      if (!top || !child) throw new Error('the seeded catalogue has no top category with children');
      await gotoHydrated(phone, '/fi');
      const fi = SHOP_MESSAGES.fi.siteNav;
      await phone.getByText(fi.products, { exact: true }).click();
      const panel = phone.getByRole('navigation', { name: fi.categories });
      await panel.getByRole('link', { name: child.name, exact: true }).waitFor();
      await screenshot(phone, 'header-products-menu-fi-390', { fullPage: false });
      await panel.getByRole('link', { name: child.name, exact: true }).click();
      await phone.waitForURL(`**/fi/c/${child.slug}`);
      await phone.getByRole('heading', { level: 1, name: child.name }).waitFor();
      expect(await panel.isVisible()).toBe(false);
    } finally {
      await phone.context().close();
    }
  });

  it("keeps the header's logo, language switcher and wishlist apart on a phone, logged out and in", async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    const boxes = async () => {
      const found = await Promise.all(
        [
          '.site-logo',
          '.language-switcher > summary',
          '.header-wishlist',
          '.minicart',
          '.site-header__actions',
        ].map(async (selector) => {
          const box = await page.locator(selector).first().boundingBox();
          if (!box) throw new Error(`${selector} is not shown`);
          return box;
        }),
      );
      return found;
    };
    const apart = (a: { x: number; width: number }, b: { x: number; width: number }) =>
      a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5;

    for (const login of [false, true]) {
      if (login) await loginAsDemoCustomer(page);
      for (const locale of ['fi', 'en']) {
        await gotoHydrated(page, `/${locale}`);
        // A buyer's wishlist count arrives after the page; its place is kept, so nothing in the header moves.
        const [, languageOnArrival] = await boxes();
        if (login) await page.getByTestId('wishlist-count').waitFor();
        const [logo, language, wishlist, minicart, actions] = await boxes();
        expect(language!.x).toBe(languageOnArrival!.x);
        expect(apart(logo!, language!)).toBe(true);
        expect(apart(logo!, wishlist!)).toBe(true);
        expect(apart(language!, wishlist!)).toBe(true);
        expect(apart(wishlist!, minicart!)).toBe(true);
        expect(actions!.x + actions!.width).toBeLessThanOrEqual(PHONE.width);
        await screenshot(page, `header-${locale}-390${login ? '-logged-in' : ''}`, { fullPage: false });
      }
    }
  });

  it('folds the category filters behind a Filters button on a phone, so the first product is on the first screen', async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    const category = await findPagedCategory();
    await gotoHydrated(page, `/en/c/${category.slug}`);
    const firstCard = await page.locator('.product-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(PHONE.height);
    expect(await page.getByRole('heading', { name: en.filters.heading }).isVisible()).toBe(false);

    await page.getByRole('button', { name: en.siteNav.filters }).click();
    await page.getByRole('heading', { name: en.filters.heading }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'category-filters-open-390', { fullPage: false });
    await page.getByRole('button', { name: en.siteNav.showProducts }).click();
    await page.getByRole('heading', { name: en.filters.heading }).waitFor({ state: 'hidden' });

    // On a wide screen the filters stand open beside the products, with no button to fold them.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('heading', { name: en.filters.heading }).waitFor();
    expect(await page.getByRole('button', { name: en.siteNav.filters }).isVisible()).toBe(false);
  });

  /** Opens each page at 390 px and lists those wider than the screen. */
  async function walk(page: Page, paths: string[]): Promise<string[]> {
    const tooWide: string[] = [];
    for (const path of paths) {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBeLessThan(500);
      const reach = await overflow(page);
      if (reach > 0) tooWide.push(`${page.url()} is ${reach} px too wide`);
    }
    return tooWide;
  }

  it('shows every storefront page within a phone screen to a visitor', async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    const [top] = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    const category = top as CategoryNode;
    const [product] = await productsSoldOneByOne(1);
    const paths = [
      '/en',
      '/fi',
      `/en/c/${category.slug}`,
      `/en/c/${category.children[0]?.slug ?? category.slug}`,
      `/en/p/${product!.slug}`,
      '/en/search/products?q=battery',
      '/fi/search/products?q=paristo',
      '/en/pages/delivery-terms',
      '/en/account/login',
      '/en/account/register',
      '/fi/account/register',
      '/en/account/forgot-password',
      '/en/account/reset-password/not-a-token',
      '/en/shop/apply',
      '/fi/shop/apply',
      '/en/contact',
      '/en/fire-safety-guide',
      '/warranty/register',
      '/en/shop/tracking',
      '/en/shop/tracking/fail',
      '/en/cart',
      '/en/checkout',
      '/en/wishlist',
      '/en/shop/quick-order',
      '/en/no-such-page',
    ];
    expect(await walk(page, paths)).toEqual([]);
  }, 240_000);

  it('shows every storefront page within a phone screen to the logged-in demo buyer', async () => {
    const page = session.page();
    await page.setViewportSize(PHONE);
    const [top] = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    const category = top as CategoryNode;
    const [product] = await productsSoldOneByOne(1);
    await loginAsDemoCustomer(page);
    await gotoHydrated(page, '/en/account/orders?view=remote');
    const remoteOrder = await page.locator('a[href*="/account/orders/remote/"]').first().getAttribute('href');
    const paths = [
      '/en',
      '/fi',
      '/en/account',
      '/fi/account',
      '/en/account/profile',
      '/en/account/change-password',
      '/en/account/addresses',
      '/en/account/addresses/new',
      '/en/shop/quick-order',
      '/fi/shop/quick-order',
      '/en/account/orders',
      '/en/account/orders?view=remote',
      '/fi/account/orders?view=pending',
      ...(remoteOrder ? [remoteOrder] : []),
      '/en/wishlist',
      `/en/c/${category.slug}`,
      `/en/p/${product!.slug}`,
      '/en/search/products?q=battery',
      '/en/fire-safety-guide',
      '/en/contact',
      '/en/cart',
      '/en/checkout',
    ];
    expect(await walk(page, paths)).toEqual([]);
    await screenshot(page, 'phone-walk-checkout-390', { fullPage: false });
  }, 240_000);
});
