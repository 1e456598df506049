import {
  COUNTRIES,
  LOCALES,
  countryName,
  LOCALE_TAGS,
  type RuleAction,
  type RuleCondition,
  type StoreCode,
} from '@tradeshop/shared';
import type pg from 'pg';
import { DEMO_CUSTOMER_GROUPS } from './customer-groups';
import { seedNotificationRules } from './notification-rules';
import { CATEGORIES, STORES, storeId } from './reference-data';
import { STORE_SELLERS } from './store-sellers';

/*
 * The pricing model's demo configuration (back-office spec §3): currencies, countries and zones, VAT, carriers
 * with their shipping rules, payment providers, cart and product price rules, and store terms. Plain
 * parameterised inserts, so it runs the same on PostgreSQL and on the embedded PGlite.
 */

/** Every table this seed writes; `--reset` empties them together with the seed's other tables. */
export const SHOP_CONFIG_TABLES: readonly string[] = [
  'notification_rule',
  'voucher_code_usage',
  'customer_price',
  'product_price_rule',
  'voucher_code',
  'cart_price_rule',
  'payment_provider_rule_assignment',
  'payment_provider_rule',
  'payment_provider',
  'carrier_shipping_rule',
  'shipping_rule',
  'carrier',
  'tax_rule',
  'tax_rule_group',
  'tax_rate',
  'state',
  'country',
  'zone',
  'exchange_rate',
  'currency',
];

type CurrencyCode = 'EUR' | 'NOK' | 'SEK' | 'DKK';

export const SEED_CURRENCIES: readonly { isoCode: CurrencyCode; name: string; symbol: string }[] = [
  { isoCode: 'EUR', name: 'Euro', symbol: '€' },
  { isoCode: 'NOK', name: 'Norwegian krone', symbol: 'kr' },
  { isoCode: 'SEK', name: 'Swedish krona', symbol: 'kr' },
  { isoCode: 'DKK', name: 'Danish krone', symbol: 'kr.' },
];

/** Units of the currency one euro buys (reference rates of late 2026, rounded). */
export const EUROS_IN: Record<Exclude<CurrencyCode, 'EUR'>, string> = {
  NOK: '11.65000000',
  SEK: '11.05000000',
  DKK: '7.46000000',
};

export const SEED_ZONES = {
  Nordics: ['DK', 'FI', 'IS', 'NO', 'SE'],
  EU: [
    'AT',
    'BE',
    'BG',
    'CY',
    'CZ',
    'DE',
    'EE',
    'ES',
    'FR',
    'GR',
    'HR',
    'HU',
    'IE',
    'IT',
    'LT',
    'LU',
    'LV',
    'MT',
    'NL',
    'PL',
    'PT',
    'RO',
    'SI',
    'SK',
  ],
  'Rest of Europe': ['CH', 'GB', 'LI'],
} as const satisfies Record<string, readonly string[]>;

/** EU members outside the euro area besides Denmark and Sweden (Bulgaria adopted the euro in 2026). */
const EU_WITHOUT_EURO = new Set(['CZ', 'HU', 'PL', 'RO']);
const isEuroCountry = (country: string): boolean =>
  country === 'FI' ||
  ((SEED_ZONES.EU as readonly string[]).includes(country) && !EU_WITHOUT_EURO.has(country));
const NATIONAL_CURRENCY: Partial<Record<string, CurrencyCode>> = { NO: 'NOK', SE: 'SEK', DK: 'DKK' };

/** Standard VAT of each store's country in percent; reduced rates are not needed by the catalogue. */
export const STANDARD_VAT: Record<string, { name: string; rate: string }> = {
  FI: { name: 'FI ALV 25,5 %', rate: '25.500' },
  SE: { name: 'SE moms 25 %', rate: '25.000' },
  NO: { name: 'NO mva 25 %', rate: '25.000' },
  DK: { name: 'DK moms 25 %', rate: '25.000' },
  FR: { name: 'FR TVA 20 %', rate: '20.000' },
  IT: { name: 'IT IVA 22 %', rate: '22.000' },
};
export const STANDARD_TAX_RULE_GROUP = 'Standard';

interface StoreShipping {
  /** Orders at or above this net value ship free by parcel and pallet inside the store's home area. */
  freeShippingFromMinor: number;
  parcel: { label: string; domesticMinor: number; nordicsMinor: number; europeMinor: number };
  palletDomesticMinor: number;
  palletAbroadMinor: number;
  dangerousGoodsSurchargeMinor: number;
  /** Whole-order discount threshold of the automatic wholesale rule. */
  wholesaleFromMinor: number;
  orderNumberPrefix: string;
  termsOfDelivery: string;
  termsOfPayment: string;
}

/** Prices in each store's own currency: parcel and pallet freight, free-freight limits, terms. */
export const STORE_SHIPPING: Record<StoreCode, StoreShipping> = {
  fi: {
    freeShippingFromMinor: 50_000,
    parcel: { label: 'Posti', domesticMinor: 1290, nordicsMinor: 2490, europeMinor: 3490 },
    palletDomesticMinor: 8900,
    palletAbroadMinor: 18_900,
    dangerousGoodsSurchargeMinor: 4500,
    wholesaleFromMinor: 200_000,
    orderNumberPrefix: 'FI',
    termsOfDelivery: 'DAP Incoterms® 2020, toimitus Vantaan varastosta',
    termsOfPayment: '14 päivää netto',
  },
  no: {
    freeShippingFromMinor: 600_000,
    parcel: { label: 'PostNord', domesticMinor: 14_900, nordicsMinor: 29_900, europeMinor: 39_900 },
    palletDomesticMinor: 99_000,
    palletAbroadMinor: 219_000,
    dangerousGoodsSurchargeMinor: 52_000,
    wholesaleFromMinor: 2_300_000,
    orderNumberPrefix: 'NO',
    termsOfDelivery: 'DAP Incoterms® 2020, fortollet levering',
    termsOfPayment: '14 dager netto',
  },
  se: {
    freeShippingFromMinor: 550_000,
    parcel: { label: 'PostNord', domesticMinor: 13_900, nordicsMinor: 27_900, europeMinor: 37_900 },
    palletDomesticMinor: 95_000,
    palletAbroadMinor: 209_000,
    dangerousGoodsSurchargeMinor: 49_500,
    wholesaleFromMinor: 2_200_000,
    orderNumberPrefix: 'SE',
    termsOfDelivery: 'DAP Incoterms® 2020',
    termsOfPayment: '30 dagar netto',
  },
  dk: {
    freeShippingFromMinor: 375_000,
    parcel: { label: 'PostNord', domesticMinor: 9500, nordicsMinor: 18_500, europeMinor: 25_900 },
    palletDomesticMinor: 66_500,
    palletAbroadMinor: 141_000,
    dangerousGoodsSurchargeMinor: 33_500,
    wholesaleFromMinor: 1_500_000,
    orderNumberPrefix: 'DK',
    termsOfDelivery: 'DAP Incoterms® 2020',
    termsOfPayment: 'Netto 30 dage',
  },
  fr: {
    freeShippingFromMinor: 50_000,
    parcel: { label: 'DHL Parcel', domesticMinor: 1390, nordicsMinor: 2990, europeMinor: 2490 },
    palletDomesticMinor: 9500,
    palletAbroadMinor: 16_900,
    dangerousGoodsSurchargeMinor: 4500,
    wholesaleFromMinor: 200_000,
    orderNumberPrefix: 'FR',
    termsOfDelivery: 'DAP Incoterms® 2020',
    termsOfPayment: '30 jours fin de mois',
  },
  it: {
    freeShippingFromMinor: 50_000,
    parcel: { label: 'DHL Parcel', domesticMinor: 1390, nordicsMinor: 2990, europeMinor: 2490 },
    palletDomesticMinor: 9900,
    palletAbroadMinor: 16_900,
    dangerousGoodsSurchargeMinor: 4500,
    wholesaleFromMinor: 200_000,
    orderNumberPrefix: 'IT',
    termsOfDelivery: 'DAP Incoterms® 2020',
    termsOfPayment: '30 giorni data fattura',
  },
  int: {
    freeShippingFromMinor: 100_000,
    parcel: { label: 'DHL Parcel', domesticMinor: 2490, nordicsMinor: 2490, europeMinor: 3490 },
    palletDomesticMinor: 16_900,
    palletAbroadMinor: 21_900,
    dangerousGoodsSurchargeMinor: 4500,
    wholesaleFromMinor: 200_000,
    orderNumberPrefix: 'INT',
    termsOfDelivery: 'FCA Incoterms® 2020, Vantaa',
    termsOfPayment: '14 days net',
  },
};

/** Codes of the demo vouchers; the storefront tests use them. */
export const DEMO_VOUCHERS = { welcome: 'WELCOME10', freeShipping: 'FREESHIP' } as const;

const json = (value: unknown): string => JSON.stringify(value);

function labelsInEveryLocale(label: (locale: string) => string): Record<string, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, label(locale)]));
}

async function insertId(client: pg.ClientBase, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await client.query<{ id: number }>(`${sql} returning id`, values);
  return rows[0].id;
}

/** The reference part: written together with stores and accounts, before any product exists. */
export async function seedShopConfig(
  client: pg.ClientBase,
  options: { demoVouchers: boolean } = { demoVouchers: true },
): Promise<void> {
  const currencyIds = await seedCurrencies(client);
  const zoneIds = await seedCountries(client, currencyIds);
  await seedTaxes(client);
  await seedStoreTerms(client);
  await seedCarriers(client, zoneIds);
  await seedPaymentProviders(client);
  await seedCartPriceRules(client, options.demoVouchers);
  await seedProductPriceRules(client);
  await seedNotificationRules(client);
}

async function seedCurrencies(client: pg.ClientBase): Promise<Map<CurrencyCode, number>> {
  const ids = new Map<CurrencyCode, number>();
  for (const currency of SEED_CURRENCIES) {
    ids.set(
      currency.isoCode,
      await insertId(client, 'insert into currency (iso_code, name, symbol) values ($1, $2, $3)', [
        currency.isoCode,
        currency.name,
        currency.symbol,
      ]),
    );
  }
  const euro = ids.get('EUR');
  for (const [code, rate] of Object.entries(EUROS_IN) as [CurrencyCode, string][]) {
    await client.query(
      `insert into exchange_rate (from_currency_id, to_currency_id, rate)
       values ($1, $2, $3::numeric), ($2, $1, round(1 / $3::numeric, 8))`,
      [euro, ids.get(code), rate],
    );
  }
  return ids;
}

async function seedCountries(
  client: pg.ClientBase,
  currencyIds: Map<CurrencyCode, number>,
): Promise<Map<string, number>> {
  const zoneIds = new Map<string, number>();
  for (const name of Object.keys(SEED_ZONES)) {
    zoneIds.set(name, await insertId(client, 'insert into zone (name) values ($1)', [name]));
  }
  for (const country of COUNTRIES) {
    const zone = Object.entries(SEED_ZONES).find(([, members]) =>
      (members as readonly string[]).includes(country),
    );
    const currency = NATIONAL_CURRENCY[country] ?? (isEuroCountry(country) ? 'EUR' : null);
    await client.query(
      'insert into country (iso_code, labels, zone_id, currency_id) values ($1, $2, $3, $4)',
      [
        country,
        json(
          labelsInEveryLocale((locale) =>
            countryName(country, LOCALE_TAGS[locale as keyof typeof LOCALE_TAGS]),
          ),
        ),
        zone ? zoneIds.get(zone[0]) : null,
        currency ? currencyIds.get(currency) : null,
      ],
    );
  }
  return zoneIds;
}

async function seedTaxes(client: pg.ClientBase): Promise<void> {
  const groupId = await insertId(client, 'insert into tax_rule_group (name) values ($1)', [
    STANDARD_TAX_RULE_GROUP,
  ]);
  let position = 0;
  for (const [country, vat] of Object.entries(STANDARD_VAT)) {
    const rateId = await insertId(client, 'insert into tax_rate (name, rate) values ($1, $2)', [
      vat.name,
      vat.rate,
    ]);
    await client.query(
      `insert into tax_rule (tax_rule_group_id, country_id, tax_rate_id, behavior, position)
       select $1, id, $2, 'only_this', $3 from country where iso_code = $4`,
      [groupId, rateId, position++, country],
    );
  }
  await client.query('update store set default_tax_rule_group_id = $1', [groupId]);
}

async function seedStoreTerms(client: pg.ClientBase): Promise<void> {
  for (const store of STORES) {
    const terms = STORE_SHIPPING[store.code];
    await client.query(
      `update store set order_number_prefix = $2, terms_of_delivery = $3, terms_of_payment = $4,
         guest_checkout = $5
       where code = $1`,
      [
        store.code,
        terms.orderNumberPrefix,
        terms.termsOfDelivery,
        terms.termsOfPayment,
        store.code === 'int',
      ],
    );
    const { seller, paymentTerms, deliveryTerms } = STORE_SELLERS[store.code];
    await client.query(
      'update store set seller = $2, payment_terms = $3, delivery_terms = $4 where code = $1',
      [store.code, json(seller), json(paymentTerms), json(deliveryTerms)],
    );
  }
}

const CARRIER_TEXTS = {
  parcel: (brand: string) =>
    labelsInEveryLocale(
      (locale) =>
        ({
          fi: `${brand} paketti`,
          nb: `${brand} pakke`,
          sv: `${brand} paket`,
          da: `${brand} pakke`,
          fr: `Colis ${brand}`,
          it: `Pacco ${brand}`,
        })[locale] ?? `${brand} parcel`,
    ),
  pallet: labelsInEveryLocale(
    (locale) =>
      ({
        fi: 'DB Schenker lavarahti',
        nb: 'DB Schenker pallefrakt',
        sv: 'DB Schenker pallfrakt',
        da: 'DB Schenker pallefragt',
        fr: 'DB Schenker messagerie palette',
        it: 'DB Schenker trasporto su pallet',
      })[locale] ?? 'DB Schenker pallet freight',
  ),
  pickup: labelsInEveryLocale(
    (locale) =>
      ({
        fi: 'Nouto varastolta',
        nb: 'Henting på lageret',
        sv: 'Hämtning på lagret',
        da: 'Afhentning på lageret',
        fr: "Retrait à l'entrepôt",
        it: 'Ritiro in magazzino',
      })[locale] ?? 'Pick-up at warehouse',
  ),
  parcelDescription: labelsInEveryLocale(
    (locale) =>
      ({
        fi: 'Enintään 30 kg. Ei litiumakkuja (vaarallisia aineita).',
        nb: 'Inntil 30 kg. Ikke litiumbatterier (farlig gods).',
        sv: 'Upp till 30 kg. Inte litiumbatterier (farligt gods).',
        da: 'Op til 30 kg. Ikke lithiumbatterier (farligt gods).',
        fr: "Jusqu'à 30 kg. Pas de batteries au lithium (marchandises dangereuses).",
        it: 'Fino a 30 kg. Niente batterie al litio (merci pericolose).',
      })[locale] ?? 'Up to 30 kg. No lithium batteries (dangerous goods).',
  ),
  palletDescription: labelsInEveryLocale(
    (locale) =>
      ({
        fi: 'Lavatoimitus, myös vaaralliset aineet (lisämaksu).',
        nb: 'Pallelevering, også farlig gods (tillegg).',
        sv: 'Pallleverans, även farligt gods (tillägg).',
        da: 'Pallelevering, også farligt gods (tillæg).',
        fr: 'Livraison sur palette, marchandises dangereuses acceptées (supplément).',
        it: 'Consegna su pallet, anche merci pericolose (supplemento).',
      })[locale] ?? 'Pallet delivery, dangerous goods accepted (surcharge).',
  ),
};

/** Inside its home area a store ships at domestic prices: its country, or the EU for the international store. */
function homeArea(zoneIds: Map<string, number>, country: string | null): RuleCondition {
  return country
    ? { type: 'countries', countryCodes: [country] }
    : { type: 'zones', zoneIds: [zoneIds.get('EU') as number] };
}

async function seedCarriers(client: pg.ClientBase, zoneIds: Map<string, number>): Promise<void> {
  let position = 0;
  for (const store of STORES) {
    const prices = STORE_SHIPPING[store.code];
    const onlyStore: RuleCondition = { type: 'stores', storeIds: [storeId(store.code)] };
    const home = homeArea(zoneIds, store.country);
    const freeFrom: RuleCondition = { type: 'amount', minMinor: prices.freeShippingFromMinor };
    const price = (amountMinor: number): RuleAction[] => [{ type: 'shipping_price', amountMinor }];
    const zone = (name: string): RuleCondition => ({ type: 'zones', zoneIds: [zoneIds.get(name) as number] });
    const upTo30Kg: RuleCondition = { type: 'weight', maxKg: '30' };

    const parcel = await insertCarrier(client, {
      identifier: `${store.code}-parcel`,
      labels: CARRIER_TEXTS.parcel(prices.parcel.label),
      descriptions: CARRIER_TEXTS.parcelDescription,
      trackingUrl:
        prices.parcel.label === 'Posti'
          ? 'https://www.posti.fi/fi/seuranta#/lahetys/{tracking}'
          : prices.parcel.label === 'PostNord'
            ? 'https://tracking.postnord.com/?id={tracking}'
            : 'https://www.dhl.com/en/express/tracking.html?AWB={tracking}',
      acceptsDangerousGoods: false,
      dangerousGoodsSurchargeMinor: 0,
      position: position++,
    });
    await insertShippingRules(client, parcel, store.code, 'parcel', [
      [[onlyStore, home, upTo30Kg, freeFrom], price(0)],
      [[onlyStore, home, upTo30Kg], price(prices.parcel.domesticMinor)],
      [[onlyStore, zone('Nordics'), upTo30Kg], price(prices.parcel.nordicsMinor)],
      [[onlyStore, zone('EU'), upTo30Kg], price(prices.parcel.europeMinor)],
      [[onlyStore, zone('Rest of Europe'), upTo30Kg], price(prices.parcel.europeMinor)],
    ]);

    const pallet = await insertCarrier(client, {
      identifier: `${store.code}-pallet`,
      labels: CARRIER_TEXTS.pallet,
      descriptions: CARRIER_TEXTS.palletDescription,
      trackingUrl: 'https://www.dbschenker.com/app/tracking-public/?refNumber={tracking}',
      acceptsDangerousGoods: true,
      dangerousGoodsSurchargeMinor: prices.dangerousGoodsSurchargeMinor,
      position: position++,
    });
    await insertShippingRules(client, pallet, store.code, 'pallet', [
      [[onlyStore, home, freeFrom], price(0)],
      [[onlyStore, home], price(prices.palletDomesticMinor)],
      [[onlyStore], price(prices.palletAbroadMinor)],
    ]);

    if (store.country) {
      const pickup = await insertCarrier(client, {
        identifier: `${store.code}-pickup`,
        labels: CARRIER_TEXTS.pickup,
        descriptions: {},
        trackingUrl: null,
        acceptsDangerousGoods: true,
        dangerousGoodsSurchargeMinor: 0,
        position: position++,
      });
      await insertShippingRules(client, pickup, store.code, 'pickup', [[[onlyStore, home], price(0)]]);
    }
  }
}

interface CarrierSeed {
  identifier: string;
  labels: Record<string, string>;
  descriptions: Record<string, string>;
  trackingUrl: string | null;
  acceptsDangerousGoods: boolean;
  dangerousGoodsSurchargeMinor: number;
  position: number;
}

function insertCarrier(client: pg.ClientBase, carrier: CarrierSeed): Promise<number> {
  return insertId(
    client,
    `insert into carrier (identifier, labels, descriptions, tracking_url, accepts_dangerous_goods,
       dangerous_goods_surcharge_minor, position)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      carrier.identifier,
      json(carrier.labels),
      json(carrier.descriptions),
      carrier.trackingUrl,
      carrier.acceptsDangerousGoods,
      carrier.dangerousGoodsSurchargeMinor,
      carrier.position,
    ],
  );
}

/** Rules in priority order: the first that matches sets the price. */
async function insertShippingRules(
  client: pg.ClientBase,
  carrierId: number,
  storeCode: StoreCode,
  kind: string,
  rules: [RuleCondition[], RuleAction[]][],
): Promise<void> {
  for (const [index, [conditions, actions]] of rules.entries()) {
    const ruleId = await insertId(
      client,
      'insert into shipping_rule (name, conditions, actions) values ($1, $2, $3)',
      [`${storeCode}-${kind}-${index + 1}`, json(conditions), json(actions)],
    );
    await client.query(
      'insert into carrier_shipping_rule (carrier_id, shipping_rule_id, priority) values ($1, $2, $3)',
      [carrierId, ruleId, index * 10],
    );
  }
}

function groupId(code: string): number {
  const group = DEMO_CUSTOMER_GROUPS.find((candidate) => candidate.code === code);
  if (!group) throw new Error(`No demo customer group ${code}`);
  return group.id;
}

/**
 * Card is always offered. Invoice needs a company that may pay by invoice (checked by the pricing service, as
 * no rule condition can say it) and, by this rule, a trade customer group.
 */
async function seedPaymentProviders(client: pg.ClientBase): Promise<void> {
  const invoice = await insertId(
    client,
    `insert into payment_provider (identifier, gateway, labels, descriptions, test_mode, position)
     values ('invoice', 'invoice', $1, $2, false, 0)`,
    [
      json({
        fi: 'Lasku',
        nb: 'Faktura',
        sv: 'Faktura',
        en: 'Invoice',
        fr: 'Facture',
        it: 'Fattura',
        da: 'Faktura',
      }),
      json({
        fi: 'Maksuehdot yrityksenne sopimuksen mukaan.',
        nb: 'Betalingsbetingelser etter avtalen med firmaet deres.',
        sv: 'Betalningsvillkor enligt ert företags avtal.',
        en: 'Payment terms as agreed with your company.',
        fr: 'Conditions de paiement selon le contrat de votre société.',
        it: 'Condizioni di pagamento secondo il contratto della vostra azienda.',
        da: 'Betalingsbetingelser efter aftalen med jeres firma.',
      }),
    ],
  );
  await client.query(
    `insert into payment_provider (identifier, gateway, labels, descriptions, test_mode, position)
     values ('card', 'card', $1, $2, true, 1)`,
    [
      json({
        fi: 'Maksukortti',
        nb: 'Betalingskort',
        sv: 'Betalkort',
        en: 'Payment card',
        fr: 'Carte bancaire',
        it: 'Carta di pagamento',
        da: 'Betalingskort',
      }),
      json({
        fi: 'Visa, Mastercard',
        nb: 'Visa, Mastercard',
        sv: 'Visa, Mastercard',
        en: 'Visa, Mastercard',
        fr: 'Visa, Mastercard',
        it: 'Visa, Mastercard',
        da: 'Visa, Mastercard, Dankort',
      }),
    ],
  );
  const tradeCustomers: RuleCondition = {
    type: 'customer_groups',
    groupIds: [groupId('installers'), groupId('wholesale')],
  };
  const ruleId = await insertId(
    client,
    'insert into payment_provider_rule (name, conditions, actions) values ($1, $2, $3)',
    ['Invoice for trade customers', json([tradeCustomers]), json([])],
  );
  await client.query(
    'insert into payment_provider_rule_assignment (payment_provider_id, payment_provider_rule_id) values ($1, $2)',
    [invoice, ruleId],
  );
}

async function seedCartPriceRules(client: pg.ClientBase, demoVouchers: boolean): Promise<void> {
  const byThreshold = new Map<number, StoreCode[]>();
  for (const store of STORES) {
    const from = STORE_SHIPPING[store.code].wholesaleFromMinor;
    byThreshold.set(from, [...(byThreshold.get(from) ?? []), store.code]);
  }
  for (const [fromMinor, stores] of byThreshold) {
    const conditions: RuleCondition[] = [
      { type: 'customer_groups', groupIds: [groupId('wholesale')] },
      { type: 'stores', storeIds: stores.map(storeId) },
      { type: 'amount', minMinor: fromMinor },
    ];
    await client.query(
      `insert into cart_price_rule (name, labels, description, priority, conditions, actions)
       values ($1, $2, $3, 10, $4, $5)`,
      [
        `Wholesale 3 % (${stores.join(', ')})`,
        json({
          fi: 'Tukkualennus 3 %',
          nb: 'Grossistrabatt 3 %',
          sv: 'Grossistrabatt 3 %',
          en: 'Wholesale discount 3 %',
          fr: 'Remise grossiste 3 %',
          it: 'Sconto grossista 3 %',
          da: 'Grossistrabat 3 %',
        }),
        'Key accounts (wholesale group) get 3 % off larger orders automatically.',
        json(conditions),
        json([{ type: 'discount_percent', percent: '3' }] satisfies RuleAction[]),
      ],
    );
  }
  if (!demoVouchers) return;

  await insertVoucherRule(client, {
    name: 'Welcome 10 %',
    description: 'First order discount.',
    priority: 20,
    labels: {
      fi: 'Tervetuloalennus 10 %',
      nb: 'Velkomstrabatt 10 %',
      sv: 'Välkomstrabatt 10 %',
      en: 'Welcome discount 10 %',
      fr: 'Remise de bienvenue 10 %',
      it: 'Sconto di benvenuto 10 %',
      da: 'Velkomstrabat 10 %',
    },
    action: { type: 'discount_percent', percent: '10' },
    code: { code: DEMO_VOUCHERS.welcome, usageLimit: null, perCustomerLimit: 1 },
  });
  await insertVoucherRule(client, {
    name: 'Free shipping voucher',
    description: 'Free freight with a voucher code.',
    priority: 30,
    labels: {
      fi: 'Ilmainen toimitus',
      nb: 'Fri frakt',
      sv: 'Fri frakt',
      en: 'Free shipping',
      fr: 'Livraison offerte',
      it: 'Spedizione gratuita',
      da: 'Gratis fragt',
    },
    action: { type: 'free_shipping' },
    code: { code: DEMO_VOUCHERS.freeShipping, usageLimit: 500, perCustomerLimit: null },
  });
}

interface VoucherRuleSeed {
  name: string;
  description: string;
  priority: number;
  labels: Record<string, string>;
  action: RuleAction;
  code: { code: string; usageLimit: number | null; perCustomerLimit: number | null };
}

async function insertVoucherRule(client: pg.ClientBase, rule: VoucherRuleSeed): Promise<void> {
  const ruleId = await insertId(
    client,
    `insert into cart_price_rule (name, labels, description, is_voucher_rule, priority, conditions, actions)
     values ($1, $2, $3, true, $4, $5, $6)`,
    [
      rule.name,
      json(rule.labels),
      rule.description,
      rule.priority,
      json([{ type: 'voucher' }] satisfies RuleCondition[]),
      json([rule.action]),
    ],
  );
  await client.query(
    `insert into voucher_code (cart_price_rule_id, code, usage_limit, per_customer_limit) values ($1, $2, $3, $4)`,
    [ruleId, rule.code.code, rule.code.usageLimit, rule.code.perCustomerLimit],
  );
}

async function seedProductPriceRules(client: pg.ClientBase): Promise<void> {
  const chargers = CATEGORIES.findIndex((category) => category.code === 'chargers') + 1;
  await client.query(
    `insert into product_price_rule (name, labels, priority, conditions, actions) values ($1, $2, 10, $3, $4)`,
    [
      'Installers: chargers 5 % off',
      json({
        fi: 'Asentajahinta',
        nb: 'Installatørpris',
        sv: 'Installatörspris',
        en: 'Installer price',
        fr: 'Prix installateur',
        it: 'Prezzo installatore',
        da: 'Installatørpris',
      }),
      json([
        { type: 'customer_groups', groupIds: [groupId('installers')] },
        { type: 'categories', categoryIds: [chargers] },
      ] satisfies RuleCondition[]),
      json([{ type: 'discount_percent', percent: '5' }] satisfies RuleAction[]),
    ],
  );
}

/**
 * Prices agreed with the demo company (id 1, store fi) on the first products, with a better price from ten
 * units on, and a wholesale group price; written once the products exist, and only once.
 */
export async function seedCustomerPrices(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ seeded: boolean }>(
    'select exists (select 1 from customer_price) as seeded',
  );
  if (rows[0].seeded) return;
  const fi = storeId('fi');
  await client.query(
    `insert into customer_price (product_id, store_id, company_id, price_minor, min_quantity)
     select product_id, store_id, 1, round(price_minor * tier.factor), tier.min_quantity
     from product_price cross join (values (0.85, 1), (0.80, 10)) as tier (factor, min_quantity)
     where store_id = $1 and product_id between 1 and 5 and exists (select 1 from customer_company where id = 1)`,
    [fi],
  );
  await client.query(
    `insert into customer_price (product_id, store_id, customer_group_id, price_minor)
     select product_id, store_id, $1, round(price_minor * 0.9) from product_price
       where product_id between 6 and 10`,
    [groupId('wholesale')],
  );
}
