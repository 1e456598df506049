import type { ShopConfigSuite } from './shop-config-client';

/**
 * One entry per shop-configuration resource: the walk through both doors and the bad-input tests read this
 * table, so a new resource adds one entry here (and nothing else in the tests).
 */
export interface ResourceCase {
  specName: string;
  restName: string;
  /** A valid new row, unique per call (`n` grows); may create the rows it refers to through `api`. */
  valid(n: number, api: CaseApi): Promise<Record<string, unknown>>;
  /** A change to save, and the field the list's `q` search finds the row by. */
  change: Record<string, unknown>;
  searchField: string;
  /** Bodies that must be refused with 4xx, nothing stored: each names the field the answer must mention. */
  bad(n: number, api: CaseApi): Promise<BadInput[]>;
  /** The unique field and a body that repeats an existing row's value (409 expected). */
  duplicate?(existing: Record<string, unknown>, n: number, api: CaseApi): Promise<Record<string, unknown>>;
}

export interface BadInput {
  why: string;
  body: Record<string, unknown>;
  field: string;
  status?: number;
}

/** Creates rows a case refers to (through the react-admin door), or anything else through the app. */
export type CaseApi = Pick<ShopConfigSuite, 'create' | 'testApp'>;

const letters = (n: number, length: number) =>
  Array.from({ length }, (_, index) => String.fromCharCode(65 + (Math.floor(n / 26 ** index) % 26))).join('');

export const currencies: ResourceCase = {
  specName: 'currencies',
  restName: 'currencies',
  async valid(n) {
    return { isoCode: `Q${letters(n, 2)}`, name: `Test currency ${n}`, symbol: '¤', fractionDigits: 2 };
  },
  change: { name: 'Renamed currency', fractionDigits: 0 },
  searchField: 'name',
  async bad(n) {
    const iso = `X${letters(n, 2)}`;
    return [
      { why: 'no ISO code', body: { name: 'No code', symbol: '¤' }, field: 'isoCode' },
      { why: 'a four-letter ISO code', body: { isoCode: 'EURO', name: 'x', symbol: '¤' }, field: 'isoCode' },
      { why: 'a blank name', body: { isoCode: iso, name: '  ', symbol: '¤' }, field: 'name' },
      {
        why: 'fraction digits as text',
        body: { isoCode: iso, name: 'x', symbol: '¤', fractionDigits: 'two' },
        field: 'fractionDigits',
      },
      {
        why: 'too many fraction digits',
        body: { isoCode: iso, name: 'x', symbol: '¤', fractionDigits: 9 },
        field: 'fractionDigits',
      },
    ];
  },
  async duplicate(existing) {
    return { isoCode: String(existing.isoCode).toLowerCase(), name: 'Copy', symbol: '¤' };
  },
};

/** A product of its own (the catalogue has no back-office door for products here): the first brand, family, … */
export async function makeProduct(api: CaseApi, sku: string): Promise<number> {
  return api.testApp.withClient(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into product (sku, brand_id, category_id, family_id, sales_unit_id, image, stock_status)
       select $1, (select min(id) from brand), (select min(id) from category where parent_id is not null),
              (select min(id) from product_family), (select min(id) from unit_definition), '/img.png', 'in_stock'
       returning id`,
      [sku],
    );
    return rows[0]!.id;
  });
}

/** Codes of family attributes the seed made. */
export async function attributeCodes(api: CaseApi): Promise<string[]> {
  return api.testApp.withClient(async (client) => {
    const { rows } = await client.query<{ code: string }>(
      `select distinct code from family_attribute where filterable order by code limit 3`,
    );
    return rows.map((row) => row.code);
  });
}

export const productUnits: ResourceCase = {
  specName: 'product_units',
  restName: 'product-units',
  async valid(n) {
    return {
      identifier: `crate-${n}`,
      precision: 0,
      labels: { en: `crate ${n}`, fi: `häkki ${n}`, sv: `back ${n}` },
    };
  },
  change: { precision: 2, labels: { en: 'crate (renamed)', fi: 'häkki' } },
  searchField: 'identifier',
  async bad(n) {
    return [
      { why: 'no identifier', body: { labels: { en: 'x' } }, field: 'identifier' },
      {
        why: 'an identifier with spaces',
        body: { identifier: 'big box', labels: { en: 'x' } },
        field: 'identifier',
      },
      { why: 'no labels', body: { identifier: `u-${n}` }, field: 'labels' },
      {
        why: 'labels in an unknown language',
        body: { identifier: `u-${n}`, labels: { xx: 'x' } },
        field: 'labels',
      },
      {
        why: 'precision as text',
        body: { identifier: `u-${n}`, precision: 'two', labels: { en: 'x' } },
        field: 'precision',
      },
      {
        why: 'precision beyond three decimals',
        body: { identifier: `u-${n}`, precision: 4, labels: { en: 'x' } },
        field: 'precision',
      },
    ];
  },
  async duplicate(existing) {
    return { identifier: String(existing.identifier).toUpperCase(), labels: { en: 'Copy' } };
  },
};

export const productUnitDefinitions: ResourceCase = {
  specName: 'product_unit_definitions',
  restName: 'product-unit-definitions',
  async valid(n, api) {
    const productId = await makeProduct(api, `PUD-${n}`);
    const unit = await api.create('product-units', { identifier: `pud-${n}`, labels: { en: `unit ${n}` } });
    return { productId, unitId: unit.id, conversionFactor: '12', precision: 0, isDefault: false };
  },
  change: { conversionFactor: '24.5', precision: 1 },
  searchField: 'productId',
  async bad(n, api) {
    const productId = await makeProduct(api, `PUD-BAD-${n}`);
    const unit = await api.create('product-units', {
      identifier: `pud-bad-${n}`,
      labels: { en: `unit ${n}` },
    });
    const ok = { productId, unitId: unit.id, conversionFactor: '6' };
    return [
      { why: 'no product', body: { unitId: unit.id, conversionFactor: '6' }, field: 'productId' },
      { why: 'an unknown product', body: { ...ok, productId: 99999999 }, field: 'productId' },
      { why: 'an unknown unit', body: { ...ok, unitId: 99999999 }, field: 'unitId' },
      { why: 'no conversion factor', body: { productId, unitId: unit.id }, field: 'conversionFactor' },
      { why: 'a zero conversion factor', body: { ...ok, conversionFactor: '0' }, field: 'conversionFactor' },
      {
        why: 'a conversion factor as words',
        body: { ...ok, conversionFactor: 'a dozen' },
        field: 'conversionFactor',
      },
      { why: 'precision beyond three decimals', body: { ...ok, precision: 5 }, field: 'precision' },
      { why: 'isDefault as text', body: { ...ok, isDefault: 'yes' }, field: 'isDefault' },
    ];
  },
  async duplicate(existing) {
    return { productId: existing.productId, unitId: existing.unitId, conversionFactor: '3' };
  },
};

export const indices: ResourceCase = {
  specName: 'indices',
  restName: 'indices',
  async valid(n, api) {
    return { code: `index-${n}`, name: `Index ${n}`, attributeCodes: await attributeCodes(api) };
  },
  change: { name: 'Renamed index', attributeCodes: [] },
  searchField: 'code',
  async bad(n) {
    return [
      { why: 'no code', body: { name: 'x' }, field: 'code' },
      { why: 'a code with spaces', body: { code: 'my index', name: 'x' }, field: 'code' },
      { why: 'a blank name', body: { code: `i-${n}`, name: ' ' }, field: 'name' },
      {
        why: 'attribute codes as text',
        body: { code: `i-${n}`, name: 'x', attributeCodes: 'voltage' },
        field: 'attributeCodes',
      },
      {
        why: 'an unknown attribute',
        body: { code: `i-${n}`, name: 'x', attributeCodes: ['no_such_attribute'] },
        field: 'attributeCodes',
      },
    ];
  },
  async duplicate(existing) {
    return { code: String(existing.code).toUpperCase(), name: 'Copy' };
  },
};

export const filters: ResourceCase = {
  specName: 'filters',
  restName: 'filters',
  async valid(n, api) {
    const codes = await attributeCodes(api);
    const index = await api.create('indices', {
      code: `filter-index-${n}`,
      name: `Index ${n}`,
      attributeCodes: codes,
    });
    return {
      code: `filter-${n}`,
      name: `Filter ${n}`,
      indexId: index.id,
      facets: [
        { param: 'brandIds', attribute: null },
        { param: 'attributeIds', attribute: codes[0] },
      ],
      categoryIds: [],
    };
  },
  change: { name: 'Renamed filter', facets: [{ param: 'stockStatusIds', attribute: null }] },
  searchField: 'code',
  async bad(n, api) {
    const index = await api.create('indices', {
      code: `bad-filter-index-${n}`,
      name: 'x',
      attributeCodes: await attributeCodes(api),
    });
    const ok = { code: `f-${n}`, name: 'x', indexId: index.id, facets: [] };
    return [
      { why: 'no index', body: { code: `f-${n}`, name: 'x', facets: [] }, field: 'indexId' },
      { why: 'an unknown index', body: { ...ok, indexId: 99999999 }, field: 'indexId' },
      { why: 'no facets', body: { code: `f-${n}`, name: 'x', indexId: index.id }, field: 'facets' },
      { why: 'an unknown facet group', body: { ...ok, facets: [{ param: 'colourIds' }] }, field: 'facets' },
      {
        why: 'an attribute group without its attribute',
        body: { ...ok, facets: [{ param: 'attributeIds' }] },
        field: 'facets',
      },
      {
        why: 'an attribute the index does not index',
        body: { ...ok, facets: [{ param: 'attributeIds', attribute: 'not_indexed' }] },
        field: 'facets',
      },
      {
        why: 'a group twice',
        body: { ...ok, facets: [{ param: 'brandIds' }, { param: 'brandIds' }] },
        field: 'facets',
      },
      { why: 'an unknown category', body: { ...ok, categoryIds: [99999999] }, field: 'categoryIds' },
      { why: 'categories as text', body: { ...ok, categoryIds: 'all' }, field: 'categoryIds' },
    ];
  },
  async duplicate(existing) {
    return { code: String(existing.code).toUpperCase(), name: 'Copy', indexId: existing.indexId, facets: [] };
  },
};

/** Every phase-1 resource; phase 2 appends its own. */
export const RESOURCE_CASES: ResourceCase[] = [
  currencies,
  productUnits,
  productUnitDefinitions,
  indices,
  filters,
];
