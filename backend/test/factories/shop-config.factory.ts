import type pg from 'pg';
import type { RuleAction, RuleCondition } from '@tradeshop/shared';
import type { PricingContext, PricingLineInput } from '../../src/modules/pricing/pricing.port';

/*
 * Pricing-model rows for tests, on top of the demo seed (insertCatalogue): prices, agreed prices, rules and
 * vouchers written exactly as the back office would store them.
 */

export async function storeIdOf(client: pg.ClientBase, code: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('select id from store where code = $1', [code]);
  if (!rows[0]) throw new Error(`No store ${code}`);
  return rows[0].id;
}

export async function zoneIdOf(client: pg.ClientBase, name: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>('select id from zone where name = $1', [name]);
  if (!rows[0]) throw new Error(`No zone ${name}`);
  return rows[0].id;
}

/** Sets (or with `priceMinor: null`, removes) a product's price in a store. */
export async function setProductPrice(
  client: pg.ClientBase,
  price: { productId: number; storeCode: string; priceMinor: number | null; surchargeMinor?: number },
): Promise<void> {
  const storeId = await storeIdOf(client, price.storeCode);
  await client.query('delete from product_price where product_id = $1 and store_id = $2', [
    price.productId,
    storeId,
  ]);
  if (price.priceMinor === null) return;
  await client.query(
    'insert into product_price (product_id, store_id, price_minor, surcharge_minor) values ($1, $2, $3, $4)',
    [price.productId, storeId, price.priceMinor, price.surchargeMinor ?? 0],
  );
}

/** What shipping and tax look at on a product: UN number, gross weight (kg) and recycling surcharge code. */
export async function setProductShippingFacts(
  client: pg.ClientBase,
  productId: number,
  facts: { unNumber?: string | null; grossWeight?: string; surchargeCode?: string | null },
): Promise<void> {
  await client.query(
    `update product set
       un_number = case when $2 then $3 else un_number end,
       gross_weight = coalesce($4::numeric, gross_weight),
       surcharge_code = case when $5 then $6 else surcharge_code end
     where id = $1`,
    [
      productId,
      'unNumber' in facts,
      facts.unNumber ?? null,
      facts.grossWeight ?? null,
      'surchargeCode' in facts,
      facts.surchargeCode ?? null,
    ],
  );
}

export async function insertCustomerPrice(
  client: pg.ClientBase,
  price: {
    productId: number;
    storeCode: string;
    companyId?: number;
    customerGroupId?: number;
    priceMinor: number;
    minQuantity?: string;
    validFrom?: string;
    validTo?: string;
  },
): Promise<void> {
  await client.query(
    `insert into customer_price (product_id, store_id, company_id, customer_group_id, price_minor, min_quantity,
       valid_from, valid_to)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      price.productId,
      await storeIdOf(client, price.storeCode),
      price.companyId ?? null,
      price.customerGroupId ?? null,
      price.priceMinor,
      price.minQuantity ?? '1',
      price.validFrom ?? null,
      price.validTo ?? null,
    ],
  );
}

export interface RuleSeed {
  name: string;
  priority?: number;
  active?: boolean;
  conditions?: RuleCondition[];
  actions: RuleAction[];
}

export async function insertProductPriceRule(client: pg.ClientBase, rule: RuleSeed): Promise<void> {
  await client.query(
    `insert into product_price_rule (name, active, priority, conditions, actions) values ($1, $2, $3, $4, $5)`,
    [
      rule.name,
      rule.active ?? true,
      rule.priority ?? 0,
      JSON.stringify(rule.conditions ?? []),
      JSON.stringify(rule.actions),
    ],
  );
}

/** A cart price rule; with `codes` it is a voucher rule unlocked by them. */
export async function insertCartPriceRule(
  client: pg.ClientBase,
  rule: RuleSeed & {
    codes?: { code: string; usageLimit?: number; perCustomerLimit?: number; usedCount?: number }[];
  },
): Promise<number> {
  const isVoucherRule = (rule.codes ?? []).length > 0;
  const conditions = rule.conditions ?? (isVoucherRule ? [{ type: 'voucher' }] : []);
  const { rows } = await client.query<{ id: number }>(
    `insert into cart_price_rule (name, labels, active, is_voucher_rule, priority, conditions, actions)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      rule.name,
      JSON.stringify({ en: rule.name }),
      rule.active ?? true,
      isVoucherRule,
      rule.priority ?? 0,
      JSON.stringify(conditions),
      JSON.stringify(rule.actions),
    ],
  );
  for (const code of rule.codes ?? []) {
    await client.query(
      `insert into voucher_code (cart_price_rule_id, code, usage_limit, per_customer_limit, used_count)
       values ($1, $2, $3, $4, $5)`,
      [rows[0].id, code.code, code.usageLimit ?? null, code.perCustomerLimit ?? null, code.usedCount ?? 0],
    );
  }
  return rows[0].id;
}

/** The first product of a top-level category (e.g. `chargers`), as the seed generated it. */
export async function productInCategory(client: pg.ClientBase, topLevelCode: string): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `select p.id from product p
       join category leaf on leaf.id = p.category_id
       join category top on top.id = leaf.parent_id
     where top.code = $1 order by p.id limit 1`,
    [topLevelCode],
  );
  if (!rows[0]) throw new Error(`No product under ${topLevelCode}`);
  return rows[0].id;
}

export async function salesUnitOf(client: pg.ClientBase, productId: number): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    'select sales_unit_id as id from product where id = $1',
    [productId],
  );
  return rows[0].id;
}

/** A visitor's context in a store, shipping to the store's country unless told otherwise. */
export function pricingContext(storeId: number, overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    storeId,
    customerId: null,
    companyId: null,
    customerGroupIds: [],
    shippingCountry: null,
    shippingPostcode: null,
    voucherCodes: [],
    carrierId: null,
    paymentProviderId: null,
    ...overrides,
  };
}

export function pricingLine(
  lineId: number,
  productId: number,
  unitDefinitionId: number,
  quantity = '1',
): PricingLineInput {
  return { lineId, productId, quantity, unitDefinitionId };
}
