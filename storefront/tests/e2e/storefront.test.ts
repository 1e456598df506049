import type { Page } from 'playwright-core';
import {
  api,
  findPagedCategory,
  formatPrice,
  gotoHydrated,
  usePagePerTest,
  newPage,
  screenshot,
  type CategoryNode,
  type ProductDetail,
  type ProductList,
} from './support';

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

function skusOnPage(): Promise<string[]> {
  return page.locator('.product-card__sku-value').allTextContents();
}

async function productWithAttributes(): Promise<ProductDetail> {
  const category = await findPagedCategory();
  const list = await api<ProductList>(
    `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en&perPage=12`,
  );
  for (const card of list.items) {
    const product = await api<ProductDetail>(`/api/shop/products/${card.slug}?locale=en`);
    if (product.attributes.length > 0 && product.price) return product;
  }
  throw new Error(`no product with a price and attributes in ${category.slug}`);
}

describe('storefront', () => {
  it('lists the real categories on the home page', async () => {
    const tree = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    expect(tree.length).toBeGreaterThan(0);

    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const groupNames = await page.locator('.category-group__name').allTextContents();
    expect(groupNames).toEqual(tree.map((root) => root.name));
    const firstChild = tree.find((root) => root.children.length > 0)?.children[0];
    if (firstChild)
      await expect(
        page.getByRole('link', { name: firstChild.name, exact: false }).count(),
      ).resolves.toBeGreaterThan(0);
    await screenshot(page, 'home');
  });

  it('shows 12 products in a category and other products on page 2, with page=2 in the URL', async () => {
    const category = await findPagedCategory();
    await gotoHydrated(page, `/en/c/${category.slug}`);
    await expect(page.locator('h1').textContent()).resolves.toBe(category.name);
    const firstPage = await skusOnPage();
    expect(firstPage).toHaveLength(12);
    await screenshot(page, 'category');

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/[?&]page=2(&|$)/);
    await page.waitForFunction((previous) => {
      const skus = [...document.querySelectorAll('.product-card__sku-value')].map((node) => node.textContent);
      return skus.length > 0 && !skus.includes(previous);
    }, firstPage[0]);
    const secondPage = await skusOnPage();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((sku) => firstPage.includes(sku))).toEqual([]);
    await expect(page.locator('.pagination__page[aria-current="page"]').textContent()).resolves.toBe('2');
  });

  it('pages through a category without JavaScript', async () => {
    const category = await findPagedCategory();
    const noScript = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await noScript.goto(`/en/c/${category.slug}`);
      await noScript.getByRole('link', { name: 'Next' }).click();
      await noScript.waitForURL(/[?&]page=2(&|$)/);
      await expect(noScript.locator('.pagination__page[aria-current="page"]').textContent()).resolves.toBe(
        '2',
      );
      expect(await noScript.locator('.product-card').count()).toBeGreaterThan(0);
    } finally {
      await noScript.context().close();
    }
  });

  it('shows the SKU, price and specification table of a product', async () => {
    const product = await productWithAttributes();
    const response = await page.goto(`/en/p/${product.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toBe(product.name);
    await expect(page.getByTestId('product-sku').textContent()).resolves.toBe(product.sku);
    await expect(page.getByTestId('product-price').textContent()).resolves.toBe(
      formatPrice('en', product.price!),
    );
    const table = page.getByTestId('specification');
    await expect(table.locator('tr').count()).resolves.toBe(product.attributes.length);
    await expect(table.locator('th').first().textContent()).resolves.toBe(product.attributes[0]!.label);
    await screenshot(page, 'product');
  });

  it('shows the page in Finnish after choosing Suomi in the language switcher', async () => {
    const product = await productWithAttributes();
    const finnishSlug = product.alternates.find((alternate) => alternate.locale === 'fi')?.slug;
    expect(finnishSlug).toBeTruthy();
    const finnish = await api<ProductDetail>(`/api/shop/products/${finnishSlug}?locale=fi`);

    await gotoHydrated(page, `/en/p/${product.slug}`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.locator('.language-switcher summary').click();
    await page.getByRole('link', { name: 'Suomi' }).first().click();
    await page.waitForURL(`**/fi/p/${finnishSlug}`);
    await page.waitForFunction(() => document.documentElement.lang === 'fi-FI');
    await expect(page.locator('h1').textContent()).resolves.toBe(finnish.name);
    await expect(page.locator('.breadcrumbs a').first().textContent()).resolves.toBe('Etusivu');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('fi');
    await screenshot(page, 'product-fi');
  });

  it('answers an unknown locale with 404 and names the available languages', async () => {
    const response = await page.goto('/xx/c/foo');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Unknown language');
    const text = await page.locator('main').innerText();
    expect(text).toContain('The language “xx” is not available in this shop.');
    for (const name of ['Suomi', 'Norsk', 'Svenska', 'English', 'Français', 'Italiano', 'Dansk'])
      expect(text).toContain(name);
    expect(text).not.toMatch(/\bat \S+ \(/);
    await screenshot(page, 'unknown-locale');
  });

  it("shows the API's message with status 400 for a page number that is not a number", async () => {
    const category = await findPagedCategory();
    const response = await page.goto(`/en/c/${category.slug}?page=abc`);
    expect(response?.status()).toBe(400);
    await expect(page.locator('.error-page__detail').textContent()).resolves.toContain(
      'page must be a positive whole number',
    );
  });

  it('opens one header panel at a time and closes it on Escape or a click outside', async () => {
    await gotoHydrated(page, '/en');
    const cartButton = page.locator('.minicart button[aria-controls]');
    const cartPanel = page.locator('.minicart__panel');
    const searchPanel = page.locator('.site-search__panel');

    await cartButton.click();
    await expect(cartPanel.isVisible()).resolves.toBe(true);
    await expect(cartPanel.innerText()).resolves.toContain('Your cart is empty.');
    await screenshot(page, 'minicart-open', { fullPage: false });

    await page.getByRole('searchbox', { name: 'Search products' }).click();
    await expect(searchPanel.isVisible()).resolves.toBe(true);
    await expect(cartPanel.isVisible()).resolves.toBe(false);

    await page.keyboard.press('Escape');
    await expect(searchPanel.isVisible()).resolves.toBe(false);

    await cartButton.click();
    await expect(cartPanel.isVisible()).resolves.toBe(true);
    await page.locator('h1').click();
    await expect(cartPanel.isVisible()).resolves.toBe(false);
  });

  it('does not submit a blank or too short search term', async () => {
    await gotoHydrated(page, '/en');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('   ');
    await search.press('Enter');
    await search.fill('ab');
    await search.press('Enter');
    await expect(page.locator('.site-search__panel').innerText()).resolves.toContain('at least 3 characters');
    expect(new URL(page.url()).pathname).toBe('/en');
  });

  it('fits a phone screen without horizontal scrolling', async () => {
    const category = await findPagedCategory();
    const phone = await newPage(session.browser(), {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      await phone.goto(`/en/c/${category.slug}`);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(phone, 'category-mobile', { fullPage: false });
      const product = await productWithAttributes();
      await phone.goto(`/en/p/${product.slug}`);
      expect(
        await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await screenshot(phone, 'product-mobile', { fullPage: false });
    } finally {
      await phone.context().close();
    }
  });
});
