import { LOCALE_TAGS } from '@tradeshop/shared';
import pg from 'pg';
import { SITEMAP_MAX_URLS } from '../../../src/modules/seo/sitemap.service';
import { startTestApp, type TestApp } from '../../support/test-app';

const PUBLIC_URL = 'https://shop.example.test';

/** The `<loc>` of every entry of a sitemap or sitemap index. */
function locations(xml: string, element: 'url' | 'sitemap'): string[] {
  const pattern = new RegExp(`<${element}><loc>([^<]+)</loc>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

/** The `<url>` entry for `loc`, with its hreflang alternates. */
function entryFor(xml: string, loc: string): { loc: string; alternates: Record<string, string> } | null {
  const entry = xml.split('\n').find((line) => line.startsWith(`<url><loc>${loc}</loc>`));
  if (!entry) return null;
  const alternates = Object.fromEntries(
    [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );
  return { loc, alternates };
}

describe('sitemaps and robots.txt', () => {
  let testApp: TestApp;
  let database: pg.Client;
  const get = (path: string) =>
    testApp
      .http()
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      });

  beforeAll(async () => {
    testApp = await startTestApp({ products: 60, env: { PUBLIC_URL } });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  async function storeFiles(): Promise<string[]> {
    const response = await get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    return locations(response.body as string, 'sitemap');
  }

  it('announces the sitemap index in robots.txt and keeps per-visitor pages out of crawls', async () => {
    const response = await get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = (response.body as string).split('\n');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /fi/checkout', 'Disallow: /cart', 'Disallow: /api/']),
    );
    expect(lines.some((line) => /^Disallow: \/(fi\/)?(c|p)\b/.test(line))).toBe(false);
  });

  it('indexes one sitemap file per store', async () => {
    const { rows: stores } = await database.query<{ code: string }>(
      'select code from store order by position, id',
    );
    expect(await storeFiles()).toEqual(stores.map(({ code }) => `${PUBLIC_URL}/sitemaps/${code}-1.xml`));
  });

  it("lists the home page, the fire-safety guide, every category and every active product in each of the store's languages, with hreflang alternates", async () => {
    const { rows: inactive } = await database.query<{ id: number }>(
      'update product set active = false where id = (select min(id) from product) returning id',
    );
    const xml = (await get('/sitemaps/fi-1.xml').expect(200)).body as string;
    const urls = locations(xml, 'url');
    const { rows: pages } = await database.query<{ count: number }>(
      `select (select count(*) from category)::int + (select count(*) from content_page)::int
              + (select count(*) from product where active)::int + 2 as count`,
    );
    // The Finnish store is offered in Finnish, Swedish and English.
    expect(urls).toHaveLength(pages[0]!.count * 3);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/fi`, `${PUBLIC_URL}/sv`, `${PUBLIC_URL}/en`]),
    );
    const guide = entryFor(xml, `${PUBLIC_URL}/sv/fire-safety-guide`);
    expect(guide?.alternates['fi-FI']).toBe(`${PUBLIC_URL}/fi/fire-safety-guide`);
    expect(guide?.alternates['x-default']).toBe(`${PUBLIC_URL}/en/fire-safety-guide`);

    const { rows: slugs } = await database.query<{ locale: string; slug: string }>(
      `select locale, slug from product_translation
       where product_id = (select min(id) from product where active) order by locale`,
    );
    const slugIn = (locale: string) => encodeURIComponent(slugs.find((row) => row.locale === locale)!.slug);
    const entry = entryFor(xml, `${PUBLIC_URL}/fi/p/${slugIn('fi')}`);
    expect(entry).not.toBeNull();
    for (const { locale } of slugs) {
      expect(entry!.alternates[LOCALE_TAGS[locale as keyof typeof LOCALE_TAGS]]).toBe(
        `${PUBLIC_URL}/${locale}/p/${slugIn(locale)}`,
      );
    }
    expect(entry!.alternates['x-default']).toBe(`${PUBLIC_URL}/en/p/${slugIn('en')}`);

    const { rows: hidden } = await database.query<{ slug: string }>(
      `select slug from product_translation where product_id = $1 and locale = 'fi'`,
      [inactive[0]!.id],
    );
    expect(urls).not.toContain(`${PUBLIC_URL}/fi/p/${encodeURIComponent(hidden[0]!.slug)}`);
    await database.query('update product set active = true where id = $1', [inactive[0]!.id]);
  });

  it('lists every content page in the store languages under /pages/, with its slugs in all seven languages as alternates', async () => {
    const xml = (await get('/sitemaps/se-1.xml').expect(200)).body as string;
    const urls = locations(xml, 'url');
    const { rows: pages } = await database.query<{ id: number; slugs: Record<string, string> }>(
      `select cp.id, json_object_agg(t.locale, t.slug) as slugs
       from content_page cp join content_page_translation t on t.page_id = cp.id
       group by cp.id order by cp.id`,
    );
    expect(pages.length).toBeGreaterThan(0);
    const { rows: stores } = await database.query<{ locales: string[] }>(
      `select locales from store where code = 'se'`,
    );
    const pageUrl = (locale: string, slug: string) =>
      `${PUBLIC_URL}/${locale}/pages/${encodeURIComponent(slug)}`;
    const contentUrls = urls.filter((url) => url.includes('/pages/'));
    expect(contentUrls).toHaveLength(pages.length * stores[0]!.locales.length);
    for (const page of pages) {
      for (const locale of stores[0]!.locales) {
        expect(contentUrls).toContain(pageUrl(locale, page.slugs[locale]!));
      }
      const entry = entryFor(xml, pageUrl('sv', page.slugs.sv!));
      expect(entry).not.toBeNull();
      for (const [locale, slug] of Object.entries(page.slugs)) {
        expect(entry!.alternates[LOCALE_TAGS[locale as keyof typeof LOCALE_TAGS]]).toBe(
          pageUrl(locale, slug),
        );
      }
      expect(entry!.alternates['x-default']).toBe(pageUrl('en', page.slugs.en!));
    }
  });

  it('answers 404 for a store or a file that does not exist', async () => {
    await get('/sitemaps/xx-1.xml').expect(404);
    await get('/sitemaps/fi-2.xml').expect(404);
    await get('/sitemaps/fi-0.xml').expect(404);
  });

  it('splits a store into files of at most 50,000 addresses, each page in exactly one file', async () => {
    // The international store lists every page in seven languages: 7,142 pages fill a file.
    const { rows: columns } = await database.query<{ column_name: string }>(
      `select column_name from information_schema.columns
       where table_name = 'product' and column_name not in ('id', 'sku', 'ean_number', 'nobb_number')`,
    );
    const copied = columns.map(({ column_name }) => `"${column_name}"`).join(', ');
    await database.query(
      `with created as (
         insert into product (${copied}, sku)
         select ${copied}, p.sku || '-copy-' || g from product p cross join generate_series(1, 7200) g
         where p.id = (select min(id) from product where active)
         returning id)
       insert into product_translation (product_id, locale, name, slug, description)
       select c.id, t.locale, t.name, t.slug || '-' || c.id, t.description
       from created c join product_translation t on t.product_id = (select min(id) from product where active)`,
    );
    const files = (await storeFiles()).filter((file) => file.includes('/sitemaps/int-'));
    expect(files).toEqual([`${PUBLIC_URL}/sitemaps/int-1.xml`, `${PUBLIC_URL}/sitemaps/int-2.xml`]);

    const contents = await Promise.all(
      files.map(async (file) =>
        locations((await get(new URL(file).pathname).expect(200)).body as string, 'url'),
      ),
    );
    for (const urls of contents) expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const all = contents.flat();
    expect(new Set(all).size).toBe(all.length);
    const { rows: pages } = await database.query<{ count: number }>(
      `select (select count(*) from category)::int + (select count(*) from content_page)::int
              + (select count(*) from product where active)::int + 2 as count`,
    );
    expect(all).toHaveLength(pages[0]!.count * 7);
  });
});
