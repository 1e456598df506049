import { CATEGORY_PAGE_SIZE, LOCALE_TAGS, SHOP_MESSAGES, type Locale } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import {
  api,
  gotoHydrated,
  loginAsDemoCustomer,
  newPage,
  screenshot,
  usePagePerTest,
  type CategoryNode,
} from './support';

interface ListedProduct {
  id: number;
  sku: string;
  minimumOrderQuantity: string;
  price: { amountMinor: number; currency: string } | null;
}

interface Detail {
  slug: string;
  category: { slug: string };
  alternates: { locale: string; slug: string }[];
}

interface CartLine {
  id: number | null;
  productId: number;
  quantity: string;
  unitPriceNetMinor: number;
}

interface BuyerPrices {
  customer: boolean;
  currency: string;
  prices: { productId: number; unitPriceNetMinor: number; listUnitPriceNetMinor: number }[];
}

const money = (locale: Locale, amountMinor: number, currency = 'EUR') =>
  new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(amountMinor / 100);

/** Every space Intl puts in an amount (narrow no-break, no-break) as a plain one, to compare texts. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * The demo customer (Voltgrossisten Oy, Finnish store) has agreed prices with a quantity break on the first
 * products. Logged in, they see the price the cart charges on the listing, the product page (with its breaks
 * and the list price struck through), the search results and quick order, in euros also on the Swedish pages.
 */
describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])("a buyer's own price at $width px", (viewport) => {
  const session = usePagePerTest();
  let product: ListedProduct & { rootSlug: string; index: number };

  beforeAll(async () => {
    const roots = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    for (const root of roots) {
      const listing = await api<{ items: ListedProduct[] }>(
        `/api/shop/categories/${root.slug}/products?locale=en&perPage=96`,
      );
      const index = listing.items.findIndex((item) => item.id <= 5 && item.price !== null);
      if (index >= 0) {
        product = { ...listing.items[index]!, rootSlug: root.slug, index };
        return;
      }
    }
    throw new Error('no product with an agreed price of the demo company among the listings');
  });

  async function loggedIn(): Promise<Page> {
    const page = session.page();
    await page.setViewportSize(viewport);
    await loginAsDemoCustomer(page);
    return page;
  }

  /** Puts the product into the cart at its minimum quantity and answers the unit price the cart charges. */
  async function cartUnitPrice(page: Page): Promise<number> {
    const { csrfToken } = (await (await page.request.get('/api/shop/session')).json()) as {
      csrfToken: string;
    };
    const headers = { 'X-CSRF-Token': csrfToken };
    const added = await page.request.post('/api/shop/cart/items?locale=en', {
      headers,
      data: { productId: product.id, quantity: product.minimumOrderQuantity },
    });
    expect(added.ok()).toBe(true);
    let line = ((await added.json()) as { lines: CartLine[] }).lines.find((l) => l.productId === product.id)!;
    if (Number(line.quantity) !== Number(product.minimumOrderQuantity)) {
      const changed = await page.request.patch(`/api/shop/cart/items/${line.id}?locale=en`, {
        headers,
        data: { quantity: product.minimumOrderQuantity },
      });
      expect(changed.ok()).toBe(true);
      line = ((await changed.json()) as { lines: CartLine[] }).lines.find((l) => l.productId === product.id)!;
    }
    return line.unitPriceNetMinor;
  }

  it('sees the cart price on the listing, the product page, search and quick order', async () => {
    const page = await loggedIn();
    const charged = await cartUnitPrice(page);
    const shown = (await (
      await page.request.get(`/api/shop/prices?locale=en&products=${product.id}`)
    ).json()) as BuyerPrices;
    expect(shown.customer).toBe(true);
    expect(shown.prices[0]!.unitPriceNetMinor).toBe(charged);
    // An agreed price below the list price: what the public listing shows is not what the buyer pays.
    expect(charged).toBeLessThan(product.price!.amountMinor);

    const detail = await api<Detail>(`/api/shop/products/${await slugOf('en')}?locale=en`);
    const listingPage = Math.floor(product.index / CATEGORY_PAGE_SIZE) + 1;
    await gotoHydrated(page, `/en/c/${product.rootSlug}${listingPage > 1 ? `?page=${listingPage}` : ''}`);
    const card = page.locator('.product-card').filter({ hasText: product.sku });
    expect(plain(await card.locator('.price-display__main .price').textContent())).toBe(
      plain(money('en', charged)),
    );
    expect(await card.locator('.price__tax').textContent()).toBe(SHOP_MESSAGES.en.prices.vatExcluded);
    await screenshot(page, `buyer-prices-listing-en-${viewport.width}`);

    await gotoHydrated(page, `/en/p/${detail.slug}`);
    expect(plain(await page.getByTestId('product-price').textContent())).toBe(plain(money('en', charged)));
    // Struck through: the list price of the buyer's own (Finnish) store, not the English pages' public one.
    expect(plain(await page.locator('.price-box .price-display__was s').textContent())).toBe(
      plain(money('en', shown.prices[0]!.listUnitPriceNetMinor)),
    );
    await page.getByTestId('price-tiers').waitFor();
    await screenshot(page, `buyer-prices-product-en-${viewport.width}`);

    await gotoHydrated(page, `/en/search/products?term=${encodeURIComponent(product.sku)}`);
    const result = page.locator('.product-card').filter({ hasText: product.sku });
    expect(plain(await result.locator('.price-display__main .price').textContent())).toBe(
      plain(money('en', charged)),
    );

    if (viewport.width === 1280) {
      // The live search asks for the buyer's prices of its results from the browser.
      await gotoHydrated(page, '/en');
      await page.getByRole('searchbox', { name: 'Search products' }).click();
      await page.keyboard.type(product.sku, { delay: 20 });
      const live = page.locator('.site-search__panel .site-search__item').filter({ hasText: product.sku });
      await live.locator('.site-search__price .price').waitFor();
      expect(plain(await live.locator('.site-search__price .price').textContent())).toBe(
        plain(money('en', charged)),
      );
      await screenshot(page, `buyer-prices-live-search-en-${viewport.width}`, { fullPage: false });
    }

    await gotoHydrated(page, '/en/shop/quick-order');
    const row = page.locator('tr.quick-order-line').first();
    await row.getByLabel('SKU of line 1').fill(product.sku);
    await row.getByLabel('Quantity of line 1').fill(product.minimumOrderQuantity);
    await page.getByRole('button', { name: SHOP_MESSAGES.en.quickOrder.check }).click();
    await row.locator('.quick-order-line__price').waitFor();
    expect(plain(await row.locator('.quick-order-line__price .price').textContent())).toBe(
      plain(money('en', charged)),
    );
    await screenshot(page, `buyer-prices-quick-order-en-${viewport.width}`);
  });

  it('sees euros and the Finnish price on the Swedish and Finnish pages; a visitor the public price', async () => {
    const page = await loggedIn();
    const charged = await cartUnitPrice(page);
    for (const locale of ['sv', 'fi'] as const) {
      await gotoHydrated(page, `/${locale}/p/${await slugOf(locale)}`);
      expect(plain(await page.getByTestId('product-price').textContent())).toBe(
        plain(money(locale, charged)),
      );
      await screenshot(page, `buyer-prices-product-${locale}-${viewport.width}`);
    }
    const fiListingPage = Math.floor(product.index / CATEGORY_PAGE_SIZE) + 1;
    const fiRoot = await api<{ alternates: { locale: string; slug: string }[] }>(
      `/api/shop/categories/${product.rootSlug}?locale=en`,
    );
    const fiRootSlug = fiRoot.alternates.find((alternate) => alternate.locale === 'fi')!.slug;
    await gotoHydrated(page, `/fi/c/${fiRootSlug}${fiListingPage > 1 ? `?page=${fiListingPage}` : ''}`);
    await screenshot(page, `buyer-prices-listing-fi-${viewport.width}`);

    const visitor = await newPage(session.browser(), { viewport });
    try {
      await visitor.goto(`/fi/p/${await slugOf('fi')}`);
      const publicPrice = await api<{ price: { amountMinor: number } }>(
        `/api/shop/products/${await slugOf('fi')}?locale=fi`,
      );
      expect(plain(await visitor.getByTestId('product-price').textContent())).toBe(
        plain(money('fi', publicPrice.price.amountMinor)),
      );
      expect(await visitor.locator('.price-display').first().getAttribute('data-price-source')).toBe(
        'public',
      );
    } finally {
      await visitor.context().close();
    }
  });

  async function slugOf(locale: Locale): Promise<string> {
    const rows = await api<{ items: (ListedProduct & { slug: string })[] }>(
      `/api/shop/categories/${product.rootSlug}/products?locale=en&perPage=96`,
    );
    const en = rows.items.find((item) => item.id === product.id)!.slug;
    if (locale === 'en') return en;
    const detail = await api<Detail>(`/api/shop/products/${en}?locale=en`);
    return detail.alternates.find((alternate) => alternate.locale === locale)!.slug;
  }
});
