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
  /** A change to save (unique per `n`), and the field the list's `q` search finds the row by. */
  change(n: number): Record<string, unknown>;
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
  change: (n) => ({ name: `Renamed currency ${n}`, fractionDigits: 0 }),
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
  change: (n) => ({
    identifier: `renamed-crate-${n}`,
    precision: 2,
    labels: { en: 'crate (renamed)', fi: 'häkki' },
  }),
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
  change: (n) => ({ conversionFactor: `24.${n}`, precision: 1 }),
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
  change: (n) => ({ code: `renamed-index-${n}`, name: `Renamed index ${n}`, attributeCodes: [] }),
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
  change: (n) => ({
    code: `renamed-filter-${n}`,
    name: `Renamed filter ${n}`,
    facets: [{ param: 'stockStatusIds', attribute: null }],
  }),
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

export const zones: ResourceCase = {
  specName: 'zones',
  restName: 'zones',
  async valid(n) {
    return { name: `Test zone ${n}`, active: true };
  },
  change: (n) => ({ name: `Renamed zone ${n}`, active: false }),
  searchField: 'name',
  async bad() {
    return [
      { why: 'no name', body: { active: true }, field: 'name' },
      { why: 'a name as a number', body: { name: 12 }, field: 'name' },
      { why: 'active as text', body: { name: 'Zone x', active: 'yes' }, field: 'active' },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toUpperCase() };
  },
};

export const countries: ResourceCase = {
  specName: 'countries',
  restName: 'countries',
  async valid(n, api) {
    const zone = await api.create('zones', { name: `Zone of country ${n}` });
    return {
      isoCode: letters(n + 300, 2),
      labels: { en: `Testland ${n}`, fi: `Testimaa ${n}`, sv: `Testland ${n}` },
      active: true,
      zoneId: zone.id,
      currencyId: null,
    };
  },
  change: (n) => ({ labels: { en: `Renamed land ${n}`, fi: 'Uusi nimi' }, active: false, zoneId: null }),
  searchField: 'isoCode',
  async bad(n) {
    const iso = letters(n + 500, 2);
    const labels = { en: 'Nowhere' };
    return [
      { why: 'no ISO code', body: { labels }, field: 'isoCode' },
      { why: 'a three-letter ISO code', body: { isoCode: 'FIN', labels }, field: 'isoCode' },
      { why: 'no names', body: { isoCode: iso }, field: 'labels' },
      {
        why: 'a name in an unknown language',
        body: { isoCode: iso, labels: { de: 'Nirgends' } },
        field: 'labels',
      },
      { why: 'an unknown zone', body: { isoCode: iso, labels, zoneId: 999999 }, field: 'zoneId' },
      { why: 'an unknown currency', body: { isoCode: iso, labels, currencyId: 999999 }, field: 'currencyId' },
      { why: 'a zone id as text', body: { isoCode: iso, labels, zoneId: 'nordics' }, field: 'zoneId' },
    ];
  },
  async duplicate(existing) {
    return { isoCode: String(existing.isoCode).toLowerCase(), labels: { en: 'Copy' } };
  },
};

export const states: ResourceCase = {
  specName: 'states',
  restName: 'states',
  async valid(n, api) {
    const country = await api.create('countries', {
      isoCode: letters(n + 700, 2),
      labels: { en: `State land ${n}` },
    });
    return { countryId: country.id, isoCode: letters(n, 3), name: `Test state ${n}`, active: true };
  },
  change: (n) => ({ name: `Renamed state ${n}`, active: false }),
  searchField: 'name',
  async bad(n) {
    return [
      { why: 'no country', body: { isoCode: 'AB', name: 'x' }, field: 'countryId' },
      {
        why: 'an unknown country',
        body: { countryId: 999999, isoCode: 'AB', name: 'x' },
        field: 'countryId',
      },
      {
        why: 'a country id as text',
        body: { countryId: 'FI', isoCode: 'AB', name: 'x' },
        field: 'countryId',
      },
      { why: 'no name', body: { countryId: 1, isoCode: letters(n, 2) }, field: 'name' },
      { why: 'a code with spaces', body: { countryId: 1, isoCode: 'A B', name: 'x' }, field: 'isoCode' },
    ];
  },
  async duplicate(existing) {
    return { countryId: existing.countryId, isoCode: String(existing.isoCode).toLowerCase(), name: 'Copy' };
  },
};

export const cartPriceRules: ResourceCase = {
  specName: 'cart_price_rules',
  restName: 'cart-price-rules',
  async valid(n, api) {
    const zone = await api.create('zones', { name: `Zone of rule ${n}` });
    return {
      name: `Test rule ${n}`,
      description: 'Ten percent off large carts',
      labels: { en: 'Spring offer', fi: 'Kevättarjous' },
      active: true,
      isVoucherRule: false,
      priority: 5,
      stopPropagation: false,
      conditions: [
        { type: 'amount', minMinor: 10000 },
        { type: 'zones', zoneIds: [zone.id] },
        { type: 'timespan', from: '2026-01-01', to: '2030-12-31' },
      ],
      actions: [{ type: 'discount_percent', percent: '10' }],
    };
  },
  change: (n) => ({
    name: `Renamed rule ${n}`,
    priority: 1,
    conditions: [{ type: 'voucher' }],
    actions: [{ type: 'discount_amount', amountMinor: 500 }, { type: 'free_shipping' }],
  }),
  searchField: 'name',
  async bad(n) {
    const name = `Bad rule ${n}`;
    const actions = [{ type: 'discount_percent', percent: '10' }];
    return [
      { why: 'no name', body: { actions }, field: 'name' },
      { why: 'no actions', body: { name }, field: 'actions' },
      { why: 'an empty action list', body: { name, actions: [] }, field: 'actions' },
      { why: 'priority as text', body: { name, actions, priority: 'high' }, field: 'priority' },
      {
        why: 'a condition type rules of this kind do not know',
        body: { name, actions, conditions: [{ type: 'postcodes', patterns: ['00100'] }] },
        field: 'conditions[0].type',
      },
      {
        why: 'a percentage above 100',
        body: { name, actions: [{ type: 'discount_percent', percent: '150' }] },
        field: 'actions[0].percent',
      },
      {
        why: 'an amount as text',
        body: { name, actions: [{ type: 'discount_amount', amountMinor: '5 €' }] },
        field: 'actions[0].amountMinor',
      },
      {
        why: 'an unknown customer group',
        body: { name, actions, conditions: [{ type: 'customer_groups', groupIds: [999999] }] },
        field: 'conditions[0].groupIds',
      },
      {
        why: 'an unknown gift product',
        body: { name, actions: [{ type: 'gift_product', productId: 999999 }] },
        field: 'actions[0].productId',
      },
      {
        why: 'a date range that ends before it starts',
        body: { name, actions, conditions: [{ type: 'timespan', from: '2027-05-01', to: '2027-04-01' }] },
        field: 'conditions[0].to',
      },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toUpperCase(), actions: [{ type: 'free_shipping' }] };
  },
};

/** Every phase-1 resource; phase 2 appends its own. */
export const RESOURCE_CASES: ResourceCase[] = [
  currencies,
  zones,
  countries,
  states,
  cartPriceRules,
  productUnits,
  productUnitDefinitions,
  indices,
  filters,
];
