import { LOCALES } from '@tradeshop/shared';
import type { Response } from 'supertest';
import { pdfText, pdfWords } from '../../support/pdf-text';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Card {
  id: number;
  slug: string;
  name: string;
  sku: string;
}

interface Detail extends Card {
  eanNumber: string;
  stockStatus: string;
  price: { amountMinor: number; currency: string } | null;
  attributes: { code: string; label: string; value: string }[];
  media: { kind: string; url: string; title: string }[];
  related: Card[];
  alternatives: Card[];
  alternates: { locale: string; slug: string }[];
}

/** A product of the seeded catalogue that has both related and alternative products, by slug per language. */
async function productWithBothRelations(
  testApp: TestApp,
): Promise<{ id: number; slugs: Record<string, string> }> {
  return testApp.withClient(async (client) => {
    const { rows } = await client.query<{ id: number; slugs: Record<string, string> }>(
      `select p.id, (select json_object_agg(t.locale, t.slug) from product_translation t where t.product_id = p.id) as slugs
       from product p
       where p.active
         and exists (select 1 from product_relation r join product q on q.id = r.related_id and q.active
                     where r.product_id = p.id and r.kind = 'related')
         and exists (select 1 from product_relation r join product q on q.id = r.related_id and q.active
                     where r.product_id = p.id and r.kind = 'alternative')
       order by p.id limit 1`,
    );
    if (!rows[0]) throw new Error('the seed made no product with both kinds of relation');
    return rows[0];
  });
}

function binary(response: Response): Buffer {
  return response.body as Buffer;
}

describe('product detail API', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ products: 160 });
  });

  afterAll(() => testApp.close());

  const getPdf = (path: string) =>
    testApp
      .http()
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('lists related and alternative products in their stored order, named in the shopper language', async () => {
    const product = await productWithBothRelations(testApp);
    const { body } = await testApp.http().get(`/api/shop/products/${product.slugs.fi}?locale=fi`).expect(200);
    const detail = body as Detail;
    const stored = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ kind: string; id: number; name: string; slug: string }>(
        `select r.kind, q.id, t.name, t.slug
         from product_relation r
         join product q on q.id = r.related_id and q.active
         join product_translation t on t.product_id = q.id and t.locale = 'fi'
         where r.product_id = $1 order by r.kind, r.position`,
        [product.id],
      );
      return rows;
    });
    const expected = (kind: string) =>
      stored.filter((row) => row.kind === kind).map(({ id, name, slug }) => ({ id, name, slug }));
    const shown = (cards: Card[]) => cards.map(({ id, name, slug }) => ({ id, name, slug }));
    expect(shown(detail.related)).toEqual(expected('related'));
    expect(shown(detail.alternatives)).toEqual(expected('alternative'));
    expect(detail.related.length).toBeGreaterThan(0);
    expect(detail.alternatives.length).toBeGreaterThan(0);
    // Each card leads to a product page that exists in the same language.
    const first = detail.related[0] as Card;
    const related = await testApp.http().get(`/api/shop/products/${first.slug}?locale=fi`).expect(200);
    expect(related.body.id).toBe(first.id);
  });

  it('offers documents and videos with addresses that answer', async () => {
    const media = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ kind: string; url: string; slug: string }>(
        `select distinct on (m.kind) m.kind, m.url, t.slug
         from product_media m join product p on p.id = m.product_id and p.active
         join product_translation t on t.product_id = p.id and t.locale = 'en'
         where m.kind in ('document', 'video') order by m.kind, p.id`,
      );
      return rows;
    });
    expect(media.map((row) => row.kind)).toEqual(['document', 'video']);
    for (const row of media) {
      const { body } = await testApp.http().get(`/api/shop/products/${row.slug}?locale=en`).expect(200);
      expect((body as Detail).media).toContainEqual(
        expect.objectContaining({ kind: row.kind, url: row.url }),
      );
      const file = await getPdf(row.url).expect(200);
      expect(file.headers['content-type']).toMatch(
        row.kind === 'document' ? 'application/pdf' : 'image/svg+xml',
      );
    }
  });

  it('titles documents and videos in the shopper language, in English where a language has no title', async () => {
    const document = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{
        id: number;
        titles: Record<string, string>;
        slugs: Record<string, string>;
      }>(
        `select m.id, m.titles,
                (select json_object_agg(t.locale, t.slug) from product_translation t where t.product_id = p.id) as slugs
         from product_media m join product p on p.id = m.product_id and p.active
         where m.kind = 'document' order by p.id limit 1`,
      );
      return rows[0]!;
    });
    const titleIn = async (locale: string) => {
      const { body } = await testApp
        .http()
        .get(`/api/shop/products/${document.slugs[locale]}?locale=${locale}`)
        .expect(200);
      return (body as Detail).media.find((item) => item.kind === 'document')?.title;
    };

    expect(document.titles.fi).not.toBe(document.titles.en);
    await expect(titleIn('fi')).resolves.toBe(document.titles.fi);
    await expect(titleIn('fr')).resolves.toBe(document.titles.fr);

    await testApp.withClient((client) =>
      client.query(`update product_media set titles = titles - 'it' where id = $1`, [document.id]),
    );
    await expect(titleIn('it')).resolves.toBe(document.titles.en);
  });

  it('makes a data sheet PDF in the shopper language with the product name, SKU, EAN and specification', async () => {
    const product = await productWithBothRelations(testApp);
    const { body } = await testApp.http().get(`/api/shop/products/${product.slugs.fi}?locale=fi`).expect(200);
    const detail = body as Detail;
    const response = await getPdf(`/api/shop/products/${product.slugs.fi}/datasheet.pdf?locale=fi`).expect(
      200,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="datasheet-${detail.sku}.pdf"`);
    const pdf = binary(response);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const words = pdfWords(pdf);
    expect(words).toContain(detail.name.replace(/\s+/g, ' '));
    expect(words).toContain(detail.sku);
    expect(words).toContain(detail.eanNumber);
    expect(words).toContain('Tuotetietolehti');
    expect(words).toContain('Tekniset tiedot');
    for (const attribute of detail.attributes) expect(words).toContain(attribute.label);
    // The price as the page shows it to the same visitor: the store's price in its currency, written the Finnish way.
    const price = detail.price as { amountMinor: number; currency: string };
    const shown = new Intl.NumberFormat('fi-FI', { style: 'currency', currency: price.currency })
      .format(price.amountMinor / 100)
      .replace(/\s+/g, ' ');
    expect(price.currency).toBe('EUR');
    expect(words).toContain(shown);
  });

  it('writes the data sheet in every language the shop speaks', async () => {
    const product = await productWithBothRelations(testApp);
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const response = await getPdf(
        `/api/shop/products/${product.slugs[locale]}/datasheet.pdf?locale=${locale}`,
      ).expect(200);
      titles.add(pdfText(binary(response)).split('\n')[0] as string);
    }
    // Norwegian and Danish share the word; the others each have their own.
    expect(titles.size).toBe(LOCALES.length - 1);
  });

  it("prints a seeded description with a minus sign (−40 °C) legibly in every language's data sheet", async () => {
    const product = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ slugs: Record<string, string> }>(
        `select (select json_object_agg(t.locale, t.slug) from product_translation t where t.product_id = p.id) as slugs
         from product p
         where p.active and exists (select 1 from product_translation t
                                    where t.product_id = p.id and t.description like '%\u2212%')
         order by p.id limit 1`,
      );
      return rows[0];
    });
    expect(product).toBeDefined();
    for (const locale of LOCALES) {
      const { body } = await testApp
        .http()
        .get(`/api/shop/products/${product!.slugs[locale]}?locale=${locale}`)
        .expect(200);
      const minus = /\u2212(\d+)/.exec((body as { description: string }).description);
      expect(minus).not.toBeNull();
      const response = await getPdf(
        `/api/shop/products/${product!.slugs[locale]}/datasheet.pdf?locale=${locale}`,
      ).expect(200);
      expect(pdfWords(binary(response))).toContain(`-${minus![1]} °C`);
    }
  });

  it('answers 404 with the error code for a data sheet of a product that does not exist', async () => {
    const { body } = await testApp
      .http()
      .get('/api/shop/products/no-such-thing/datasheet.pdf?locale=en')
      .expect(404);
    expect(body.error).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses a data sheet in a language the shop does not speak', async () => {
    const product = await productWithBothRelations(testApp);
    const { body } = await testApp
      .http()
      .get(`/api/shop/products/${product.slugs.en}/datasheet.pdf?locale=xx`)
      .expect(400);
    expect(body.message).toBe(`locale must be one of ${LOCALES.join(', ')}`);
  });

  it('reads a data sheet in one statement', async () => {
    const product = await productWithBothRelations(testApp);
    const { queries } = await testApp.countQueries(() =>
      getPdf(`/api/shop/products/${product.slugs.en}/datasheet.pdf?locale=en`).expect(200),
    );
    expect(queries).toBe(1);
  });
});
