import { LOCALES } from '@tradeshop/shared';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../support/test-app';

interface ContentPage {
  code: string;
  locale: string;
  title: string;
  slug: string;
  summary: string;
  blocks: { kind: 'paragraph' | 'list'; texts: string[] }[];
  thumbnail: string | null;
  alternates: { locale: string; slug: string }[];
}

describe('storefront content pages API', () => {
  let testApp: TestApp;
  let database: pg.Client;
  const page = (slug: string, locale: string) =>
    testApp.http().get(`/api/shop/pages/${encodeURIComponent(slug)}?locale=${locale}`);

  beforeAll(async () => {
    testApp = await startTestApp({ products: 10 });
    database = new pg.Client({ connectionString: testApp.databaseUrl });
    await database.connect();
  });

  afterAll(async () => {
    await database.end();
    await testApp.close();
  });

  async function translations(code: string): Promise<{ locale: string; title: string; slug: string }[]> {
    const { rows } = await database.query(
      `select t.locale, t.title, t.slug from content_page_translation t
       join content_page cp on cp.id = t.page_id where cp.code = $1 order by t.locale`,
      [code],
    );
    return rows;
  }

  it('finds the delivery terms by their slug in each of the seven languages, with the slugs of the others', async () => {
    const rows = await translations('delivery-terms');
    expect(rows.map((row) => row.locale).sort()).toEqual([...LOCALES].sort());
    for (const row of rows) {
      const body = (await page(row.slug, row.locale).expect(200)).body as ContentPage;
      expect(body).toMatchObject({
        code: 'delivery-terms',
        locale: row.locale,
        title: row.title,
        slug: row.slug,
      });
      expect(body.alternates).toEqual(rows.map(({ locale, slug }) => ({ locale, slug })));
      expect(body.thumbnail).toEqual(expect.any(String));
    }
  });

  it('gives the body as plain-text paragraphs and lists, without markup', async () => {
    const { rows } = await database.query<{ slug: string; body: string }>(
      `select t.slug, t.body from content_page_translation t where t.locale = 'en' and t.body like '%<li>%' limit 1`,
    );
    const body = (await page(rows[0]!.slug, 'en').expect(200)).body as ContentPage;
    const listItems = [...rows[0]!.body.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(body.blocks.flatMap((block) => (block.kind === 'list' ? block.texts : []))).toEqual(listItems);
    expect(body.blocks.filter((block) => block.kind === 'paragraph')).toHaveLength(
      rows[0]!.body.split('<p>').length - 1,
    );
    expect(JSON.stringify(body.blocks)).not.toMatch(/[<>]/);
    expect(body.summary).toBe(body.blocks.find((block) => block.kind === 'paragraph')!.texts[0]);
  });

  it('answers 404 with the error body for a slug that is unknown, or belongs to another language', async () => {
    const notFound = await page('no-such-page', 'en').expect(404);
    expect(notFound.body.error).toBe('CONTENT_PAGE_NOT_FOUND');
    expect(notFound.body.message).toContain('no-such-page');

    const finnish = (await translations('delivery-terms')).find((row) => row.locale === 'fi')!;
    const inEnglish = await page(finnish.slug, 'en').expect(404);
    expect(inEnglish.body.error).toBe('CONTENT_PAGE_NOT_FOUND');
  });

  it('rejects an unknown language with a validation error', async () => {
    const { body } = await page('delivery-terms', 'xx').expect(400);
    expect(body.error).toBe('VALIDATION_FAILED');
  });

  it('lists every content page in a language for the footer', async () => {
    const { rows } = await database.query<{ code: string; slug: string }>(
      `select cp.code, t.slug from content_page cp join content_page_translation t
       on t.page_id = cp.id and t.locale = 'sv' order by cp.id`,
    );
    const { body } = await testApp.http().get('/api/shop/pages?locale=sv').expect(200);
    expect(
      body.map((link: { code: string; slug: string }) => ({ code: link.code, slug: link.slug })),
    ).toEqual(rows);
  });
});
