import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { findPagedCategory, gotoHydrated, usePagePerTest, api, type ProductList } from './support';

const session = usePagePerTest();
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now, one line each, to read in a failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: a <script> tag would be refused by the page's Content-Security-Policy.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation: Result) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation: Result) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} – ${node.failureSummary}`,
      ),
    );
}

describe('accessibility (axe-core)', () => {
  it('finds no serious or critical violation on the home page', async () => {
    const page = session.page();
    await gotoHydrated(page, '/en');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds no serious or critical violation on a category page with a filter applied', async () => {
    const page = session.page();
    const category = await findPagedCategory();
    const listing = await api<{ facets: { param: string; values: { value: string }[] }[] }>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`,
    );
    const brand = listing.facets.find((facet) => facet.param === 'brandIds')!.values[0]!.value;
    await gotoHydrated(page, `/en/c/${category.slug}?brandIds=${brand}`);
    await page.locator('.active-filters').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds no serious or critical violation on a product page', async () => {
    const page = session.page();
    const category = await findPagedCategory();
    const list = await api<ProductList>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`,
    );
    await gotoHydrated(page, `/en/p/${list.items[0]!.slug}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds no serious or critical violation on the search results page, nor with the live search open', async () => {
    const page = session.page();
    await gotoHydrated(page, '/en/search/products?term=battery');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('charger');
    await page.locator('.site-search__panel').waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
