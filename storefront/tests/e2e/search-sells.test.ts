import { LOCALE_TAGS, SHOP_MESSAGES, type Locale } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import { api, gotoHydrated, newPage, screenshot, usePagePerTest } from './support';

interface SearchProduct {
  id: number;
  name: string;
  sku: string;
  slug: string;
  price: { amountMinor: number; currency: string } | null;
  stockStatus: string;
}

interface SearchAnswer {
  result: { products: SearchProduct[] };
  facets: { categories: { id: number; name: string; count: number }[] };
  count: { products: number };
}

const session = usePagePerTest();

/** Nothing on the page may be wider than the window (issue 17, phones). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function formatQuantity(locale: Locale, value: string): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 6 }).format(Number(value));
}

const cases: { locale: Locale; term: string; width: number }[] = [
  { locale: 'en', term: 'battery', width: 1280 },
  { locale: 'fi', term: 'paristo', width: 390 },
];

describe.each(cases)('search results that sell ($locale, $width px)', ({ locale, term, width }) => {
  const t = SHOP_MESSAGES[locale];

  it('narrows by a category facet, sorts by price and adds from the results with a confirmation', async () => {
    const page = session.page();
    await page.setViewportSize({ width, height: 900 });
    const all = await api<SearchAnswer>(`/api/shop/search?term=${term}&locale=${locale}&perPage=12`);
    const facet = all.facets.categories.find((category) => category.count >= 2);
    if (!facet) throw new Error(`no category holds two matches of '${term}'`);

    await gotoHydrated(page, `/${locale}/search/products?term=${term}`);
    const cards = page.locator('.search-page .product-card');
    await expect(cards.count()).resolves.toBe(all.result.products.length);
    // each result shows its SKU, its price or "price on request", its stock and a quantity field
    await expect(cards.first().locator('.product-card__sku-value').innerText()).resolves.toBe(
      all.result.products[0]!.sku,
    );
    await expect(cards.first().locator('.stock-badge').count()).resolves.toBe(1);
    await expect(cards.first().locator('.quantity-input__field').count()).resolves.toBe(1);
    // and its unit whole, on one line: a card on a phone once broke "kpl" into "kp" and "l"
    const brokenUnits = await cards.locator('.quantity-input__unit').evaluateAll((units) =>
      units
        .filter((unit) => {
          const text = document.createRange();
          text.selectNodeContents(unit);
          return text.getClientRects().length > 1;
        })
        .map((unit) => unit.textContent),
    );
    expect(brokenUnits).toEqual([]);
    await expectNoSidewaysScroll(page);

    await page
      .locator('.search-facets')
      .getByRole('link', { name: new RegExp(`^${facet.name}`) })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === String(facet.id));
    await page.waitForFunction(
      (count) => document.querySelectorAll('.search-page .product-card').length === count,
      Math.min(facet.count, 12),
    );
    await expect(
      page.locator('.search-facets [aria-current="true"] .search-facets__name').innerText(),
    ).resolves.toBe(facet.name);

    await page.locator('#search-sort-select').selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    const sorted = await api<SearchAnswer>(
      `/api/shop/search?term=${term}&locale=${locale}&perPage=12&category=${facet.id}&sort=price_asc`,
    );
    await page.waitForFunction(
      (first) => document.querySelector('.search-page .product-card__sku-value')?.textContent === first,
      sorted.result.products[0]!.sku,
    );
    await expect(page.locator('.search-page .product-card__sku-value').allTextContents()).resolves.toEqual(
      sorted.result.products.map((product) => product.sku),
    );
    const amounts = sorted.result.products.flatMap((product) => product.price?.amountMinor ?? []);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    // the category and the sort stay in the address of every page link and in the sort form
    expect(new URL(page.url()).searchParams.get('category')).toBe(String(facet.id));
    await screenshot(page, `search-sells-${locale}-${width}`);

    const product = sorted.result.products[0]!;
    const card = cards.first();
    const quantity = await card.locator('.quantity-input__field').inputValue();
    const notice = page.locator('.cart-added');
    await card.getByRole('button', { name: t.quantity.addToCart }).click();
    const added = t.searchPage.added
      .replace('{product}', product.name)
      .replace('{quantity}', formatQuantity(locale, quantity));
    await page.waitForFunction(
      (text) => document.querySelector('.cart-added')?.textContent?.includes(text),
      added.split(' {unit}')[0]!,
    );
    await expect(notice.getAttribute('aria-live')).resolves.toBe('polite');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `search-sells-added-${locale}-${width}`, { fullPage: false });

    // the same product again: the confirmation comes again and tells the quantity now in the cart
    await card.getByRole('button', { name: t.quantity.addToCart }).click();
    const nowInCart = t.searchPage.nowInCart
      .replace('{quantity}', formatQuantity(locale, String(2 * Number(quantity))))
      .split(' {unit}')[0]!;
    await page.waitForFunction(
      (text) => document.querySelector('.cart-added')?.textContent?.includes(text),
      nowInCart,
    );
    await expect(notice.innerText()).resolves.toContain(product.name);
  });

  it('says when an out-of-stock product is expected, on its page and in the search results', async () => {
    const page = session.page();
    await page.setViewportSize({ width, height: 900 });
    const [{ date }] = (
      await api<{ storeCode: string; date: string }[]>('/api/shop/preliminary-delivery-dates')
    ).filter((store) => store.storeCode === (locale === 'fi' ? 'fi' : 'int'));
    const expected = t.searchPage.expected.replace('{date}', formatDate(locale, date!));
    const matches = await api<SearchAnswer>(`/api/shop/search?term=${term}&locale=${locale}&perPage=48`);
    const away = matches.result.products.find((product) => product.stockStatus === 'out_of_stock');
    if (!away) throw new Error(`no match of '${term}' is out of stock`);

    await gotoHydrated(page, `/${locale}/search/products?term=${encodeURIComponent(away.sku)}`);
    await expect(
      page.locator('.search-page .product-card .stock-badge').first().innerText(),
    ).resolves.toContain(expected);
    await gotoHydrated(page, `/${locale}/p/${away.slug}`);
    await expect(page.locator('.product-summary .stock-badge').innerText()).resolves.toContain(expected);
    await expectNoSidewaysScroll(page);
    await screenshot(page, `search-sells-expected-${locale}-${width}`, { fullPage: false });
  });
});

describe('paging the search results', () => {
  it('keeps the term, the chosen category and the sort on the next page', async () => {
    const page = session.page();
    const all = await api<SearchAnswer>('/api/shop/search?term=battery&locale=en&perPage=12');
    const largest = all.facets.categories[0]!;
    expect(largest.count).toBeGreaterThan(12);
    await gotoHydrated(page, `/en/search/products?term=battery&category=${largest.id}&sort=name`);
    const next = page.locator('.pagination a[rel="next"]');
    // The link itself keeps them, whatever way the browser follows it.
    const href = new URL((await next.getAttribute('href'))!, page.url()).searchParams;
    expect(Object.fromEntries(href)).toEqual({
      term: 'battery',
      category: String(largest.id),
      sort: 'name',
      page: '2',
    });
    await page.waitForLoadState('networkidle');
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      term: 'battery',
      category: String(largest.id),
      sort: 'name',
      page: '2',
    });
    const second = await api<SearchAnswer>(
      `/api/shop/search?term=battery&locale=en&perPage=12&category=${largest.id}&sort=name&page=2`,
    );
    await page.waitForFunction(
      (first) => document.querySelector('.search-page .product-card__sku-value')?.textContent === first,
      second.result.products[0]!.sku,
    );
    await expect(page.locator('#search-sort-select').inputValue()).resolves.toBe('name');
  });
});

describe('a product link of another language', () => {
  it('leads from an English slug under /fi/ to the Finnish product page (301)', async () => {
    const page = session.page();
    const [first] = (await api<SearchAnswer>('/api/shop/search?term=battery&locale=en&perPage=1')).result
      .products;
    const product = await api<{ alternates: { locale: string; slug: string }[] }>(
      `/api/shop/products/${first!.slug}?locale=en`,
    );
    const finnishSlug = product.alternates.find((alternate) => alternate.locale === 'fi')!.slug;
    expect(finnishSlug).not.toBe(first!.slug);
    const finnish = await api<{ name: string }>(`/api/shop/products/${finnishSlug}?locale=fi`);

    const response = await gotoHydrated(page, `/fi/p/${first!.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/fi/p/${finnishSlug}`);
    expect(response?.status()).toBe(200);
    expect((await response!.request().redirectedFrom()!.response())!.status()).toBe(301);
    await expect(page.locator('h1').innerText()).resolves.toBe(finnish.name);
  });

  it('still answers 404 for a slug no product has in any language', async () => {
    const page = session.page();
    const response = await page.goto('/fi/p/no-such-product-in-any-language');
    expect(response?.status()).toBe(404);
  });
});

describe('adding without JavaScript', () => {
  it('posts the form and shows the confirmation on the page it came back to', async () => {
    const plain = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      const t = SHOP_MESSAGES.en;
      await plain.goto('/en/search/products?term=battery');
      const card = plain.locator('.search-page .product-card').first();
      const name = await card.locator('.product-card__name').innerText();
      await card.getByRole('button', { name: t.quantity.addToCart }).click();
      await plain.waitForURL('**/en/search/products?term=battery');
      await expect(plain.locator('.cart-added').innerText()).resolves.toContain(`Added to the cart: ${name}`);
      // shown once: the next page does not repeat it
      await plain.reload();
      await expect(plain.locator('.cart-added').innerText()).resolves.toBe('');
    } finally {
      await plain.context().close();
    }
  });
});
