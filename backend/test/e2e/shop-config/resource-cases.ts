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

/** Every phase-1 resource; phase 2 appends its own. */
export const RESOURCE_CASES: ResourceCase[] = [
  currencies,
  zones,
  countries,
  states,
  cartPriceRules,
  // cfg-ship: carriers, shipping, payment, product price and notification rules
  shippingRules,
  carriers,
  paymentProviderRules,
  paymentProviders,
  productPriceRules,
  notificationRules,
];
