import pg from 'pg';
import type { DataProvider } from 'ra-core';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';
import { adminDataProvider, ApiError, listen } from './shop-config-client';

interface Facet {
  param: string;
  attribute: string | null;
  values: { value: string; selected: boolean }[];
}

interface Node {
  id: number;
  slug: string;
  children: Node[];
}

const groups = (facets: Facet[]) => facets.map((facet) => facet.attribute ?? facet.param);

describe('catalogue configuration: filters drive the category facets, clone, units and the solidifier', () => {
  let testApp: TestApp;
  let agent: AdminAgent;
  let dataProvider: DataProvider;
  let db: pg.Client;
  let batteries: Node;

  const listing = async (slug: string, query = ''): Promise<Facet[]> =>
    (
      await testApp
        .http()
        .get(`/api/shop/categories/${encodeURIComponent(slug)}/products?locale=en&perPage=12${query}`)
        .expect(200)
    ).body.facets;

  const spec = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
    testApp
      .http()
      [method](`/admin/coreshop/${path}`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf);

  const refusal = async (work: Promise<unknown>): Promise<ApiError> => {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };

  beforeAll(async () => {
    testApp = await startTestApp({ products: 300 });
    const baseUrl = await listen(testApp);
    const { email, password } = DEMO_ACCOUNTS.administrator;
    agent = await loginAsAdmin(testApp, email, password);
    dataProvider = adminDataProvider(baseUrl, agent);
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    const tree: Node[] = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    batteries = tree.find((node) => node.slug === 'batteries') as Node;
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('shows the facet groups a category filter names, in its order, and follows every change at once', async () => {
    const before = await listing(batteries.slug);
    const attributes = before
      .filter((facet) => facet.param === 'attributeIds')
      .map((facet) => facet.attribute!);
    expect(attributes.length).toBeGreaterThanOrEqual(2);
    expect(groups(before)).toContain('brandIds');
    const [first, second] = attributes as [string, string];

    const index = await dataProvider.create('indices', {
      data: { code: 'battery-index', name: 'Batteries', attributeCodes: attributes },
    });
    const filter = await dataProvider.create('filters', {
      data: {
        code: 'battery-facets',
        name: 'Battery facets',
        indexId: index.data.id,
        facets: [
          { param: 'attributeIds', attribute: second },
          { param: 'brandIds', attribute: null },
          { param: 'attributeIds', attribute: first },
        ],
        categoryIds: [batteries.id],
      },
    });
    expect(groups(await listing(batteries.slug))).toEqual([second, 'brandIds', first]);
    // A subcategory without a filter of its own shows its parent's.
    const child = batteries.children[0]!;
    const childGroups = groups(await listing(child.slug));
    expect(childGroups.every((group) => [second, 'brandIds', first].includes(group))).toBe(true);
    expect(childGroups).not.toContain('stockStatusIds');

    // Reordered and one group removed: the very next listing shows it.
    await dataProvider.update('filters', {
      id: filter.data.id,
      data: {
        facets: [
          { param: 'attributeIds', attribute: first },
          { param: 'attributeIds', attribute: second },
        ],
      },
      previousData: filter.data,
    });
    expect(groups(await listing(batteries.slug))).toEqual([first, second]);

    // A group the shopper filters by stays visible (after the configured ones) so it can be removed.
    const brand = before.find((facet) => facet.param === 'brandIds')!.values[0]!.value;
    const filtered = await listing(batteries.slug, `&brandIds=${brand}`);
    expect(groups(filtered)).toEqual([first, second, 'brandIds']);

    // Through the spec door too; then deleting the filter gives the category every group back.
    await spec('post', `filters/save?id=${filter.data.id}`)
      .send({ facets: [{ param: 'stockStatusIds' }] })
      .expect(200);
    expect(groups(await listing(batteries.slug))).toEqual(['stockStatusIds']);
    await spec('delete', `filters/delete?id=${filter.data.id}`).expect(200);
    expect(groups(await listing(batteries.slug))).toEqual(groups(before));
  });

  it('keeps indices and filters consistent: shown attributes stay indexed, a category shows one filter', async () => {
    const facets = await listing(batteries.slug);
    const attribute = facets.find((facet) => facet.param === 'attributeIds')!.attribute!;
    const index = (
      await dataProvider.create('indices', {
        data: { code: 'kept', name: 'Kept', attributeCodes: [attribute] },
      })
    ).data;
    const filter = (
      await dataProvider.create('filters', {
        data: {
          code: 'kept-filter',
          name: 'Kept',
          indexId: index.id,
          facets: [{ param: 'attributeIds', attribute }],
          categoryIds: [batteries.id],
        },
      })
    ).data;

    const dropped = await refusal(
      dataProvider.update('indices', { id: index.id, data: { attributeCodes: [] }, previousData: index }),
    );
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toContain('kept-filter');
    expect(
      (await refusal(dataProvider.delete('indices', { id: index.id, previousData: index }))).status,
    ).toBe(409);

    const claimed = await refusal(
      dataProvider.create('filters', {
        data: { code: 'other', name: 'Other', indexId: index.id, facets: [], categoryIds: [batteries.id] },
      }),
    );
    expect(claimed.status).toBe(409);
    expect(claimed.body.details?.map((detail) => detail.field)).toContain('categoryIds');
    const { rows } = await db.query(`select 1 from product_filter where code = 'other'`);
    expect(rows).toHaveLength(0);

    await dataProvider.delete('filters', { id: filter.id, previousData: filter });
    await dataProvider.delete('indices', { id: index.id, previousData: index });
  });

  it('clones indices and filters under free codes, through both doors', async () => {
    const attribute = (await listing(batteries.slug)).find(
      (facet) => facet.param === 'attributeIds',
    )!.attribute!;
    const index = (
      await dataProvider.create('indices', {
        data: { code: 'source', name: 'Source', attributeCodes: [attribute] },
      })
    ).data;
    const copy = await spec('post', `indices/clone?id=${index.id}`).send({}).expect(200);
    expect(copy.body.data).toMatchObject({
      code: 'source-copy',
      name: 'Copy of Source',
      attributeCodes: [attribute],
    });
    const again = await spec('post', `indices/clone?id=${index.id}`).send({}).expect(200);
    expect(again.body.data.code).toBe('source-copy-2');
    const named = await testApp
      .http()
      .post(`/api/admin/shop-config/indices/${index.id}/clone`)
      .set('Cookie', agent.cookies)
      .set('X-CSRF-Token', agent.csrf)
      .send({ code: 'Named', name: 'Named copy' })
      .expect(201);
    expect(named.body).toMatchObject({ code: 'named', name: 'Named copy' });
    const taken = await spec('post', `indices/clone?id=${index.id}`).send({ code: 'source' });
    expect(taken.status).toBe(409);

    const filter = (
      await dataProvider.create('filters', {
        data: {
          code: 'to-copy',
          name: 'To copy',
          indexId: index.id,
          facets: [{ param: 'attributeIds', attribute }, { param: 'brandIds' }],
          categoryIds: [batteries.id],
        },
      })
    ).data;
    const filterCopy = await spec('post', `filters/clone?id=${filter.id}`).send({}).expect(200);
    expect(filterCopy.body.data).toMatchObject({
      code: 'to-copy-copy',
      indexId: index.id,
      facets: filter.facets,
      // A category shows one filter: the copy starts without categories.
      categoryIds: [],
    });
    await spec('post', 'filters/clone?id=999999').send({}).expect(404);
    await spec('post', 'filters/clone?id=abc').send({}).expect(404);
    await dataProvider.delete('filters', { id: filter.id, previousData: filter });
  });

  it('solidifies what a product inherits from its unit: check reports it, apply stores it on the product', async () => {
    const {
      rows: [product],
    } = await db.query<{
      id: number;
      slug: string;
      sales_unit_id: number;
      identifier: string;
      precision: number;
    }>(
      `select p.id, t.slug, p.sales_unit_id, u.identifier, u.precision
       from product p join product_translation t on t.product_id = p.id and t.locale = 'en'
       join unit_definition u on u.id = p.sales_unit_id where p.active order by p.id limit 1`,
    );
    await db.query(`update product set quantity_conversion_factor = 6 where id = $1`, [product!.id]);
    await db.query(`delete from product_unit where product_id = $1`, [product!.id]);
    const detail = async () =>
      (await testApp.http().get(`/api/shop/products/${product!.slug}?locale=en`).expect(200)).body;
    expect((await detail()).units).toEqual([]);

    const check = await spec('get', `product-variant-solidifier/check/${product!.id}`).expect(200);
    expect(check.body.data).toEqual({
      objectId: product!.id,
      sku: expect.any(String),
      inherited: [
        {
          field: `units.${product!.identifier}`,
          inheritedFrom: expect.stringContaining(product!.identifier),
          value: {
            unit: product!.identifier,
            conversionFactor: '6',
            precision: product!.precision,
            isDefault: true,
          },
        },
      ],
      stored: [],
    });
    // Checking changes nothing.
    expect((await detail()).units).toEqual([]);

    const applied = await spec('put', `product-variant-solidifier/apply/${product!.id}`).expect(200);
    expect(applied.body.data.stored).toEqual(check.body.data.inherited);
    expect(applied.body.data.inherited).toEqual([]);
    expect((await detail()).units).toEqual([
      expect.objectContaining({
        identifier: product!.identifier,
        conversionFactor: '6.000000',
        isDefault: true,
      }),
    ]);
    const definitions = await dataProvider.getList('product-unit-definitions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { productId: product!.id },
    });
    expect(definitions.data).toEqual([
      expect.objectContaining({ unitId: product!.sales_unit_id, conversionFactor: '6', isDefault: true }),
    ]);
    await spec('get', `product-variant-solidifier/check/${product!.id}`).expect(200, {
      success: true,
      data: { objectId: product!.id, sku: check.body.data.sku, inherited: [], stored: [] },
    });

    await spec('get', 'product-variant-solidifier/check/999999').expect(404);
    await spec('get', 'product-variant-solidifier/check/12a').expect(404);
    await spec('put', 'product-variant-solidifier/apply/-3').expect(404);
  });

  it("keeps a product's units coherent: one default, the default and used units stay, precision reaches the shop", async () => {
    const {
      rows: [product],
    } = await db.query<{ id: number; slug: string; sales_unit_id: number }>(
      `select p.id, t.slug, p.sales_unit_id from product p
       join product_translation t on t.product_id = p.id and t.locale = 'en' where p.active order by p.id desc limit 1`,
    );
    await db.query(`delete from product_unit where product_id = $1`, [product!.id]);
    const pallet = (
      await dataProvider.create('product-units', {
        data: { identifier: 'pallet-x', labels: { en: 'pallet' } },
      })
    ).data;
    const base = (
      await dataProvider.create('product-unit-definitions', {
        data: {
          productId: product!.id,
          unitId: product!.sales_unit_id,
          conversionFactor: '1',
          isDefault: true,
        },
      })
    ).data;
    const onPallet = (
      await dataProvider.create('product-unit-definitions', {
        data: { productId: product!.id, unitId: pallet.id, conversionFactor: 480, isDefault: true },
      })
    ).data;
    expect(onPallet).toMatchObject({ conversionFactor: '480', isDefault: true, precision: 0 });
    expect((await dataProvider.getOne('product-unit-definitions', { id: base.id })).data.isDefault).toBe(
      false,
    );

    const defaultDeleted = await refusal(
      dataProvider.delete('product-unit-definitions', { id: onPallet.id, previousData: onPallet }),
    );
    expect(defaultDeleted.status).toBe(409);
    const unitInUse = await refusal(
      dataProvider.delete('product-units', { id: pallet.id, previousData: pallet }),
    );
    expect(unitInUse.status).toBe(409);
    expect(unitInUse.body.message).toContain('product unit definitions');

    // The unit vocabulary's precision is what the product page and the cart's quantity rules read, at once.
    const unit = (await dataProvider.getOne('product-units', { id: product!.sales_unit_id })).data;
    await dataProvider.update('product-units', {
      id: unit.id,
      data: { precision: unit.precision === 2 ? 1 : 2 },
      previousData: unit,
    });
    const detail = (await testApp.http().get(`/api/shop/products/${product!.slug}?locale=en`).expect(200))
      .body;
    expect(detail.salesUnit.precision).toBe(unit.precision === 2 ? 1 : 2);
  });
});
