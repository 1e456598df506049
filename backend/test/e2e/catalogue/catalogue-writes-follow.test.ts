import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { REFERENCE_FIELDS, SCALAR_FIELDS } from '../../../src/modules/catalogue/product-write.service';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

/** The seeded GU10 spotlight family: parent 6 with variants 32 and 56. */
const PARENT = 6;
const VARIANT = 32;
const SIBLING = 56;

interface AdminProduct {
  [key: string]: unknown;
  attributeValues: Record<string, string | number | boolean>;
  translations: { locale: string; name: string; slug: string; description: string }[];
  prices: {
    storeId: number;
    store: string;
    priceMinor: number;
    recommendedPriceMinor: number | null;
    surchargeMinor: number;
    tiers: { minQuantity: string; priceMinor: number }[];
  }[];
  units: { unitId: number; identifier: string; conversionFactor: string; isDefault: boolean }[];
  relations: { kind: string; relatedId: number }[];
}

/** What the form sends besides its lists: the product's columns and references. */
const SCALARS = [...SCALAR_FIELDS, ...REFERENCE_FIELDS];

/** The product form's PUT body for a product as the editor's GET shows it. */
function formOf(product: AdminProduct) {
  return {
    ...Object.fromEntries(SCALARS.map((key) => [key, product[key] ?? undefined])),
    attributes: product.attributeValues,
    translations: product.translations.map(({ locale, name, slug, description }) => ({
      locale,
      name,
      slug,
      description,
    })),
    prices: product.prices.map(({ storeId, priceMinor, recommendedPriceMinor, surchargeMinor, tiers }) => ({
      storeId,
      priceMinor,
      recommendedPriceMinor: recommendedPriceMinor ?? undefined,
      surchargeMinor,
      tiers,
    })),
    units: product.units.map(({ unitId, conversionFactor, isDefault }) => ({
      unitId,
      conversionFactor,
      isDefault,
    })),
    relations: product.relations.map(({ kind, relatedId }) => ({ kind, relatedId })),
  };
}

function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe('catalogue writes reach the search, the variants and the back-office language', () => {
  let testApp: TestApp;
  let editor: AdminAgent;
  let assetsDir: string;

  const get = (url: string) => testApp.http().get(url).set('Cookie', editor.cookies);
  const send = (method: 'put' | 'post', url: string, body?: object) =>
    testApp.http()[method](url).set('Cookie', editor.cookies).set('X-CSRF-Token', editor.csrf).send(body);
  const product = async (id: number): Promise<AdminProduct> =>
    (await get(`/api/admin/products/${id}`).expect(200)).body;
  const search = async (term: string) =>
    (await testApp.http().get('/api/shop/search').query({ term, locale: 'en' }).expect(200)).body as {
      result: { products: { id: number; image: string }[] };
    };
  const indexedImage = (id: number) =>
    testApp.withClient(async (client) => {
      const { rows } = await client.query<{ image: string }>(
        `select distinct image from product_search where product_id = $1`,
        [id],
      );
      return rows.map((row) => row.image);
    });
  const overridden = async (id: number): Promise<string[]> =>
    testApp.withClient(async (client) => {
      const { rows } = await client.query<{ overridden_fields: string[] }>(
        'select overridden_fields from product where id = $1',
        [id],
      );
      return rows[0]!.overridden_fields;
    });

  beforeAll(async () => {
    assetsDir = mkdtempSync(join(tmpdir(), 'tradeshop-be16-assets-'));
    testApp = await startTestApp({ products: 80, env: { ASSETS_DIR: assetsDir } });
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(assetsDir, { recursive: true, force: true });
  });

  it('finds a new variant by its SKU in the shop search as soon as it is created', async () => {
    const family = await get(`/api/admin/products/${PARENT}/variant-family`).expect(200);
    expect(family.body.axes).toEqual(['colour_temperature']);
    await send('post', `/api/admin/products/${PARENT}/variants`, {
      sku: 'GU10-FRESH-6500',
      axisValues: { colour_temperature: 6500 },
    }).expect((response) => expect(response.status).toBeLessThan(300));
    const found = await search('GU10-FRESH-6500');
    expect(found.result.products).toHaveLength(1);
  });

  it("shows a product's new main image in its search row as soon as its media are saved, and its variants take it", async () => {
    const uploaded = await send('post', '/api/admin/assets')
      .attach('files', png(30, 20), { filename: 'fresh-main.png', contentType: 'image/png' })
      .expect(201);
    const asset = uploaded.body[0] as { id: number; url: string };
    const before = await product(PARENT);
    await send('put', `/api/admin/products/${PARENT}/media`, {
      image: asset.url,
      items: [{ kind: 'image', assetId: asset.id }],
    }).expect(200);

    expect(await indexedImage(PARENT)).toEqual([asset.url]);
    const found = await search(String(before.sku));
    expect(found.result.products[0]).toMatchObject({
      id: PARENT,
      image: expect.stringContaining(`${asset.id}`),
    });
    // The sibling inherits the media: its card and its search row show the parent's new picture.
    expect(await indexedImage(SIBLING)).toEqual([asset.url]);
  });

  it("keeps a variant's price, quantity breaks and attribute changed in the product form when the parent is saved", async () => {
    // The variant starts inheriting its Finnish price and its protection class.
    for (const field of ['price.fi', 'attributes.ip_class']) {
      await testApp
        .http()
        .delete(`/api/admin/products/${VARIANT}/own-values/${field}`)
        .set('Cookie', editor.cookies)
        .set('X-CSRF-Token', editor.csrf)
        .expect(200);
    }
    expect(await overridden(VARIANT)).not.toEqual(expect.arrayContaining(['price.fi']));
    expect(await overridden(VARIANT)).not.toContain('attributes.ip_class');

    const variant = await product(VARIANT);
    const form = formOf(variant);
    const fi = variant.prices.find((price) => price.store === 'fi')!;
    const ownClass = variant.attributeValues.ip_class === 'IP44' ? 'IP65' : 'IP44';
    form.prices = form.prices.map((price) =>
      price.storeId === fi.storeId
        ? { ...price, priceMinor: 4321, tiers: [{ minQuantity: '10', priceMinor: 4000 }] }
        : price,
    );
    form.attributes = { ...form.attributes, ip_class: ownClass };
    await send('put', `/api/admin/products/${VARIANT}`, form).expect(200);
    expect(await overridden(VARIANT)).toEqual(expect.arrayContaining(['price.fi', 'attributes.ip_class']));

    // The parent's save (a new price, breaks and protection class) no longer reaches those fields.
    const parent = await product(PARENT);
    const parentForm = formOf(parent);
    parentForm.prices = parentForm.prices.map((price) =>
      price.storeId === fi.storeId
        ? { ...price, priceMinor: 9999, tiers: [{ minQuantity: '5', priceMinor: 9000 }] }
        : price,
    );
    parentForm.attributes = { ...parentForm.attributes, ip_class: 'IP20' };
    await send('put', `/api/admin/products/${PARENT}`, parentForm).expect(200);

    const after = await product(VARIANT);
    const afterFi = after.prices.find((price) => price.store === 'fi')!;
    expect(afterFi.priceMinor).toBe(4321);
    expect(afterFi.tiers).toEqual([{ minQuantity: expect.stringMatching(/^10(\.0+)?$/), priceMinor: 4000 }]);
    expect(after.attributeValues.ip_class).toBe(ownClass);
    // The sibling, which changed nothing, follows the parent, breaks included.
    const sibling = await product(SIBLING);
    const siblingFi = sibling.prices.find((price) => price.store === 'fi');
    if (!(await overridden(SIBLING)).includes('price.fi')) {
      expect(siblingFi).toMatchObject({ priceMinor: 9999, tiers: [{ priceMinor: 9000 }] });
    }
    expect(sibling.attributeValues.ip_class).toBe('IP20');
  });

  it('passes the units on to the variants, keeps units changed on a variant, and the solidifier lists them', async () => {
    const parent = await product(PARENT);
    const form = formOf(parent);
    const sales = parent.units.find((unit) => unit.unitId === parent.salesUnitId)!;
    const other = (await get('/api/admin/product-editor-options').expect(200)).body.units.find(
      (unit: { id: number }) => !parent.units.some((own) => own.unitId === unit.id),
    ) as { id: number };
    form.units = [
      { unitId: sales.unitId, conversionFactor: sales.conversionFactor, isDefault: true },
      { unitId: other.id, conversionFactor: '12', isDefault: false },
    ];
    await send('put', `/api/admin/products/${PARENT}`, form).expect(200);

    const siblingUnits = (await product(SIBLING)).units;
    expect(siblingUnits).toContainEqual(
      expect.objectContaining({ unitId: other.id, conversionFactor: '12' }),
    );
    const check = await get(`/admin/coreshop/product-variant-solidifier/check/${SIBLING}`).expect(200);
    expect(check.body.data.inherited).toContainEqual(
      expect.objectContaining({
        field: 'units',
        value: expect.arrayContaining([
          expect.objectContaining({
            unitId: other.id,
            conversionFactor: expect.stringMatching(/^12(\.0+)?$/),
          }),
        ]),
      }),
    );

    // The variant gives the further unit another factor: the parent's next save leaves it so.
    const variantForm = formOf(await product(VARIANT));
    variantForm.units = variantForm.units.map((unit) =>
      unit.unitId === other.id ? { ...unit, conversionFactor: '24' } : unit,
    );
    await send('put', `/api/admin/products/${VARIANT}`, variantForm).expect(200);
    expect(await overridden(VARIANT)).toContain('units');
    await send('put', `/api/admin/products/${PARENT}`, formOf(await product(PARENT))).expect(200);
    expect((await product(VARIANT)).units).toContainEqual(
      expect.objectContaining({ unitId: other.id, conversionFactor: expect.stringMatching(/^24(\.0+)?$/) }),
    );
  });

  it('answers a product or category write in the back-office language the request names', async () => {
    const parent = await product(PARENT);
    const finnish = (await get(`/api/admin/products/${PARENT}?locale=fi`).expect(200)).body
      .category as string;
    expect(finnish).not.toBe(parent.category);
    const saved = await send('put', `/api/admin/products/${PARENT}?locale=fi`, formOf(parent)).expect(200);
    expect(saved.body.category).toBe(finnish);
    const english = await send('put', `/api/admin/products/${PARENT}`, formOf(parent)).expect(200);
    expect(english.body.category).toBe(parent.category);

    const category = await get(`/api/admin/categories/${parent.categoryId as number}?locale=fi`).expect(200);
    const inEnglish = await get(`/api/admin/categories/${parent.categoryId as number}`).expect(200);
    expect(category.body.name).not.toBe(inEnglish.body.name);
    const updated = await send('put', `/api/admin/categories/${category.body.id}?locale=fi`, {
      code: category.body.code,
    }).expect(200);
    expect(updated.body.name).toBe(category.body.name);
  });
});
