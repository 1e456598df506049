import { SHOP_MESSAGES } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import {
  api,
  gotoHydrated,
  newPage,
  registerFreshCustomer,
  screenshot,
  usePagePerTest,
  type CategoryNode,
} from './support';

const t = SHOP_MESSAGES.en.wishlist;

interface ListedProduct {
  id: number;
  name: string;
  slug: string;
}

const headerCount = (page: Page) => page.getByTestId('wishlist-count');
/** A product's card, by its link (names may repeat in the catalogue, slugs do not). */
const card = (page: Page, product: ListedProduct) =>
  page.locator('article.product-card', { has: page.locator(`a[href="/en/p/${product.slug}"]`) });

describe('wishlist', () => {
  const session = usePagePerTest();
  let category: CategoryNode;
  let products: ListedProduct[];

  beforeAll(async () => {
    const roots = await api<CategoryNode[]>('/api/shop/categories?locale=en');
    category = roots.find((root) => root.productCount > 1) as CategoryNode;
    products = (
      await api<{ items: ListedProduct[] }>(
        `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`,
      )
    ).items;
  });

  it("sends a visitor's wishlist button to the login page", async () => {
    const page = session.page();
    await gotoHydrated(page, `/en/c/${category.slug}`);
    const [first] = products;
    await card(page, first!).getByRole('link', { name: t.logInToAdd }).click();
    await page.waitForURL('**/en/account/login?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/en/c/${category.slug}`);
  });

  it('adds a product from its card, shows it on the wishlist page and removes it there', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'wishlist');
    const [product] = products as [ListedProduct];

    const listed = page.waitForResponse((response) => response.url().endsWith('/en/ajax/wishlist/list'));
    await gotoHydrated(page, `/en/c/${category.slug}`);
    const answer = (await (await listed).json()) as Array<{ id: number; add: boolean; url: string }>;
    expect(answer).toContainEqual(
      expect.objectContaining({ id: product.id, add: true, url: `/en/wishlist/toggle/${product.id}` }),
    );
    await headerCount(page).waitFor();
    expect(await headerCount(page).textContent()).toBe('0');

    const form = card(page, product).locator('form.wishlist-form');
    expect(await form.getAttribute('data-wishlist-product-id')).toBe(String(product.id));
    expect(await form.getAttribute('data-wishlist-url')).toBe(`/en/wishlist/toggle/${product.id}`);
    expect(await form.getAttribute('data-wishlist-token')).not.toBe('');

    // The toggle posts the product's token, then the list is asked for again.
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/en/ajax/wishlist/list') && response.request().method() === 'POST',
    );
    await card(page, product)
      .getByRole('button', { name: `Add ${product.name} to the wishlist` })
      .click();
    await refreshed;
    const removeButton = card(page, product).getByRole('button', {
      name: `Remove ${product.name} from the wishlist`,
    });
    await removeButton.waitFor();
    expect(await removeButton.getAttribute('aria-pressed')).toBe('true');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wishlist-count"]')?.textContent === '1',
    );
    await screenshot(page, 'wishlist-card-added');

    await page.getByRole('link', { name: 'Wishlist, 1 products' }).click();
    await page.waitForURL('**/en/wishlist');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    expect(await card(page, product).count()).toBe(1);
    await screenshot(page, 'wishlist-page');

    await card(page, product)
      .getByRole('button', { name: `Remove ${product.name} from the wishlist` })
      .click();
    await page.getByText(t.empty).waitFor();
    expect(await card(page, product).count()).toBe(0);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="wishlist-count"]')?.textContent === '0',
    );
  });

  it('keeps the state after a reload of the product page', async () => {
    const page = session.page();
    await registerFreshCustomer(page, 'wishlist');
    const product = products[1] as ListedProduct;
    await gotoHydrated(page, `/en/p/${product.slug}`);
    const summary = page.locator('.product-summary');
    await summary.getByRole('button', { name: `Add ${product.name} to the wishlist` }).click();
    await summary.getByRole('button', { name: `Remove ${product.name} from the wishlist` }).waitFor();

    await gotoHydrated(page, `/en/p/${product.slug}`);
    const button = summary.getByRole('button', { name: `Remove ${product.name} from the wishlist` });
    await button.waitFor();
    expect(await button.getAttribute('aria-pressed')).toBe('true');
  });

  it('toggles from the product page without JavaScript', async () => {
    const page = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await registerFreshCustomer(page, 'wishlist');
      const product = products[2] as ListedProduct;
      await page.goto(`/en/p/${product.slug}`);
      const summary = page.locator('.product-summary');
      await summary.getByRole('button', { name: `Add ${product.name} to the wishlist` }).click();
      await page.waitForURL(`**/en/p/${product.slug}`);
      await summary.getByRole('button', { name: `Remove ${product.name} from the wishlist` }).waitFor();
      await page.goto('/en/wishlist');
      expect(await card(page, product).count()).toBe(1);
    } finally {
      await page.context().close();
    }
  });
});
