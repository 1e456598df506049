import { LIVE_SEARCH_PAGE_SIZE, SEARCH_RESULTS_PAGE_SIZE, UI_TIMINGS } from '@tradeshop/shared';
import type { Page, Request } from 'playwright-core';
import { api, gotoHydrated, usePagePerTest, newPage, screenshot } from './support';

interface SearchAnswer {
  result: { products: { id: number; name: string; sku: string }[]; pages: { title: string }[] };
  count: { products: number; pages: number; total: number };
}

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

const searchbox = () => page.getByRole('searchbox', { name: 'Search products' });
const panel = () => page.locator('.site-search__panel');
const liveNames = () => page.locator('.site-search__panel .site-search__name').allTextContents();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function searchRequests(): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/shop/search')) requests.push(request);
  });
  return requests;
}

interface LoaderTimes {
  resultsAt?: number;
  shownWithResults?: boolean;
  hiddenAt?: number;
}

/** Records, in the page, when the results appear, whether the loader is there then, and when it goes. */
async function watchLoaderAfterResults() {
  await page.evaluate(() => {
    const times: LoaderTimes = {};
    (window as unknown as { loaderTimes: LoaderTimes }).loaderTimes = times;
    new MutationObserver(() => {
      const loaderShown = document.querySelector('.site-search__loader') !== null;
      if (
        times.resultsAt === undefined &&
        document.querySelector('.site-search__panel[data-state="results"]')
      ) {
        times.resultsAt = performance.now();
        times.shownWithResults = loaderShown;
      }
      if (times.resultsAt !== undefined && times.hiddenAt === undefined && !loaderShown) {
        times.hiddenAt = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

async function typeTerm(term: string) {
  await searchbox().click();
  await page.keyboard.type(term, { delay: 40 });
}

describe('live search', () => {
  it('shows up to 8 products for a term typed with the keyboard, with the total in "show all"', async () => {
    const expected = await api<SearchAnswer>('/api/shop/search?term=alkaline&locale=en&perPage=8');
    expect(expected.count.products).toBeGreaterThan(LIVE_SEARCH_PAGE_SIZE);
    const requests = searchRequests();
    await gotoHydrated(page, '/en');
    await watchLoaderAfterResults();
    await typeTerm('alkaline');

    await page.waitForSelector('.site-search__panel[data-state="results"]');
    await expect(liveNames()).resolves.toEqual([
      ...expected.result.products.map((p) => p.name),
      ...expected.result.pages.map((p) => p.title),
    ]);
    await expect(page.getByTestId('search-show-all').innerText()).resolves.toContain(
      String(expected.count.total),
    );
    await expect(panel().getByRole('status').innerText()).resolves.toContain(String(expected.count.total));
    // The loader stays while the results appear and hides 300 ms after the answer. Measured in the page; on a
    // busy machine the results may render a little after the answer, hence the margin.
    await page.waitForSelector('.site-search__loader', { state: 'detached', timeout: 2000 });
    const loader = await page.evaluate(() => (window as unknown as { loaderTimes: LoaderTimes }).loaderTimes);
    expect(loader.shownWithResults).toBe(true);
    expect(loader.hiddenAt! - loader.resultsAt!).toBeGreaterThanOrEqual(
      UI_TIMINGS.searchLoaderHideDelay - 100,
    );
    await screenshot(page, 'live-search-results', { fullPage: false });

    // Debounced: one call for the whole word, with the spec's query.
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ term: 'alkaline', perPage: '8' });

    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.className)).resolves.toBe('site-search__item');
  });

  it('ignores an answer that arrives after the answer to a newer term', async () => {
    let firstSeen: () => void = () => undefined;
    const firstRequest = new Promise<void>((resolve) => (firstSeen = resolve));
    let count = 0;
    await page.route(/\/api\/shop\/search\?/, async (route) => {
      count += 1;
      if (count === 1) {
        firstSeen();
        await sleep(1500);
      }
      await route.continue();
    });
    await gotoHydrated(page, '/en');
    await typeTerm('alkaline');
    await firstRequest;
    const lateAnswer = page.waitForResponse((response) => response.url().includes('term=alkaline'));

    await searchbox().fill('');
    await typeTerm('lithium');
    await page.waitForSelector('.site-search__panel[data-state="results"]');
    const lithium = await liveNames();
    expect(lithium.length).toBeGreaterThan(0);
    expect(lithium.some((name) => /lithium/i.test(name))).toBe(true);

    await lateAnswer;
    await sleep(200);
    await expect(liveNames()).resolves.toEqual(lithium);
    await expect(searchbox().inputValue()).resolves.toBe('lithium');
  });

  it('says "Nothing found" for no match and for a failing call', async () => {
    await gotoHydrated(page, '/en');
    await typeTerm('zzqqxxv');
    await page.waitForSelector('.site-search__panel[data-state="empty"]');
    await expect(panel().innerText()).resolves.toContain('Nothing found');

    await page.route(/\/api\/shop\/search\?/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await searchbox().fill('');
    await typeTerm('battery');
    await page.waitForSelector('.site-search__panel[data-state="empty"]');
    await expect(panel().innerText()).resolves.toContain('Nothing found');
  });

  it('closes the results on Escape and on a click outside, and keeps one header panel open', async () => {
    await gotoHydrated(page, '/en');
    await typeTerm('alkaline');
    await page.waitForSelector('.site-search__panel[data-state="results"]');
    await page.keyboard.press('Escape');
    await expect(panel().isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('search');

    await page.keyboard.type(' ');
    await expect(panel().isVisible()).resolves.toBe(true);
    // The open panel covers the top of the page; press well below it.
    await page.mouse.click(10, 860);
    await expect(panel().isVisible()).resolves.toBe(false);

    await searchbox().click();
    await expect(panel().isVisible()).resolves.toBe(true);
    await page.locator('.minicart button[aria-controls]').click();
    await expect(panel().isVisible()).resolves.toBe(false);
    await expect(page.locator('.minicart__panel').isVisible()).resolves.toBe(true);
  });

  it('never sends or submits a blank or short term', async () => {
    const requests = searchRequests();
    await gotoHydrated(page, '/en');
    await typeTerm('  ');
    await page.keyboard.press('Enter');
    await searchbox().fill('');
    await typeTerm('ab');
    await sleep(500);
    await page.keyboard.press('Enter');
    await expect(panel().innerText()).resolves.toContain('at least 3 characters');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(requests).toHaveLength(0);
  });
});

describe('search results page', () => {
  it('leads from "show all" to 12 products per page with paging', async () => {
    const expected = await api<SearchAnswer>('/api/shop/search?term=battery&locale=en&perPage=12');
    expect(expected.count.products).toBeGreaterThan(SEARCH_RESULTS_PAGE_SIZE);
    await gotoHydrated(page, '/en');
    await typeTerm('battery');
    await page.waitForSelector('.site-search__panel[data-state="results"]');
    await page.getByTestId('search-show-all').click();
    await page.waitForURL('**/en/search/products?term=battery');

    const skus = () => page.locator('.search-page .product-card__sku-value').allTextContents();
    await page.waitForSelector('.search-page .product-card');
    await expect(skus()).resolves.toEqual(expected.result.products.map((p) => p.sku));
    await expect(page.locator('h1').innerText()).resolves.toContain('battery');
    await screenshot(page, 'search-results');

    const firstPage = await skus();
    await page.locator('.pagination a[rel="next"]').click();
    await page.waitForURL('**/en/search/products?term=battery&page=2');
    await page.waitForFunction(
      (first) => document.querySelector('.search-page .product-card__sku-value')?.textContent !== first,
      firstPage[0],
    );
    const secondPage = await skus();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(SEARCH_RESULTS_PAGE_SIZE);
    expect(secondPage.some((sku) => firstPage.includes(sku))).toBe(false);
  });

  it('searches and pages without JavaScript', async () => {
    const noScript = await newPage(session.browser(), { javaScriptEnabled: false });
    try {
      await noScript.goto('/en');
      await noScript.getByRole('searchbox').fill('battery');
      await noScript.getByRole('searchbox').press('Enter');
      await noScript.waitForURL('**/en/search/products?term=battery');
      await expect(noScript.locator('.search-page .product-card').count()).resolves.toBe(
        SEARCH_RESULTS_PAGE_SIZE,
      );
      await noScript.locator('.pagination a[rel="next"]').click();
      await noScript.waitForURL('**/en/search/products?term=battery&page=2');
      await expect(noScript.locator('.search-page .product-card').count()).resolves.toBeGreaterThan(0);
    } finally {
      await noScript.context().close();
    }
  });

  it('lists matching content pages and explains an empty result', async () => {
    await gotoHydrated(page, '/en/search/products?term=delivery%20terms');
    await expect(page.locator('.search-results__pages').innerText()).resolves.toContain('Delivery terms');
    await gotoHydrated(page, '/en/search/products?term=zzqqxxv');
    await expect(page.locator('.empty-state').innerText()).resolves.toContain('Nothing found for “zzqqxxv”');
  });
});
