/**
 * Conditions and actions of the shop's rules (back-office spec §3: cart price rules, product price rules,
 * shipping rules, payment provider rules), stored as JSON lists on each rule. A rule applies when every one of its
 * conditions holds. Money is in minor units of the store's currency; quantities are decimal strings.
 */
export type RuleCondition =
  | { type: 'customer_groups'; groupIds: number[] }
  | { type: 'companies'; companyIds: number[] }
  | { type: 'stores'; storeIds: number[] }
  | { type: 'countries'; countryCodes: string[] }
  | { type: 'zones'; zoneIds: number[] }
  /** Postcode patterns: an exact code, a prefix ending in `*`, or a range `00100-00990`. */
  | { type: 'postcodes'; patterns: string[] }
  /** Net value of the cart's items, inclusive bounds. */
  | { type: 'amount'; minMinor?: number; maxMinor?: number }
  /** Total quantity of the cart's items (or of the product, for product price rules). */
  | { type: 'quantity'; min?: string; max?: string }
  /** Gross weight of the cart in kg. */
  | { type: 'weight'; minKg?: string; maxKg?: string }
  | { type: 'products'; productIds: number[] }
  | { type: 'categories'; categoryIds: number[] }
  /** Dates as YYYY-MM-DD, inclusive; either end may be open. */
  | { type: 'timespan'; from?: string; to?: string }
  /** Cart price rules only: the cart carries one of the rule's voucher codes. */
  | { type: 'voucher' };

export type RuleConditionType = RuleCondition['type'];

export type RuleAction =
  | { type: 'discount_percent'; percent: string }
  | { type: 'discount_amount'; amountMinor: number }
  /** Product price rules: a fixed unit price. */
  | { type: 'price'; amountMinor: number }
  | { type: 'free_shipping' }
  | { type: 'gift_product'; productId: number }
  /** Shipping rules: the carrier's price when the rule matches. */
  | { type: 'shipping_price'; amountMinor: number }
  /** Shipping and payment provider rules: an amount added on top. */
  | { type: 'addition_amount'; amountMinor: number }
  | { type: 'addition_percent'; percent: string };

export type RuleActionType = RuleAction['type'];

/** Which conditions and actions each kind of rule understands; the back office offers exactly these. */
export const RULE_VOCABULARY = {
  cart_price_rule: {
    conditions: [
      'customer_groups',
      'companies',
      'stores',
      'countries',
      'zones',
      'amount',
      'quantity',
      'products',
      'categories',
      'timespan',
      'voucher',
    ],
    actions: ['discount_percent', 'discount_amount', 'free_shipping', 'gift_product'],
  },
  product_price_rule: {
    conditions: [
      'customer_groups',
      'companies',
      'stores',
      'countries',
      'zones',
      'quantity',
      'products',
      'categories',
      'timespan',
    ],
    actions: ['discount_percent', 'discount_amount', 'price'],
  },
  shipping_rule: {
    conditions: [
      'stores',
      'countries',
      'zones',
      'postcodes',
      'amount',
      'weight',
      'products',
      'categories',
      'customer_groups',
    ],
    actions: ['shipping_price', 'addition_amount', 'addition_percent'],
  },
  payment_provider_rule: {
    conditions: ['customer_groups', 'companies', 'stores', 'countries', 'zones', 'amount'],
    actions: ['addition_amount', 'addition_percent'],
  },
} as const satisfies Record<
  string,
  { conditions: readonly RuleConditionType[]; actions: readonly RuleActionType[] }
>;

export type RuleKind = keyof typeof RULE_VOCABULARY;

/** UN numbers of lithium batteries: carriers that do not accept dangerous goods are not offered for them. */
export const LITHIUM_UN_NUMBERS = ['UN3480', 'UN3481'] as const;

/** Tax rule behaviour when several rules of a group match one country. */
export const TAX_RULE_BEHAVIORS = ['only_this', 'combine', 'one_after_another'] as const;
export type TaxRuleBehavior = (typeof TAX_RULE_BEHAVIORS)[number];

export const PAYMENT_GATEWAYS = ['invoice', 'card'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
