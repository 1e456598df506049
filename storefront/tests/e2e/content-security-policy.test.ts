import type { Page } from 'playwright-core';
import {
  findPagedCategory,
  gotoHydrated,
  logInToBackOffice,
  usePagePerTest,
  api,
  type ProductList,
} from './support';

const session = usePagePerTest();

/**
 * Collects, from the first script of every page on, each Content-Security-Policy violation the browser reports,
 * as an event and as a console message.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`),
    );
  });
  return async () => [
    ...consoleViolations,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
  ];
}

describe('Content-Security-Policy in the browser', () => {
  it('lets every storefront page hydrate and work without a single violation', async () => {
    const page = session.page();
    const violations = await watchViolations(page);
    const category = await findPagedCategory();
    const { items } = await api<ProductList>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`,
    );
    const response = await gotoHydrated(page, '/en');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    await gotoHydrated(page, '/en/search?q=battery');
    await gotoHydrated(page, '/en/cart');
    await gotoHydrated(page, `/en/c/${category.slug}`);
    // A client-side navigation: the product route's module is loaded by the hydrated app, not by the server.
    await page
      .locator(`a[href="/en/p/${encodeURIComponent(items[0]!.slug)}"]`)
      .first()
      .click();
    await page.waitForURL(/\/en\/p\//);
    await page.locator('.product-summary').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('refuses an inline script that does not carry the page nonce', async () => {
    const page = session.page();
    const violations = await watchViolations(page);
    await gotoHydrated(page, '/en');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).join('\n')).toMatch(/script-src/);
  });

  it('runs the back office without a violation', async () => {
    const page = session.page();
    const violations = await watchViolations(page);
    await logInToBackOffice(page);
    await page.goto('/admin/#/products');
    await page.getByRole('table').first().waitFor();
    expect(await violations()).toEqual([]);
  });
});
