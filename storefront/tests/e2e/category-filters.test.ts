import type { Page } from 'playwright-core';
import {
  api,
  findPagedCategory,
  gotoHydrated,
  usePagePerTest,
  newPage,
  screenshot,
  type CategoryNode,
} from './support';

interface FacetValue {
  value: string;
  label: string;
  count: number;
}

interface Listing {
  total: number;
  pageCount: number;
  facets: { param: string; attribute: string | null; label: string | null; values: FacetValue[] }[];
}

const session = usePagePerTest();
let page: Page;
let category: CategoryNode;

beforeAll(async () => {
  category = await findPagedCategory();
});

beforeEach(() => {
  page = session.page();
});

const listing = (query = '') =>
  api<Listing>(
    `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en&perPage=12${query}`,
  );

function values(body: Listing, param: string): FacetValue[] {
  const facet = body.facets.find((group) => group.param === param);
  if (!facet) throw new Error(`no ${param} facet in ${category.slug}`);
  return facet.values;
}

/** The total in "Showing 1–12 of N products". */
async function shownTotal(): Promise<number> {
  const text = (await page.locator('.listing-toolbar__count').textContent()) ?? '';
  return Number(/of ([\d,\s]+) products/.exec(text)?.[1]?.replace(/\D/g, '') ?? NaN);
}

async function waitForTotal(total: number) {
  await page.waitForFunction(
    (expected) =>
      document.querySelector('.listing-toolbar__count')?.textContent?.includes(`of ${expected} products`) ??
      false,
    total.toLocaleString('en-GB'),
  );
}

/** Set before a filter is used: a full page load would lose it. */
async function markWindow() {
  await page.evaluate(() => ((window as unknown as { filterMarker: string }).filterMarker = 'kept'));
}

async function windowMarker(): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { filterMarker?: string }).filterMarker);
}

describe('category filters', () => {
  it('shows filter groups with legends and the counts of the API', async () => {
    const body = await listing();
    await gotoHydrated(page, `/en/c/${category.slug}`);
    const brands = page.getByRole('group', { name: 'Brand' });
    for (const brand of values(body, 'brandIds')) {
      const option = brands.locator('label', { has: page.locator(`input[value="${brand.value}"]`) });
      await expect(option.locator('.filters__label').textContent()).resolves.toBe(brand.label);
      await expect(option.getByTestId('facet-count').textContent()).resolves.toBe(String(brand.count));
    }
    await expect(page.getByRole('group', { name: 'Availability' }).count()).resolves.toBe(1);
    const attribute = body.facets.find((facet) => facet.param === 'attributeIds');
    await expect(page.getByRole('group', { name: attribute?.label ?? '' }).count()).resolves.toBe(1);
    await screenshot(page, 'category-filters');
  });

  it('narrows the grid without reloading the page and puts the filter in the address', async () => {
    const [brand] = values(await listing(), 'brandIds');
    await gotoHydrated(page, `/en/c/${category.slug}`);
    await markWindow();
    await page.locator(`.filters input[name="brandIds"][value="${brand?.value}"]`).check();
    await page.waitForURL(new RegExp(`[?&]brandIds=${brand?.value}(&|$)`));
    await waitForTotal(brand?.count ?? 0);
    expect(await windowMarker()).toBe('kept');
    const cards = await page.locator('.product-card').count();
    expect(cards).toBe(Math.min(12, brand?.count ?? 0));
    await expect(
      page.getByRole('link', { name: `Remove filter: Brand: ${brand?.label}` }).count(),
    ).resolves.toBe(1);
  });

  it('removes one filter with its chip and keeps the others', async () => {
    const [brand] = values(await listing(), 'brandIds');
    const withStock = await listing('&stockStatusIds=in_stock');
    await gotoHydrated(page, `/en/c/${category.slug}?brandIds=${brand?.value}&stockStatusIds=in_stock`);
    await markWindow();
    await page.getByRole('link', { name: `Remove filter: Brand: ${brand?.label}` }).click();
    await page.waitForURL(
      (url) => !url.searchParams.has('brandIds') && url.searchParams.has('stockStatusIds'),
    );
    await waitForTotal(withStock.total);
    expect(await windowMarker()).toBe('kept');
    await expect(
      page.locator(`.filters input[name="stockStatusIds"][value="in_stock"]`).isChecked(),
    ).resolves.toBe(true);
    await expect(
      page.locator(`.filters input[name="brandIds"][value="${brand?.value}"]`).isChecked(),
    ).resolves.toBe(false);
  });

  it('clears every filter at once', async () => {
    const [brand] = values(await listing(), 'brandIds');
    await gotoHydrated(
      page,
      `/en/c/${category.slug}?sort=name&brandIds=${brand?.value}&stockStatusIds=in_stock`,
    );
    await page.getByRole('link', { name: 'Clear all filters' }).click();
    await page.waitForURL((url) => url.search === '?sort=name');
    // The listing's own total now: the category tree's count is kept by a background recount and may lag it.
    await waitForTotal((await listing('&sort=name')).total);
    await expect(page.locator('.filters input:checked').count()).resolves.toBe(0);
  });

  it('pages through a filtered listing and keeps the filter', async () => {
    const stock = values(await listing(), 'stockStatusIds').sort(
      (a, b) => b.count - a.count,
    )[0] as FacetValue;
    expect(stock.count).toBeGreaterThan(12);
    await gotoHydrated(page, `/en/c/${category.slug}?stockStatusIds=${stock.value}`);
    const firstPage = await page.locator('.product-card__sku-value').allTextContents();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    expect(new URL(page.url()).searchParams.getAll('stockStatusIds')).toEqual([stock.value]);
    await page.waitForFunction((previous) => {
      const skus = [...document.querySelectorAll('.product-card__sku-value')].map((node) => node.textContent);
      return skus.length > 0 && !skus.includes(previous);
    }, firstPage[0]);
    expect(await shownTotal()).toBe(stock.count);
    await expect(
      page.locator(`.filters input[name="stockStatusIds"][value="${stock.value}"]`).isChecked(),
    ).resolves.toBe(true);
  });

  it('shows the same filtered state after a reload of the address', async () => {
    const [brand] = values(await listing(), 'brandIds');
    const body = await listing(`&brandIds=${brand?.value}&stockStatusIds=in_stock`);
    const url = `/en/c/${category.slug}?brandIds=${brand?.value}&stockStatusIds=in_stock`;
    await gotoHydrated(page, url);
    const before = await page.locator('.product-card__sku-value').allTextContents();
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    expect(await shownTotal()).toBe(body.total);
    expect(await page.locator('.product-card__sku-value').allTextContents()).toEqual(before);
    await expect(page.locator('.filters input:checked').count()).resolves.toBe(2);
    await expect(page.locator('.active-filters .chip').count()).resolves.toBe(2);
  });

  it('filters without JavaScript through the apply button', async () => {
    const [brand] = values(await listing(), 'brandIds');
    const noScript = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await noScript.goto(`/en/c/${category.slug}`);
      await noScript.locator(`input[name="brandIds"][value="${brand?.value}"]`).check();
      await noScript.getByRole('button', { name: 'Apply filters' }).click();
      await noScript.waitForURL(new RegExp(`[?&]brandIds=${brand?.value}(&|$)`));
      await expect(noScript.locator('.active-filters .chip').count()).resolves.toBe(1);
    } finally {
      await noScript.context().close();
    }
  });
});
