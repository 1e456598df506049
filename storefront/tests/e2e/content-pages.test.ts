import { LOCALE_NAMES, LOCALE_TAGS } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import { api, baseUrl, gotoHydrated, usePagePerTest, screenshot } from './support';

interface ContentPage {
  title: string;
  slug: string;
  blocks: { kind: string; texts: string[] }[];
  alternates: { locale: string; slug: string }[];
}

interface ContentPageLink {
  code: string;
  title: string;
  slug: string;
}

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

async function contentPage(code: string, locale: string): Promise<ContentPage> {
  const links = await api<ContentPageLink[]>(`/api/shop/pages?locale=${locale}`);
  const link = links.find((candidate) => candidate.code === code)!;
  return api<ContentPage>(`/api/shop/pages/${encodeURIComponent(link.slug)}?locale=${locale}`);
}

describe('content pages', () => {
  it('opens a content page from the search results, and keeps it when the language is switched', async () => {
    const english = await contentPage('delivery-terms', 'en');
    const finnish = await contentPage('delivery-terms', 'fi');
    await gotoHydrated(page, `/en/search/products?term=${encodeURIComponent(english.title)}`);

    const results = page.locator('.search-results__pages');
    await results.getByRole('link', { name: english.title }).click();
    await page.waitForURL(`**/en/pages/${english.slug}`);
    // The address changes before the new page is drawn: wait for its heading.
    await page.getByRole('heading', { level: 1, name: english.title, exact: true }).waitFor();
    await expect(page.title()).resolves.toContain(english.title);
    const firstParagraph = english.blocks.find((block) => block.kind === 'paragraph')!.texts[0]!;
    await expect(page.locator('.content-page__body p').first().innerText()).resolves.toBe(firstParagraph);
    await expect(page.locator('meta[name="description"]').getAttribute('content')).resolves.toBe(
      firstParagraph,
    );
    await expect(page.locator('.breadcrumbs [aria-current="page"]').innerText()).resolves.toBe(english.title);
    await screenshot(page, 'content-page-en');

    await page.locator('.language-switcher summary').click();
    await page.locator('.language-switcher__panel').getByRole('link', { name: LOCALE_NAMES.fi }).click();
    await page.waitForURL(`**/fi/pages/${finnish.slug}`);
    // The address changes before the new page is drawn: wait for its heading.
    await page.getByRole('heading', { level: 1, name: finnish.title, exact: true }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(LOCALE_TAGS.fi);
  });

  it('tells search engines its address in every language', async () => {
    const swedish = await contentPage('payment-terms', 'sv');
    await page.goto(`/sv/pages/${swedish.slug}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${baseUrl()}/sv/pages/${swedish.slug}`);
    const hreflang = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        ),
    );
    const tags: Record<string, string> = LOCALE_TAGS;
    expect(hreflang).toEqual({
      ...Object.fromEntries(
        swedish.alternates.map(({ locale, slug }) => [tags[locale], `${baseUrl()}/${locale}/pages/${slug}`]),
      ),
      'x-default': `${baseUrl()}/en/pages/${swedish.alternates.find((a) => a.locale === 'en')!.slug}`,
    });
  });

  it('lists the content pages in the footer and answers 404 for a page that does not exist', async () => {
    const links = await api<ContentPageLink[]>('/api/shop/pages?locale=da');
    await gotoHydrated(page, '/da');
    const footerLinks = page
      .locator('.site-footer')
      .getByRole('link', { name: links[0]!.title, exact: true });
    await footerLinks.click();
    await page.waitForURL(`**/da/pages/${links[0]!.slug}`);
    // The address changes before the new page is drawn: wait for its heading.
    await page.getByRole('heading', { level: 1, name: links[0]!.title, exact: true }).waitFor();

    const response = await page.goto('/en/pages/no-such-page');
    expect(response!.status()).toBe(404);
  });
});
