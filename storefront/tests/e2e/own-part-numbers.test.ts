import { SHOP_MESSAGES } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../../../backend/src/database/seeders/demo-accounts';
import {
  api,
  expectNoPageWiderThanViewport,
  gotoHydrated,
  loginAsDemoCustomer,
  screenshot,
  usePagePerTest,
} from './support';
import { unique, withDatabase } from './support-database';

interface SearchAnswer {
  result: { products: { id: number; name: string; sku: string; slug: string }[] };
}

const session = usePagePerTest();
let reference: string;
let product: { id: number; name: string; sku: string };

/** The demo customer's company calls one of our products by a number of its own. */
beforeAll(async () => {
  const [first] = (await api<SearchAnswer>('/api/shop/search?term=battery&locale=en&perPage=1')).result
    .products;
  product = first!;
  reference = unique('OWN-');
  await withDatabase((db) =>
    db.query(
      `insert into product_cross_reference (product_id, kind, reference, company_id)
       select $1, 'customer', $2, company_id from customer where email = $3`,
      [product.id, reference, DEMO_ACCOUNTS.customer.email],
    ),
  );
});

afterAll(() =>
  withDatabase((db) => db.query('delete from product_cross_reference where reference = $1', [reference])),
);

async function typeInLiveSearch(page: Page, term: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search products' }).click();
  await page.keyboard.type(term, { delay: 20 });
}

describe("a buyer's own part number", () => {
  it('finds the product in the live search and on the results page for that company only', async () => {
    const page = session.page();
    await gotoHydrated(page, '/en');
    await typeInLiveSearch(page, reference);
    await page.waitForSelector('.site-search__panel[data-state="empty"]');
    await gotoHydrated(page, `/en/search/products?term=${reference}`);
    await expect(page.locator('.search-results__own').count()).resolves.toBe(0);

    await loginAsDemoCustomer(page);
    await gotoHydrated(page, '/en');
    await typeInLiveSearch(page, reference.toLowerCase());
    await page.waitForSelector('.site-search__panel[data-state="results"]');
    await expect(page.locator('.site-search__panel .site-search__name').allTextContents()).resolves.toEqual([
      product.name,
    ]);

    for (const [locale, width] of [
      ['en', 1280],
      ['fi', 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `/${locale}/search/products?term=${reference}`);
      const own = page.locator('.search-results__own');
      await expect(page.locator('#search-own-heading').innerText()).resolves.toBe(
        SHOP_MESSAGES[locale].searchPage.ownPartNumber.replace('{term}', reference),
      );
      await expect(own.locator('.product-card__sku-value').allTextContents()).resolves.toEqual([product.sku]);
      await expectNoPageWiderThanViewport();
      await screenshot(page, `own-part-number-${locale}-${width}`, { fullPage: false });
    }
  });
});
