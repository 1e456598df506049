import { LOCALE_TAGS } from '@tradeshop/shared';
import type { Page } from 'playwright-core';
import { api, baseUrl, findPagedCategory, gotoHydrated, usePagePerTest, type ProductList } from './support';

const session = usePagePerTest();
let page: Page;

beforeEach(() => {
  page = session.page();
});

interface ProductForSearchEngines {
  name: string;
  sku: string;
  slug: string;
  eanNumber: string | null;
  image: string;
  brand: { name: string };
  price: { amountMinor: number; currency: string } | null;
  stockStatus: string;
  breadcrumbs: { name: string; slug: string }[];
  alternates: { locale: string; slug: string }[];
}

interface CategoryWithAlternates {
  slug: string;
  alternates: { locale: string; slug: string }[];
}

const TAGS: Record<string, string> = LOCALE_TAGS;

/** What the document head tells search engines; `robots` is null when the page is indexed by default. */
async function head(): Promise<{
  canonical: string | null;
  robots: string | null;
  hreflang: Record<string, string>;
}> {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    hreflang: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang')!,
        link.getAttribute('href')!,
      ]),
    ),
  }));
}

async function jsonLd(): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => JSON.parse(text) as Record<string, unknown>[]);
}

describe('findable pages', () => {
  it('gives the home page a canonical address with its locale and hreflang links for all seven languages', async () => {
    await page.goto('/');
    const { canonical, robots, hreflang } = await head();
    expect(canonical).toBe(`${baseUrl()}/en`);
    expect(robots).toBeNull();
    expect(hreflang).toEqual({
      ...Object.fromEntries(Object.entries(TAGS).map(([locale, tag]) => [tag, `${baseUrl()}/${locale}`])),
      'x-default': `${baseUrl()}/en`,
    });
  });

  it('links a category to its translated addresses, keeps page 2 its own, and keeps filtered views out of the index', async () => {
    const paged = await findPagedCategory();
    const category = await api<CategoryWithAlternates>(
      `/api/shop/categories/${encodeURIComponent(paged.slug)}?locale=en`,
    );
    const finnish = category.alternates.find((alternate) => alternate.locale === 'fi')!.slug;

    await gotoHydrated(page, `/fi/c/${finnish}?page=2&store=fi`);
    let tags = await head();
    expect(tags.canonical).toBe(`${baseUrl()}/fi/c/${finnish}?page=2`);
    expect(tags.robots).toBeNull();
    for (const { locale, slug } of category.alternates)
      expect(tags.hreflang[TAGS[locale]!]).toBe(`${baseUrl()}/${locale}/c/${slug}?page=2`);
    expect(tags.hreflang['x-default']).toBe(`${baseUrl()}/en/c/${category.slug}?page=2`);

    // Choosing a filter in the page: the address changes without a reload, and so does the head.
    const listing = await api<{ facets: { param: string; values: { value: string; count: number }[] }[] }>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en`,
    );
    const brand = listing.facets.find((facet) => facet.param === 'brandIds')?.values[0];
    expect(brand).toBeDefined();
    await gotoHydrated(page, `/en/c/${category.slug}?brandIds=${brand!.value}`);
    tags = await head();
    expect(tags.canonical).toBe(`${baseUrl()}/en/c/${category.slug}`);
    expect(tags.robots).toBe('noindex,follow');
    expect(tags.hreflang).toEqual({});
  });

  it('links the fire-safety guide in all seven languages, and keeps a recommendation out of the index', async () => {
    await gotoHydrated(page, '/da/fire-safety-guide');
    let tags = await head();
    expect(tags.canonical).toBe(`${baseUrl()}/da/fire-safety-guide`);
    expect(tags.robots).toBeNull();
    expect(tags.hreflang).toEqual({
      ...Object.fromEntries(
        Object.entries(TAGS).map(([locale, tag]) => [tag, `${baseUrl()}/${locale}/fire-safety-guide`]),
      ),
      'x-default': `${baseUrl()}/en/fire-safety-guide`,
    });

    await gotoHydrated(page, '/da/fire-safety-guide?premises=restaurant&areaM2=180&floors=2&bedrooms=0');
    tags = await head();
    expect(tags.canonical).toBe(`${baseUrl()}/da/fire-safety-guide`);
    expect(tags.robots).toBe('noindex,follow');
    expect(tags.hreflang).toEqual({});
  });

  it('describes a product with schema.org Product and BreadcrumbList data that match the product', async () => {
    const category = await findPagedCategory();
    const list = await api<ProductList>(
      `/api/shop/categories/${encodeURIComponent(category.slug)}/products?locale=en&perPage=24`,
    );
    let product: ProductForSearchEngines | undefined;
    for (const card of list.items) {
      const candidate = await api<ProductForSearchEngines>(`/api/shop/products/${card.slug}?locale=en`);
      if (candidate.price && candidate.eanNumber) {
        product = candidate;
        break;
      }
    }
    expect(product).toBeDefined();
    const { name, sku, slug, eanNumber, brand, price, breadcrumbs } = product!;

    await gotoHydrated(page, `/en/p/${slug}`);
    const pageUrl = `${baseUrl()}/en/p/${slug}`;
    const tags = await head();
    expect(tags.canonical).toBe(pageUrl);
    for (const alternate of product!.alternates)
      expect(tags.hreflang[TAGS[alternate.locale]!]).toBe(
        `${baseUrl()}/${alternate.locale}/p/${alternate.slug}`,
      );

    const data = await jsonLd();
    const productData = data.find((item) => item['@type'] === 'Product')!;
    expect(productData).toMatchObject({
      '@context': 'https://schema.org',
      name,
      sku,
      gtin13: eanNumber!.trim(),
      url: pageUrl,
      brand: { '@type': 'Brand', name: brand.name },
      offers: {
        '@type': 'Offer',
        price: (price!.amountMinor / 100).toFixed(2),
        priceCurrency: price!.currency,
        url: pageUrl,
      },
    });
    expect((productData.offers as { availability: string }).availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock|BackOrder)$/,
    );
    const images = productData.image as string[];
    expect(images[0]).toBe(new URL(product!.image, `${baseUrl()}/`).href);

    const breadcrumbList = data.find((item) => item['@type'] === 'BreadcrumbList')!;
    const items = breadcrumbList.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.name)).toEqual([...breadcrumbs.map((crumb) => crumb.name), name]);
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items[0]!.item).toBe(`${baseUrl()}/en/c/${breadcrumbs[0]!.slug}`);
    expect(items.at(-1)!.item).toBe(pageUrl);
  });

  it('keeps search results and the cart out of the index', async () => {
    await page.goto('/en/search/products?term=battery');
    let tags = await head();
    expect(tags.robots).toMatch(/^noindex\b/);
    expect(tags.canonical).toBe(`${baseUrl()}/en/search/products?term=battery`);
    expect(tags.hreflang).toEqual({});
    await page.goto('/cart');
    tags = await head();
    expect(tags.robots).toMatch(/^noindex\b/);
    expect(tags.canonical).toBe(`${baseUrl()}/en/cart`);
  });

  it('serves robots.txt that announces the sitemap index, whose store sitemaps list the pages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    const sitemapLine = robots.split('\n').find((line) => line.startsWith('Sitemap: '));
    expect(sitemapLine).toBeDefined();
    const index = await (await fetch(new URL(new URL(sitemapLine!.slice(9)).pathname, baseUrl()))).text();
    const fiFile = /<loc>([^<]*\/sitemaps\/fi-1\.xml)<\/loc>/.exec(index)?.[1];
    expect(fiFile).toBeDefined();
    const sitemap = await (await fetch(new URL(new URL(fiFile!).pathname, baseUrl()))).text();
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap).toMatch(/<url><loc>[^<]*\/fi\/p\/[^<]+<\/loc>/);
  });
});
