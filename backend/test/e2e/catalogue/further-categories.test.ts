import pg from 'pg';
import { DEMO_ACCOUNTS } from '../../../src/database/seeders/demo-accounts';
import { loginAsAdmin, type AdminAgent } from '../../support/admin-session';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Node {
  id: number;
  slug: string;
  productCount: number;
  children: Node[];
}

interface Facet {
  param: string;
  attribute: string | null;
  values: { value: string; count: number }[];
}

interface Listing {
  items: { id: number }[];
  total: number;
  facets: Facet[];
}

const subtree = (node: Node): number[] => [node.id, ...node.children.flatMap(subtree)];

/** Products in further categories: listed there beside their main category's products, counted once. */
describe('further categories of a product in the shop listings and counts', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let editor: AdminAgent;
  let batteries: Node;
  let lamps: Node;

  const listing = async (slug: string, query = '', sort = ''): Promise<Listing> =>
    (
      await testApp
        .http()
        .get(`/api/shop/categories/${encodeURIComponent(slug)}/products?locale=en&perPage=96${query}${sort}`)
        .expect(200)
    ).body;

  const counts = (body: Listing, param: string, attribute: string | null = null) =>
    Object.fromEntries(
      (body.facets.find((group) => group.param === param && group.attribute === attribute)?.values ?? []).map(
        (value) => [value.value, value.count],
      ),
    );

  /** Straight from the tables: each active product of the categories, by main or further category, once. */
  const listedIds = async (categoryIds: number[], condition = 'true', values: unknown[] = []) =>
    (
      await db.query<{ id: number }>(
        `select p.id from product p
         where p.active and ${condition}
           and (p.category_id = any($1::int[]) or exists (select 1 from product_additional_category a
                where a.product_id = p.id and a.category_id = any($1::int[])))
         order by p.id`,
        [categoryIds, ...values],
      )
    ).rows.map((row) => row.id);

  const directCounts = async (key: string, categoryIds: number[]) => {
    const { rows } = await db.query<{ key: string; count: number }>(
      `select ${key}::text as key, count(*)::int as count from product p
       where p.active and (p.category_id = any($1::int[]) or exists (select 1 from product_additional_category a
             where a.product_id = p.id and a.category_id = any($1::int[])))
       group by 1`,
      [categoryIds],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.count]));
  };

  beforeAll(async () => {
    testApp = await startTestApp({ products: 300 });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    editor = await loginAsAdmin(testApp, DEMO_ACCOUNTS.editor.email, DEMO_ACCOUNTS.editor.password);
    const tree: Node[] = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    batteries = tree.find((node) => node.slug === 'batteries') as Node;
    lamps = tree.find((node) => node.slug === 'lamps') as Node;
    const [first, second] = batteries.children as [Node, Node];
    // Every fifth lamp is also in the first battery subcategory; every seventh battery of the first subcategory
    // is also in the second (counted once in the batteries, in both subcategories); some lamps are in both.
    await db.query(
      `insert into product_additional_category (product_id, category_id)
       select id, $1::int from product where category_id = any($2::int[]) and id % 5 = 0
       union select id, $3::int from product where category_id = $1::int and id % 7 = 0
       union select id, $3::int from product where category_id = any($2::int[]) and id % 10 = 0`,
      [first.id, subtree(lamps), second.id],
    );
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('lists a product in its further categories, each once, in every order and on every page', async () => {
    const expected = await listedIds(subtree(batteries));
    const byId = await listing(batteries.slug);
    expect(byId.total).toBe(expected.length);
    expect(byId.items.map((item) => item.id)).toEqual(expected.slice(0, 96));
    const secondPage = await listing(batteries.slug, '&page=2');
    expect(secondPage.items.map((item) => item.id)).toEqual(expected.slice(96, 192));
    const byName = await listing(batteries.slug, '', '&sort=name');
    expect(byName.total).toBe(expected.length);
    expect(new Set(byName.items.map((item) => item.id)).size).toBe(byName.items.length);

    const first = batteries.children[0] as Node;
    const inFirst = await listing(first.slug);
    expect(inFirst.items.map((item) => item.id)).toEqual((await listedIds(subtree(first))).slice(0, 96));
    expect(inFirst.items.some((item) => expected.includes(item.id))).toBe(true);
    // a lamp listed in batteries
    const lampIds = await listedIds(subtree(lamps), 'p.category_id = any($1::int[])');
    expect(inFirst.items.some((item) => lampIds.includes(item.id))).toBe(true);
  });

  it('counts brands, stock, attributes and subcategories over main and further categories, each product once', async () => {
    const body = await listing(batteries.slug);
    expect(counts(body, 'brandIds')).toEqual(await directCounts('p.brand_id', subtree(batteries)));
    expect(counts(body, 'stockStatusIds')).toEqual(await directCounts('p.stock_status', subtree(batteries)));
    const subcategories = counts(body, 'parentCategoryIds');
    for (const child of batteries.children) {
      const listed = await listedIds(subtree(child));
      expect({ child: child.slug, count: subcategories[String(child.id)] ?? 0 }).toEqual({
        child: child.slug,
        count: listed.length,
      });
    }
  });

  it('filters by a subcategory through further categories, counting the other groups the same way', async () => {
    const second = batteries.children[1] as Node;
    const body = await listing(batteries.slug, `&parentCategoryIds=${second.id}`);
    const expected = await listedIds(subtree(second));
    expect(body.total).toBe(expected.length);
    expect(body.items.map((item) => item.id)).toEqual(expected.slice(0, 96));
    expect(counts(body, 'brandIds')).toEqual(await directCounts('p.brand_id', subtree(second)));
    // the subcategory group is counted without its own filter
    expect(counts(body, 'parentCategoryIds')).toEqual(
      counts(await listing(batteries.slug), 'parentCategoryIds'),
    );
  });

  it('counts further categories in the category tree after a recount', async () => {
    await testApp.withClient(async (client) => {
      const { RECOUNT_CATEGORY_PRODUCTS_SQL } =
        await import('../../../src/modules/catalogue/category-counts.sql');
      await client.query(RECOUNT_CATEGORY_PRODUCTS_SQL);
    });
    const tree: Node[] = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    const counted = tree.find((node) => node.slug === 'batteries') as Node;
    expect(counted.productCount).toBe((await listedIds(subtree(batteries))).length);
  });

  it('saves further categories from the product editor, refusing the main category and unknown ones', async () => {
    const call = (method: 'get' | 'put', url: string) => {
      const request = testApp.http()[method](url).set('Cookie', editor.cookies);
      return method === 'get' ? request : request.set('X-CSRF-Token', editor.csrf);
    };
    const product = (
      await db.query(`select id from product where category_id = $1 and active order by id desc limit 1`, [
        lamps.children[0]!.id,
      ])
    ).rows[0].id as number;
    const shown = (await call('get', `/api/admin/products/${product}`).expect(200)).body;
    const input = await productInput(shown);
    const target = batteries.children[2] as Node;

    const saved = await call('put', `/api/admin/products/${product}`)
      .send({ ...input, additionalCategoryIds: [target.id] })
      .expect(200);
    expect(saved.body.additionalCategoryIds).toEqual([target.id]);
    expect((await listing(target.slug)).items.map((item) => item.id)).toContain(product);
    const audited = await db.query(
      `select details from audit_log where action = 'product.updated' and subject_id = $1 order by id desc limit 1`,
      [product],
    );
    expect(audited.rows[0].details.additionalCategoryIds).toEqual([target.id]);
    // The shop's category counts follow the save itself, with no recount run.
    const tree: Node[] = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    const countOf = (nodes: Node[], id: number): number | undefined =>
      nodes.map((node) => (node.id === id ? node.productCount : countOf(node.children, id))).find(Boolean);
    for (const node of [batteries, target])
      expect(countOf(tree, node.id)).toBe((await listedIds(subtree(node))).length);

    const main = await call('put', `/api/admin/products/${product}`)
      .send({ ...input, additionalCategoryIds: [input.categoryId] })
      .expect(400);
    expect(main.body.details).toEqual([
      { field: 'additionalCategoryIds', reason: 'the main category cannot also be a further category' },
    ]);
    const unknown = await call('put', `/api/admin/products/${product}`)
      .send({ ...input, additionalCategoryIds: [999999] })
      .expect(400);
    expect(unknown.body.details).toEqual([
      { field: 'additionalCategoryIds', reason: 'no category has the id 999999' },
    ]);
    expect(
      (await call('get', `/api/admin/products/${product}`).expect(200)).body.additionalCategoryIds,
    ).toEqual([target.id]);
  });

  /** The editor's own form values of a product, as ProductInputDto takes them. */
  async function productInput(shown: Record<string, unknown>) {
    const translations = shown.translations as {
      locale: string;
      name: string;
      slug: string;
      description: string;
    }[];
    return {
      sku: shown.sku,
      brandId: shown.brandId,
      categoryId: shown.categoryId as number,
      productLineId: shown.productLineId,
      familyId: shown.familyId,
      salesUnitId: shown.salesUnitId,
      stockStatus: shown.stockStatus,
      stockQuantity: shown.stockQuantity,
      minimumOrderQuantity: shown.minimumOrderQuantity,
      quantityIncrement: shown.quantityIncrement,
      attributes: shown.attributeValues,
      translations: translations.map(({ locale, name, slug, description }) => ({
        locale,
        name,
        slug,
        description,
      })),
    };
  }
});
