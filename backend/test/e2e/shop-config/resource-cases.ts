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
  change: (n) => ({ conversionFactor: `${24 + n}.5`, precision: 1 }),
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

/** The id of a seeded row, read straight from the database (the cases refer to the demo countries). */
async function seededId(api: CaseApi, query: string, values: unknown[]): Promise<number> {
  return api.testApp.withClient(async (client) => {
    const { rows } = await client.query<{ id: number }>(query, values);
    if (!rows[0]) throw new Error(`Nothing found by ${query}`);
    return rows[0].id;
  });
}

export const taxRates: ResourceCase = {
  specName: 'tax_rates',
  restName: 'tax-rates',
  async valid(n) {
    return { name: `Test VAT ${n}`, rate: '24.000', active: true };
  },
  change: () => ({ rate: '13.500', active: false }),
  searchField: 'name',
  async bad(n) {
    return [
      { why: 'no name', body: { rate: '24.000' }, field: 'name' },
      { why: 'no rate', body: { name: `Bad VAT ${n}` }, field: 'rate' },
      { why: 'a rate as a word', body: { name: `Bad VAT ${n}`, rate: 'high' }, field: 'rate' },
      { why: 'a rate of 100 % or more', body: { name: `Bad VAT ${n}`, rate: '100.000' }, field: 'rate' },
      { why: 'a negative rate', body: { name: `Bad VAT ${n}`, rate: '-5' }, field: 'rate' },
      { why: 'active as text', body: { name: `Bad VAT ${n}`, rate: '10', active: 'yes' }, field: 'active' },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toUpperCase(), rate: '10.000' };
  },
};

async function countryId(api: CaseApi, isoCode: string): Promise<number> {
  return seededId(api, 'select id from country where iso_code = $1', [isoCode]);
}

export const taxRuleGroups: ResourceCase = {
  specName: 'tax_rule_groups',
  restName: 'tax-rule-groups',
  async valid(n, api) {
    const standard = await api.create('tax-rates', { name: `Group ${n} standard`, rate: '24.000' });
    const extra = await api.create('tax-rates', { name: `Group ${n} extra`, rate: '1.500' });
    return {
      name: `Test tax group ${n}`,
      active: true,
      rules: [
        {
          countryId: await countryId(api, 'FI'),
          stateId: null,
          taxRateId: standard.id,
          behavior: 'only_this',
        },
        { countryId: await countryId(api, 'SE'), stateId: null, taxRateId: standard.id, behavior: 'combine' },
        {
          countryId: await countryId(api, 'SE'),
          stateId: null,
          taxRateId: extra.id,
          behavior: 'one_after_another',
        },
        { countryId: null, stateId: null, taxRateId: extra.id, behavior: 'only_this' },
      ],
    };
  },
  change: () => ({ active: false, rules: [] }),
  searchField: 'name',
  async bad(n, api) {
    const rate = await api.create('tax-rates', { name: `Bad group ${n} rate`, rate: '10.000' });
    const fi = await countryId(api, 'FI');
    const name = `Bad tax group ${n}`;
    return [
      { why: 'no name', body: { rules: [] }, field: 'name' },
      { why: 'rules not a list', body: { name, rules: 'FI 24 %' }, field: 'rules' },
      {
        why: 'a rule without a rate',
        body: { name, rules: [{ countryId: fi }] },
        field: 'rules.0.taxRateId',
      },
      {
        why: 'a rule with an unknown behaviour',
        body: { name, rules: [{ countryId: fi, taxRateId: rate.id, behavior: 'sometimes' }] },
        field: 'rules.0.behavior',
      },
      {
        why: 'a rule with an unknown tax rate',
        body: { name, rules: [{ countryId: fi, taxRateId: 999999 }] },
        field: 'taxRateId',
      },
      {
        why: 'a rule with an unknown country',
        body: { name, rules: [{ countryId: 999999, taxRateId: rate.id }] },
        field: 'countryId',
      },
      {
        why: 'a country id as text',
        body: { name, rules: [{ countryId: 'FI', taxRateId: rate.id }] },
        field: 'rules.0.countryId',
      },
    ];
  },
  async duplicate(existing) {
    return { name: ` ${String(existing.name).toLowerCase()} `, rules: [] };
  },
};

export const exchangeRates: ResourceCase = {
  specName: 'exchange_rates',
  restName: 'exchange-rates',
  async valid(n, api) {
    const from = await api.create('currencies', {
      isoCode: `R${letters(n, 2)}`,
      name: `From ${n}`,
      symbol: 'r',
    });
    const to = await api.create('currencies', { isoCode: `S${letters(n, 2)}`, name: `To ${n}`, symbol: 's' });
    return { fromCurrencyId: from.id, toCurrencyId: to.id, rate: '11.0525' };
  },
  change: () => ({ rate: '10.95' }),
  searchField: 'rate',
  async bad(n, api) {
    const from = await api.create('currencies', {
      isoCode: `T${letters(n, 2)}`,
      name: `Bad ${n}`,
      symbol: 't',
    });
    const euro = await seededId(api, "select id from currency where iso_code = 'EUR'", []);
    return [
      { why: 'no rate', body: { fromCurrencyId: from.id, toCurrencyId: euro }, field: 'rate' },
      { why: 'no currency to', body: { fromCurrencyId: from.id, rate: '2' }, field: 'toCurrencyId' },
      {
        why: 'a rate as a number word',
        body: { fromCurrencyId: from.id, toCurrencyId: euro, rate: 'ten' },
        field: 'rate',
      },
      { why: 'a zero rate', body: { fromCurrencyId: from.id, toCurrencyId: euro, rate: '0' }, field: 'rate' },
      {
        why: 'an unknown currency',
        body: { fromCurrencyId: 999999, toCurrencyId: euro, rate: '2' },
        field: 'fromCurrencyId',
      },
      {
        why: 'a currency id as text',
        body: { fromCurrencyId: 'EUR', toCurrencyId: euro, rate: '2' },
        field: 'fromCurrencyId',
      },
    ];
  },
  async duplicate(existing) {
    return { fromCurrencyId: existing.fromCurrencyId, toCurrencyId: existing.toCurrencyId, rate: '3' };
  },
};

export const addressIdentifiers: ResourceCase = {
  specName: 'address_identifiers',
  restName: 'address-identifiers',
  async valid(n) {
    return { name: `pickup_${n}`, active: true };
  },
  change: () => ({ active: false }),
  searchField: 'name',
  async bad() {
    return [
      { why: 'no name', body: { active: true }, field: 'name' },
      { why: 'a name with spaces', body: { name: 'drop off' }, field: 'name' },
      { why: 'a name as a number', body: { name: 42 }, field: 'name' },
      { why: 'active as text', body: { name: 'valid_name', active: 'no' }, field: 'active' },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name) };
  },
};

function storeBody(n: number) {
  return {
    code: `t${letters(n, 3).toLowerCase()}`,
    name: `Test store ${n}`,
    country: 'SE',
    defaultLocale: 'sv',
    locales: ['sv', 'en'],
    currency: 'SEK',
    position: 50,
    salesEmail: `sales-${n}@example.com`,
    guestCheckout: true,
    orderNumberPrefix: `T${n}`,
    termsOfDelivery: 'DAP Incoterms® 2020',
    termsOfPayment: '30 dagar netto',
  };
}

export const stores: ResourceCase = {
  specName: 'stores',
  restName: 'stores',
  async valid(n, api) {
    const group = await seededId(api, "select id from tax_rule_group where name = 'Standard'", []);
    return { ...storeBody(n), defaultTaxRuleGroupId: group };
  },
  change: (n) => ({
    name: `Renamed store ${n}`,
    currency: 'EUR',
    guestCheckout: false,
    locales: ['sv', 'fi'],
    seller: {
      legalName: `Store ${n} Oy`,
      street: 'Tikkurilantie 136',
      postcode: '01530',
      city: 'Vantaa',
      country: 'FI',
      businessId: '2817654-2',
      vatId: 'FI28176542',
      phone: '+358 9 4250 3100',
      email: 'sales@example.test',
      iban: 'FI59 4053 0020 1188 45',
      bic: 'NDEAFIHH',
    },
    paymentTerms: { fi: '14 päivää netto', sv: '14 dagar netto' },
    deliveryTerms: {
      fi: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
      sv: 'DAP Incoterms® 2020, leverans från vårt lager i Vanda',
    },
  }),
  searchField: 'name',
  async bad(n) {
    const { code: _code, ...withoutCode } = storeBody(n);
    const body = storeBody(n);
    return [
      { why: 'no code', body: withoutCode, field: 'code' },
      { why: 'a code with capitals and spaces', body: { ...body, code: 'My Store' }, field: 'code' },
      { why: 'an unknown language', body: { ...body, locales: ['sv', 'xx'] }, field: 'locales' },
      {
        why: 'a default language it does not speak',
        body: { ...body, defaultLocale: 'fi' },
        field: 'defaultLocale',
      },
      { why: 'an unknown currency', body: { ...body, currency: 'ZZZ' }, field: 'currency' },
      { why: 'an unknown country', body: { ...body, country: 'ZZ' }, field: 'country' },
      { why: 'guest checkout as text', body: { ...body, guestCheckout: 'yes' }, field: 'guestCheckout' },
      { why: 'a bad sales e-mail', body: { ...body, salesEmail: 'sales at shop' }, field: 'salesEmail' },
      {
        why: 'payment terms in an unknown language',
        body: { ...body, paymentTerms: { xx: '14 days' } },
        field: 'paymentTerms',
      },
      {
        why: 'delivery terms in an unknown language',
        body: { ...body, deliveryTerms: { xx: 'DAP' } },
        field: 'deliveryTerms',
      },
      {
        why: 'an unknown tax rule group',
        body: { ...body, defaultTaxRuleGroupId: 999999 },
        field: 'defaultTaxRuleGroupId',
      },
    ];
  },
  async duplicate(existing, n) {
    return { ...storeBody(n), code: String(existing.code) };
  },
};

/** A store of its own per row, so that each override is the only one of its key. */
export const storeWordings: ResourceCase = {
  specName: 'store_wordings',
  restName: 'store-wordings',
  async valid(n, api) {
    const store = await api.create('stores', storeBody(n + 9000));
    return { storeId: store.id, locale: 'sv', key: 'storeWording.deliveryNote', value: `Vi levererar ${n}` };
  },
  change: (n) => ({ value: `Vi levererar på tisdagar ${n}`, key: 'storeWording.vatNotice' }),
  searchField: 'value',
  async bad(n, api) {
    const store = await api.create('stores', storeBody(n + 9000));
    const body = { storeId: store.id, locale: 'sv', key: 'storeWording.deliveryNote', value: 'Vi levererar' };
    const { key: _key, ...withoutKey } = body;
    return [
      {
        why: 'a key the storefront does not have',
        body: { ...body, key: 'checkout.vatNotice' },
        field: 'key',
      },
      { why: 'a message group, not a text', body: { ...body, key: 'minicart' }, field: 'key' },
      { why: 'no key', body: withoutKey, field: 'key' },
      { why: 'a blank value', body: { ...body, value: '  ' }, field: 'value' },
      { why: 'a language the store does not speak', body: { ...body, locale: 'fi' }, field: 'locale' },
      { why: 'an unknown language', body: { ...body, locale: 'de' }, field: 'locale' },
      { why: 'an unknown store', body: { ...body, storeId: 999999 }, field: 'storeId' },
    ];
  },
  async duplicate(existing) {
    return { storeId: existing.storeId, locale: existing.locale, key: existing.key, value: 'Toinen' };
  },
};

export const configurations: ResourceCase = {
  specName: 'configurations',
  restName: 'configurations',
  async valid(n, api) {
    const store = await api.create('stores', storeBody(n + 500));
    return { key: 'cart.restock_lead_days', storeId: store.id, value: 10 };
  },
  change: () => ({ value: 21 }),
  searchField: 'key',
  async bad(n, api) {
    const store = await api.create('stores', storeBody(n + 500));
    return [
      { why: 'no key', body: { storeId: store.id, value: 10 }, field: 'key' },
      { why: 'an unknown key', body: { key: 'shop.colour', storeId: store.id, value: 10 }, field: 'key' },
      { why: 'no value', body: { key: 'cart.restock_lead_days', storeId: store.id }, field: 'value' },
      {
        why: 'a number of days as text',
        body: { key: 'cart.restock_lead_days', storeId: store.id, value: 'ten' },
        field: 'value',
      },
      {
        why: 'a number of days out of range',
        body: { key: 'cart.restock_lead_days', storeId: store.id, value: 400 },
        field: 'value',
      },
      {
        why: 'a weekday that does not exist',
        body: { key: 'checkout.delivery_weekdays', storeId: store.id, value: [1, 8] },
        field: 'value',
      },
      {
        why: 'an unknown store',
        body: { key: 'cart.restock_lead_days', storeId: 999999, value: 10 },
        field: 'storeId',
      },
    ];
  },
  async duplicate(existing) {
    return { key: existing.key, storeId: existing.storeId, value: 30 };
  },
};

const shippingRuleRows = {
  conditions: [{ type: 'countries', countryCodes: ['FI'] }],
  actions: [{ type: 'shipping_price', amountMinor: 990 }],
};

export const shippingRules: ResourceCase = {
  specName: 'shipping_rules',
  restName: 'shipping-rules',
  async valid(n) {
    return { name: `Finland parcels ${n}`, ...shippingRuleRows };
  },
  change: (n) => ({
    name: `Renamed parcels ${n}`,
    active: false,
    actions: [{ type: 'shipping_price', amountMinor: 1290 }],
  }),
  searchField: 'name',
  async bad(n) {
    return [
      { why: 'no name', body: shippingRuleRows, field: 'name' },
      {
        why: 'a discount, which shipping rules do not give',
        body: { name: `Bad ${n}`, actions: [{ type: 'discount_percent', percent: '10' }] },
        field: 'actions[0].type',
      },
      {
        why: 'a price as text',
        body: { name: `Bad ${n}`, actions: [{ type: 'shipping_price', amountMinor: 'ten' }] },
        field: 'actions[0].amountMinor',
      },
      {
        why: 'an unknown zone',
        body: { name: `Bad ${n}`, conditions: [{ type: 'zones', zoneIds: [999999] }] },
        field: 'conditions[0].zoneIds',
      },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toUpperCase(), ...shippingRuleRows };
  },
};

export const carriers: ResourceCase = {
  specName: 'carriers',
  restName: 'carriers',
  async valid(n, api) {
    const rule = await api.create('shipping-rules', { name: `Carrier rule ${n}`, ...shippingRuleRows });
    return {
      identifier: `test-carrier-${n}`,
      labels: { en: `Test carrier ${n}`, fi: `Testikuljetus ${n}` },
      refusedUnNumbers: ['UN3480'],
      dangerousGoodsSurchargeMinor: 1500,
      shippingRules: [{ shippingRuleId: rule.id, priority: 1 }],
    };
  },
  change: (n) => ({
    identifier: `renamed-carrier-${n}`,
    refusedUnNumbers: [],
    dangerousGoodsSurchargeMinor: 0,
  }),
  searchField: 'identifier',
  async bad(n) {
    const labels = { en: 'Bad' };
    return [
      { why: 'no identifier', body: { labels }, field: 'identifier' },
      { why: 'no labels', body: { identifier: `bad-${n}` }, field: 'labels' },
      {
        why: 'a UN number that is not a lithium battery',
        body: { identifier: `bad-${n}`, labels, refusedUnNumbers: ['UN1234'] },
        field: 'refusedUnNumbers',
      },
      {
        why: 'a negative surcharge',
        body: { identifier: `bad-${n}`, labels, dangerousGoodsSurchargeMinor: -5 },
        field: 'dangerousGoodsSurchargeMinor',
      },
      {
        why: 'an unknown shipping rule',
        body: { identifier: `bad-${n}`, labels, shippingRules: [{ shippingRuleId: 999999 }] },
        field: 'shippingRules',
      },
      {
        why: 'an unknown tax rule group',
        body: { identifier: `bad-${n}`, labels, taxRuleGroupId: 999999 },
        field: 'taxRuleGroupId',
      },
    ];
  },
  async duplicate(existing) {
    return { identifier: String(existing.identifier).toUpperCase(), labels: { en: 'Copy' } };
  },
};

const paymentRuleRows = {
  conditions: [{ type: 'amount', minMinor: 10_000 }],
  actions: [{ type: 'addition_amount', amountMinor: 250 }],
};

export const paymentProviderRules: ResourceCase = {
  specName: 'payment_provider_rules',
  restName: 'payment-provider-rules',
  async valid(n) {
    return { name: `Above 100 ${n}`, ...paymentRuleRows };
  },
  change: (n) => ({ name: `Renamed payment rule ${n}`, active: false }),
  searchField: 'name',
  async bad(n) {
    return [
      { why: 'no name', body: paymentRuleRows, field: 'name' },
      {
        why: 'a weight condition, which payment rules do not know',
        body: { name: `Bad ${n}`, conditions: [{ type: 'weight', minKg: '1' }] },
        field: 'conditions[0].type',
      },
      {
        why: 'an unknown customer group',
        body: { name: `Bad ${n}`, conditions: [{ type: 'customer_groups', groupIds: [999999] }] },
        field: 'conditions[0].groupIds',
      },
      { why: 'conditions as text', body: { name: `Bad ${n}`, conditions: 'all' }, field: 'conditions' },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toLowerCase(), ...paymentRuleRows };
  },
};

export const paymentProviders: ResourceCase = {
  specName: 'payment_providers',
  restName: 'payment-providers',
  async valid(n, api) {
    const rule = await api.create('payment-provider-rules', {
      name: `Provider rule ${n}`,
      ...paymentRuleRows,
    });
    return {
      identifier: `test-pay-${n}`,
      gateway: 'card',
      labels: { en: `Test card ${n}`, sv: `Testkort ${n}` },
      rules: [{ ruleId: rule.id, priority: 0 }],
    };
  },
  change: (n) => ({ identifier: `renamed-pay-${n}`, testMode: false }),
  searchField: 'identifier',
  async bad(n) {
    const labels = { en: 'Bad' };
    return [
      { why: 'no gateway', body: { identifier: `bad-${n}`, labels }, field: 'gateway' },
      {
        why: 'an unknown gateway',
        body: { identifier: `bad-${n}`, gateway: 'bitcoin', labels },
        field: 'gateway',
      },
      {
        why: 'an identifier with spaces',
        body: { identifier: 'pay by card', gateway: 'card', labels },
        field: 'identifier',
      },
      {
        why: 'an unknown rule',
        body: { identifier: `bad-${n}`, gateway: 'card', labels, rules: [{ ruleId: 999999 }] },
        field: 'rules',
      },
    ];
  },
  async duplicate(existing) {
    return { identifier: String(existing.identifier).toUpperCase(), gateway: 'card', labels: { en: 'Copy' } };
  },
};

const productRuleActions = [{ type: 'discount_percent', percent: '15' }];

export const productPriceRules: ResourceCase = {
  specName: 'product_price_rules',
  restName: 'product-price-rules',
  async valid(n) {
    return {
      name: `Installer discount ${n}`,
      labels: { en: 'Installer price', fi: 'Asentajahinta' },
      priority: 5,
      conditions: [{ type: 'quantity', min: '10' }],
      actions: productRuleActions,
    };
  },
  change: (n) => ({
    name: `Renamed price rule ${n}`,
    priority: 7,
    actions: [{ type: 'discount_amount', amountMinor: 100 }],
  }),
  searchField: 'name',
  async bad(n) {
    return [
      { why: 'no name', body: { actions: productRuleActions }, field: 'name' },
      { why: 'no actions', body: { name: `Bad ${n}` }, field: 'actions' },
      { why: 'an empty action list', body: { name: `Bad ${n}`, actions: [] }, field: 'actions' },
      {
        why: 'free shipping, which product price rules do not give',
        body: { name: `Bad ${n}`, actions: [{ type: 'free_shipping' }] },
        field: 'actions[0].type',
      },
      {
        why: 'a percentage above 100',
        body: { name: `Bad ${n}`, actions: [{ type: 'discount_percent', percent: '150' }] },
        field: 'actions[0].percent',
      },
      {
        why: 'an unknown product',
        body: {
          name: `Bad ${n}`,
          conditions: [{ type: 'products', productIds: [999999] }],
          actions: productRuleActions,
        },
        field: 'conditions[0].productIds',
      },
      {
        why: 'a priority as text',
        body: { name: `Bad ${n}`, priority: 'high', actions: productRuleActions },
        field: 'priority',
      },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toUpperCase(), actions: productRuleActions };
  },
};

const mailSales = [{ type: 'mail', recipient: 'store_sales' }];

export const notificationRules: ResourceCase = {
  specName: 'notification_rules',
  restName: 'notification-rules',
  async valid(n) {
    return {
      name: `Order placed ${n}`,
      type: 'order',
      conditions: [{ type: 'states', states: ['initialized'] }],
      actions: [...mailSales, { type: 'mail', recipient: 'fixed', address: `orders${n}@example.com` }],
    };
  },
  change: (n) => ({ name: `Renamed notification ${n}`, active: false, position: 9 }),
  searchField: 'name',
  async bad(n) {
    return [
      { why: 'no type', body: { name: `Bad ${n}`, actions: mailSales }, field: 'type' },
      {
        why: 'an unknown type',
        body: { name: `Bad ${n}`, type: 'return', actions: mailSales },
        field: 'type',
      },
      {
        why: 'a payment state for an order rule',
        body: {
          name: `Bad ${n}`,
          type: 'order',
          conditions: [{ type: 'states', states: ['paid'] }],
          actions: mailSales,
        },
        field: 'conditions[0].states',
      },
      {
        why: 'a fixed recipient without an address',
        body: { name: `Bad ${n}`, type: 'order', actions: [{ type: 'mail', recipient: 'fixed' }] },
        field: 'actions[0].address',
      },
      { why: 'no mail to send', body: { name: `Bad ${n}`, type: 'order', actions: [] }, field: 'actions' },
      {
        why: 'an unknown store',
        body: {
          name: `Bad ${n}`,
          type: 'order',
          conditions: [{ type: 'stores', storeIds: [999999] }],
          actions: mailSales,
        },
        field: 'conditions[0].storeIds',
      },
    ];
  },
  async duplicate(existing) {
    return { name: String(existing.name).toLowerCase(), type: 'order', actions: mailSales };
  },
};

/** Every resource of the back office's shop configuration, one case each. */
export const RESOURCE_CASES: ResourceCase[] = [
  currencies,
  zones,
  countries,
  states,
  cartPriceRules,
  taxRates,
  taxRuleGroups,
  exchangeRates,
  addressIdentifiers,
  stores,
  storeWordings,
  configurations,
  productUnits,
  productUnitDefinitions,
  indices,
  filters,
  shippingRules,
  carriers,
  paymentProviderRules,
  paymentProviders,
  productPriceRules,
  notificationRules,
];
