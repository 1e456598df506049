import pg from 'pg';
import { startTestApp, type TestApp } from '../../support/test-app';

interface Node {
  id: number;
  slug: string;
  productCount: number;
  children: Node[];
}

interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

interface Facet {
  param: string;
  attribute: string | null;
  label: string | null;
  unit: string | null;
  values: FacetValue[];
}

interface Listing {
  items: { id: number; brand: string; stockStatus: string }[];
  total: number;
  pageCount: number;
  facets: Facet[];
  activeFilters: { param: string; value: string; label: string; facetLabel: string | null }[];
}

const subtree = (node: Node): number[] => [node.id, ...node.children.flatMap(subtree)];

describe('category listing filters and facet counts', () => {
  let testApp: TestApp;
  let db: pg.Client;
  let batteries: Node;
  let categoryIds: number[];

  const listing = async (query = '', locale = 'en', slug = batteries.slug): Promise<Listing> =>
    (
      await testApp
        .http()
        .get(`/api/shop/categories/${encodeURIComponent(slug)}/products?locale=${locale}&perPage=96${query}`)
        .expect(200)
    ).body;

  const facet = (body: Listing, param: string, attribute: string | null = null): Facet => {
    const found = body.facets.find((group) => group.param === param && group.attribute === attribute);
    if (!found) throw new Error(`no ${param} ${attribute ?? ''} facet`);
    return found;
  };

  const counts = (group: Facet) =>
    Object.fromEntries(group.values.map((value) => [value.value, value.count]));

  /** Counts straight from the table: `select <key>, count(*) … where <condition>`, keyed by the value as text. */
  const directCounts = async (key: string, condition = 'true', values: unknown[] = []) => {
    const { rows } = await db.query<{ key: string; count: number }>(
      `select ${key}::text as key, count(*)::int as count from product p
       where p.active and p.category_id = any($1::int[]) and ${condition} group by 1`,
      [categoryIds, ...values],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.count]));
  };

  beforeAll(async () => {
    testApp = await startTestApp({ products: 400 });
    db = new pg.Client({ connectionString: testApp.databaseUrl });
    await db.connect();
    const tree: Node[] = (await testApp.http().get('/api/shop/categories?locale=en').expect(200)).body;
    batteries = tree.find((node) => node.slug === 'batteries') as Node;
    categoryIds = subtree(batteries);
  });

  afterAll(async () => {
    await db.end();
    await testApp.close();
  });

  it('counts each brand, stock status, subcategory and attribute value as a direct count does', async () => {
    const body = await listing();
    expect(body.total).toBe(batteries.productCount);
    expect(counts(facet(body, 'brandIds'))).toEqual(await directCounts('p.brand_id'));
    expect(counts(facet(body, 'stockStatusIds'))).toEqual(await directCounts('p.stock_status'));
    expect(counts(facet(body, 'productLineIds'))).toEqual(
      await directCounts('p.product_line_id', 'p.product_line_id is not null'),
    );
    const chemistry = await directCounts(`'chemistry:' || (p.attributes ->> 'chemistry')`);
    expect(counts(facet(body, 'attributeIds', 'chemistry'))).toEqual(chemistry);
    const subcategories = facet(body, 'parentCategoryIds');
    expect(subcategories.values.reduce((sum, value) => sum + value.count, 0)).toBe(body.total);
    expect(body.activeFilters).toEqual([]);
  });

  it('narrows the list to a brand and still counts the other brands', async () => {
    const unfiltered = await listing();
    const [brand, other] = facet(unfiltered, 'brandIds').values;
    const body = await listing(`&brandIds=${brand?.value}`);
    expect(body.total).toBe(brand?.count);
    expect(new Set(body.items.map((item) => item.brand))).toEqual(new Set([brand?.label]));
    const brands = facet(body, 'brandIds');
    expect(counts(brands)).toEqual(counts(facet(unfiltered, 'brandIds')));
    expect(brands.values.find((value) => value.value === other?.value)?.selected).toBe(false);
    expect(brands.values.find((value) => value.value === brand?.value)?.selected).toBe(true);
    expect(body.activeFilters).toEqual([
      expect.objectContaining({ param: 'brandIds', value: brand?.value, label: brand?.label }),
    ]);
  });

  it('counts the other groups with the active filters applied', async () => {
    const [brand] = facet(await listing(), 'brandIds').values;
    const body = await listing(`&brandIds=${brand?.value}`);
    expect(counts(facet(body, 'stockStatusIds'))).toEqual(
      await directCounts('p.stock_status', 'p.brand_id = $2', [Number(brand?.value)]),
    );
    expect(counts(facet(body, 'attributeIds', 'size'))).toEqual(
      await directCounts(`'size:' || (p.attributes ->> 'size')`, 'p.brand_id = $2', [Number(brand?.value)]),
    );
  });

  it('combines filters of different groups and offers alternatives within a group', async () => {
    const [first, second] = facet(await listing(), 'brandIds').values;
    const query = `&brandIds=${first?.value}&brandIds=${second?.value}&stockStatusIds=in_stock&attributeIds=chemistry:alkaline`;
    const body = await listing(query);
    const expected = await directCounts(
      `'all'`,
      `p.brand_id = any($2::int[]) and p.stock_status = 'in_stock' and p.attributes ->> 'chemistry' = 'alkaline'`,
      [[Number(first?.value), Number(second?.value)]],
    );
    expect(body.total).toBe(expected.all ?? 0);
    expect(body.items.every((item) => item.stockStatus === 'in_stock')).toBe(true);
    // The chemistry group is counted without its own filter, with the brand and stock filters.
    expect(counts(facet(body, 'attributeIds', 'chemistry'))).toEqual(
      await directCounts(
        `'chemistry:' || (p.attributes ->> 'chemistry')`,
        `p.brand_id = any($2::int[]) and p.stock_status = 'in_stock'`,
        [[Number(first?.value), Number(second?.value)]],
      ),
    );
    expect(body.activeFilters.map((filter) => filter.param)).toEqual([
      'stockStatusIds',
      'brandIds',
      'brandIds',
      'attributeIds',
    ]);
  });

  it('restores the counts when a filter is removed', async () => {
    const unfiltered = await listing();
    await listing('&stockStatusIds=in_stock&attributeIds=chemistry:alkaline');
    const again = await listing('&stockStatusIds=in_stock');
    const back = await listing();
    expect(back.facets).toEqual(unfiltered.facets);
    expect(again.total).toBe(counts(facet(unfiltered, 'stockStatusIds')).in_stock);
  });

  it('filters by subcategory with parentCategoryIds and by a numeric attribute', async () => {
    const child = batteries.children[0] as Node;
    const body = await listing(`&parentCategoryIds=${child.id}`);
    expect(body.total).toBe(child.productCount);
    const voltage = facet(body, 'attributeIds', 'voltage');
    expect(voltage.unit).toBe('V');
    const value = voltage.values[0] as FacetValue;
    expect(value.value).toMatch(/^voltage:\d+(\.\d+)?$/);
    const narrowed = await listing(`&parentCategoryIds=${child.id}&attributeIds=${value.value}`);
    expect(narrowed.total).toBe(value.count);
  });

  it("names attributes and options in the shopper's language", async () => {
    const finnish: Node[] = (await testApp.http().get('/api/shop/categories?locale=fi').expect(200)).body;
    const slug = finnish.find((node) => node.id === batteries.id)?.slug;
    const body = await listing('&attributeIds=chemistry:alkaline', 'fi', slug);
    const chemistry = facet(body, 'attributeIds', 'chemistry');
    expect(chemistry.label).toBe('Kemia');
    expect(chemistry.values.find((value) => value.value === 'chemistry:alkaline')?.label).toBe('Alkali');
    expect(body.activeFilters[0]).toEqual(
      expect.objectContaining({ facetLabel: 'Kemia', label: 'Alkali', value: 'chemistry:alkaline' }),
    );
  });

  it.each([
    ['brandIds=abc', 'brandIds must be positive whole numbers'],
    ['brandIds=0', 'brandIds must be positive whole numbers'],
    ['stockStatusIds=sold', 'stockStatusIds must be among in_stock, low_stock, out_of_stock, on_order'],
    ['attributeIds=voltage', 'attributeIds must be written as <attribute code>:<value>, e.g. voltage:1.5'],
    ['attributeIds=colour_of_sky:blue', "attributeIds: no filterable attribute is called 'colour_of_sky'"],
    ['attributeIds=shelf_life:10', "attributeIds: no filterable attribute is called 'shelf_life'"],
    [
      'attributeIds=voltage:high',
      "attributeIds: voltage cannot be 'high'; it takes a number written with a dot",
    ],
    ['parentCategoryIds=1', 'parentCategoryIds: 1 is not a subcategory of this category'],
  ])('refuses %s with a clear message', async (query, message) => {
    const { body } = await testApp
      .http()
      .get(`/api/shop/categories/${batteries.slug}/products?locale=en&${query}`)
      .expect(400);
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.message).toBe(message);
  });

  it('answers with the same few statements whatever the filters and however many values they count', async () => {
    const plain = await testApp.countQueries(() =>
      testApp.http().get(`/api/shop/categories/${batteries.slug}/products?locale=en`).expect(200),
    );
    const filtered = await testApp.countQueries(() =>
      testApp
        .http()
        .get(
          `/api/shop/categories/${batteries.slug}/products?locale=en&brandIds=1&brandIds=2` +
            '&stockStatusIds=in_stock&attributeIds=chemistry:alkaline&attributeIds=size:AA',
        )
        .expect(200),
    );
    // Facet counts with the total (and the catalogue version), and the page; the categories and filterable
    // attributes come from the process's cache, warmed by the earlier listings.
    expect(plain.queries).toBe(2);
    expect(filtered.queries).toBe(2);
    expect(plain.result.body.facets.length).toBeGreaterThan(5);
  });

  it('shows a renamed category and a changed attribute label on the very next listing', async () => {
    await listing();
    const [child] = batteries.children;
    if (!child) throw new Error('batteries has no subcategory');
    const renamed = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `update category_translation set name = name || ' (renamed)'
         where category_id = $1 and locale = 'en' returning name`,
        [child.id],
      );
      await client.query(
        `update family_attribute set labels = labels || '{"en": "Cell chemistry"}' where code = 'chemistry'`,
      );
      return rows[0]?.name;
    });
    const body = await listing();
    expect(facet(body, 'parentCategoryIds').values.map((value) => value.label)).toContain(renamed);
    expect(facet(body, 'attributeIds', 'chemistry').label).toBe('Cell chemistry');
  });

  it('finds, and filters by, a subcategory added after the listing was cached', async () => {
    await listing();
    const id = await testApp.withClient(async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `insert into category (parent_id, code, position) values ($1, 'cache-test', 99) returning id`,
        [batteries.id],
      );
      await client.query(
        `insert into category_translation (category_id, locale, name, slug, description)
         values ($1, 'en', 'Cache test', 'cache-test-en', '')`,
        [rows[0]?.id],
      );
      return rows[0]?.id;
    });
    expect((await listing(`&parentCategoryIds=${id}`)).total).toBe(0);
    expect((await listing('', 'en', 'cache-test-en')).total).toBe(0);
  });
});
