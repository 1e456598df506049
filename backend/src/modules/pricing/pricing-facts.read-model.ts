import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { queryPrepared, queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import { ConfigurationCache } from '../../read-cache/configuration-cache';
import type { PriceListProductRow } from './engine/buyer-prices';
import type { AgreedPrice } from './engine/unit-price';
import type { TaxRuleRow } from './engine/tax';
import {
  usedBy,
  type CarrierRow,
  type PaymentProviderRow,
  type PricedProductRow,
  type PricingStoreRow,
  type RuleRow,
  type VoucherRow,
  type VoucherUser,
} from './pricing.repository';

/** The active rules `r` attached through `link` (which holds the priority), as one JSON list per group. */
const ATTACHED_RULES =
  trusted(`coalesce(jsonb_agg(jsonb_build_object('name', r.name, 'priority', link.priority,
  'conditions', r.conditions, 'actions', r.actions)) filter (where r.id is not null), '[]')`);

/** Serial ids start at 1: an empty id list becomes one that matches nothing, as `in ()` is not SQL. */
const ids = (values: readonly number[]): number[] => (values.length > 0 ? [...values] : [0]);

/** A value bound as a parameter, or a subquery giving it inside a larger statement. */
type Bound<T> = T | SqlQuery;

const storesSql = (storeId: Bound<number>) =>
  sql`select id, code, currency, country, default_tax_rule_group_id as "defaultTaxRuleGroupId",
        prices_include_tax as "pricesIncludeTax"
      from store where id = ${storeId} or code = 'int'`;

const countrySql = (isoCode: Bound<string>) =>
  sql`select iso_code as "isoCode", zone_id as "zoneId" from country where iso_code = upper(trim(${isoCode}))`;

/** Units of `to` per unit of `from`, from the direct rate or the inverse of the reverse one. */
const exchangeRateSql = (from: Bound<string>, to: Bound<string>) =>
  sql`select (case when f.iso_code = ${from} then er.rate else round(1 / er.rate, 8) end)::text as rate
      from exchange_rate er
      join currency f on f.id = er.from_currency_id
      join currency t on t.id = er.to_currency_id
      where (f.iso_code = ${from} and t.iso_code = ${to}) or (f.iso_code = ${to} and t.iso_code = ${from})
      order by (f.iso_code = ${from}) desc limit 1`;

/** A product's (`p`) list-price breaks in a store, lowest first, as a JSON list. */
const tiersSql = (storeId: Bound<number>) =>
  sql`coalesce((select jsonb_agg(jsonb_build_object('minQuantity', t.min_quantity::text, 'priceMinor', t.price_minor)
                  order by t.min_quantity)
                from product_price_tier t where t.product_id = p.id and t.store_id = ${storeId}), '[]')`;

/**
 * The products with their price in the store and in the international store; `forPriceList` adds what a shown
 * price needs beside (the minimum order quantity, the recommended price) and leaves inactive products out.
 */
const productsSql = (
  productIds: Bound<number[]>,
  storeId: Bound<number>,
  internationalStoreId: Bound<number>,
  forPriceList: boolean,
) =>
  sql`select p.id, p.category_id as "categoryId", p.surcharge_code as "surchargeCode", p.un_number as "unNumber",
        p.gross_weight::text as "grossWeight", p.tax_rule_group_id as "taxRuleGroupId",
        p.sales_unit_id as "salesUnitId",
        sp.price_minor::text as "storePriceMinor", sp.surcharge_minor::text as "storeSurchargeMinor",
        ip.price_minor::text as "internationalPriceMinor",
        ip.surcharge_minor::text as "internationalSurchargeMinor",
        coalesce((select jsonb_object_agg(pu.unit_definition_id::text, pu.conversion_factor::text)
                  from product_unit pu where pu.product_id = p.id), '{}') as "unitFactors",
        ${tiersSql(storeId)} as "storeTiers", ${tiersSql(internationalStoreId)} as "internationalTiers"
        ${trusted(
          forPriceList
            ? `, p.minimum_order_quantity::text as "minimumOrderQuantity",
               sp.recommended_price_minor::text as "recommendedPriceMinor"`
            : '',
        )}
      from product p
      left join product_price sp on sp.product_id = p.id and sp.store_id = ${storeId}
      left join product_price ip on ip.product_id = p.id and ip.store_id = ${internationalStoreId}
      where p.id = any(${productIds}::int[]) ${trusted(forPriceList ? 'and p.active' : '')}`;

/** Each category with itself and all its ancestors, as rows `(origin, ids)`. */
const categoryChainsSql = (categoryIds: Bound<number[]>) =>
  sql`with recursive chain (origin, id, parent_id) as (
        select c.id, c.id, c.parent_id from category c where c.id = any(${categoryIds}::int[])
        union all
        select chain.origin, c.id, c.parent_id from category c join chain on c.id = chain.parent_id
      )
      select origin, array_agg(id) as ids from chain group by origin`;

const agreedPricesSql = (
  storeId: Bound<number>,
  productIds: Bound<number[]>,
  companyId: number | null,
  groupIds: readonly number[],
) =>
  sql`select product_id as "productId", company_id as "companyId", customer_group_id as "customerGroupId",
        price_minor::text as "priceMinor", min_quantity::text as "minQuantity",
        to_char(valid_from, 'YYYY-MM-DD') as "validFrom", to_char(valid_to, 'YYYY-MM-DD') as "validTo"
      from customer_price
      where store_id = ${storeId} and product_id = any(${productIds}::int[])
        and (company_id = ${companyId ?? 0} or customer_group_id = any(${ids(groupIds)}::int[]))`;

const productPriceRulesSql = () =>
  sql`select id, name, labels, false as "isVoucherRule", priority, stop_propagation as "stopPropagation",
        conditions, actions
      from product_price_rule where active`;

const taxRulesSql = (groupIds: Bound<number[]>) =>
  sql`select tr.tax_rule_group_id as "groupId", c.iso_code as "countryCode", s.iso_code as "stateCode",
        r.rate::text as rate, tr.behavior, tr.position
      from tax_rule tr
      join tax_rate r on r.id = tr.tax_rate_id and r.active
      join tax_rule_group g on g.id = tr.tax_rule_group_id and g.active
      left join country c on c.id = tr.country_id
      left join state s on s.id = tr.state_id
      where tr.tax_rule_group_id = any(${groupIds}::int[])`;

/** The rows of `query` as one JSON list (empty, not null, when it has none). */
const jsonList = (query: SqlQuery) => sql`(select coalesce(jsonb_agg(fact), '[]') from (${query}) fact)`;

/** What a page's shown prices are read from (see `buyerPriceFacts`). */
export interface BuyerPriceFacts {
  stores: PricingStoreRow[];
  productPriceRules: RuleRow[];
  products: PriceListProductRow[];
  country: { isoCode: string; zoneId: number | null } | null;
  agreedPrices: (AgreedPrice & { productId: number })[];
  /** Units of the store's currency per unit of the international store's; null when there is no rate. */
  exchangeRate: string | null;
  categoryChains: Map<number, number[]>;
  taxRules: TaxRuleRow[];
}

export interface BuyerPriceFactsQuery {
  storeId: number;
  productIds: readonly number[];
  companyId: number | null;
  customerGroupIds: readonly number[];
}

/**
 * The facts of a quote, read across the modules that own them (the stores, products and prices, agreed prices,
 * rules, voucher codes, taxes, carriers, payment providers, a company's invoice permission): a read model kept
 * for speed, each read a single statement whatever the size of the cart, three rounds per quote.
 */
@Injectable()
export class PricingFactsReadModel {
  /**
   * Reads of the shop's configuration (stores, countries, exchange rates, the category tree, rules, tax rules,
   * carriers, payment providers) go through the process's configuration cache; prices, agreed prices,
   * vouchers and a company's invoice permission are read every time.
   */
  constructor(private readonly configuration: ConfigurationCache) {}

  /** The store asked for and the international store (whose prices stand in when a store has none). */
  async stores(em: EntityManager, storeId: number): Promise<PricingStoreRow[]> {
    return this.configuration.read(`pricing.stores:${storeId}`, () =>
      queryRows<PricingStoreRow>(em, storesSql(storeId)),
    );
  }

  async country(
    em: EntityManager,
    isoCode: string,
  ): Promise<{ isoCode: string; zoneId: number | null } | null> {
    return this.configuration.read(`pricing.country:${isoCode.trim().toUpperCase()}`, async () => {
      const rows = await queryRows<{ isoCode: string; zoneId: number | null }>(em, countrySql(isoCode));
      return rows[0] ?? null;
    });
  }

  /** Units of `to` per unit of `from`, from the direct rate or the inverse of the reverse one. */
  async exchangeRate(em: EntityManager, from: string, to: string): Promise<string | null> {
    return this.configuration.read(`pricing.exchange-rate:${from}:${to}`, async () => {
      const rows = await queryRows<{ rate: string }>(em, exchangeRateSql(from, to));
      return rows[0]?.rate ?? null;
    });
  }

  /** The products with their price in the store and in the international store, in one statement. */
  async products(
    em: EntityManager,
    productIds: readonly number[],
    storeId: number,
    internationalStoreId: number,
  ): Promise<PricedProductRow[]> {
    return queryRows<PricedProductRow>(
      em,
      productsSql(ids(productIds), storeId, internationalStoreId, false),
    );
  }

  /** Each category with itself and all its ancestors, from the category tree kept with the configuration. */
  async categoryChains(em: EntityManager, categoryIds: readonly number[]): Promise<Map<number, number[]>> {
    const parents = await this.configuration.read('pricing.category-parents', async () => {
      const rows = await queryRows<{ id: number; parentId: number | null }>(
        em,
        sql`select id, parent_id as "parentId" from category`,
      );
      return new Map(rows.map((row) => [row.id, row.parentId]));
    });
    const chains = new Map<number, number[]>();
    for (const origin of categoryIds) {
      if (!parents.has(origin)) continue;
      const chain: number[] = [];
      // A cycle cannot be stored (moves refuse one), but a chain never grows past the tree's size either way.
      for (
        let id: number | null = origin;
        id !== null && chain.length <= parents.size;
        id = parents.get(id) ?? null
      )
        chain.push(id);
      chains.set(origin, chain);
    }
    return chains;
  }

  async agreedPrices(
    em: EntityManager,
    storeId: number,
    productIds: readonly number[],
    companyId: number | null,
    groupIds: readonly number[],
  ): Promise<(AgreedPrice & { productId: number })[]> {
    const rows = await queryRows<AgreedPrice & { productId: number; priceMinor: string }>(
      em,
      agreedPricesSql(storeId, ids(productIds), companyId, groupIds),
    );
    return rows.map((row) => ({ ...row, priceMinor: Number(row.priceMinor) }));
  }

  async productPriceRules(em: EntityManager): Promise<RuleRow[]> {
    return this.configuration.read('pricing.product-price-rules', () =>
      queryRows<RuleRow>(em, productPriceRulesSql()),
    );
  }

  /**
   * Everything the shown prices of a page's products are computed from, in one prepared statement: the stores,
   * the product rules, the products (active ones, with minimum order quantity and recommended price), the store's
   * country, the agreed prices, the exchange rate from the international store's currency, the category chains
   * and the tax rules. What a quote reads in three rounds, one round trip here, as a page asks for it on every
   * view of a logged-in buyer.
   */
  async buyerPriceFacts(em: EntityManager, query: BuyerPriceFactsQuery): Promise<BuyerPriceFacts> {
    const { storeId } = query;
    const productIds = ids(query.productIds);
    const store = (column: string) => sql`(select ${trusted(column)} from store where id = ${storeId})`;
    const international = (column: string) =>
      sql`coalesce((select ${trusted(column)} from store where code = 'int'), ${store(column)})`;
    const priced = productsSql(productIds, storeId, international('id'), true);
    const [row] = await queryPrepared<{
      stores: PricingStoreRow[];
      productPriceRules: RuleRow[];
      products: PriceListProductRow[];
      country: { isoCode: string; zoneId: number | null } | null;
      agreedPrices: (AgreedPrice & { productId: number; priceMinor: string })[];
      exchangeRate: string | null;
      categoryChains: { origin: number; ids: number[] }[];
      taxRules: TaxRuleRow[];
    }>(
      em,
      'pricing.buyer-price-facts',
      sql`with priced as (${priced})
          select ${jsonList(storesSql(storeId))} as stores,
            ${jsonList(productPriceRulesSql())} as "productPriceRules",
            (select coalesce(jsonb_agg(priced), '[]') from priced) as products,
            (select to_jsonb(country) from (${countrySql(store('country'))}) country) as country,
            ${jsonList(agreedPricesSql(storeId, productIds, query.companyId, query.customerGroupIds))}
              as "agreedPrices",
            (case when ${international('currency')} = ${store('currency')} then '1'
              else (${exchangeRateSql(international('currency'), store('currency'))}) end) as "exchangeRate",
            ${jsonList(categoryChainsSql(sql`(select array_agg(distinct "categoryId") from priced)`))}
              as "categoryChains",
            ${jsonList(
              taxRulesSql(
                sql`(select array_agg(group_id) from (select "taxRuleGroupId" as group_id from priced
                      union select default_tax_rule_group_id from store where id = ${storeId}) groups)`,
              ),
            )} as "taxRules"`,
    );
    if (!row) throw new Error('The buyer price facts statement answered no row');
    return {
      ...row,
      agreedPrices: row.agreedPrices.map((price) => ({ ...price, priceMinor: Number(price.priceMinor) })),
      categoryChains: new Map(row.categoryChains.map((chain) => [chain.origin, chain.ids])),
    };
  }

  async cartPriceRules(em: EntityManager): Promise<RuleRow[]> {
    return this.configuration.read('pricing.cart-price-rules', () =>
      queryRows<RuleRow>(
        em,
        sql`select id, name, labels, is_voucher_rule as "isVoucherRule", priority,
              stop_propagation as "stopPropagation", conditions, actions
            from cart_price_rule where active`,
      ),
    );
  }

  /** The codes (any letter case) with their rule's state and how often the customer (or guest) used each. */
  async vouchers(em: EntityManager, codes: readonly string[], user: VoucherUser): Promise<VoucherRow[]> {
    if (codes.length === 0) return [];
    return queryRows<VoucherRow>(
      em,
      sql`select v.id, v.code, v.cart_price_rule_id as "ruleId", r.active as "ruleActive",
            v.usage_limit as "usageLimit", v.per_customer_limit as "perCustomerLimit", v.used_count as "usedCount",
            (select count(*) from voucher_code_usage u
              where u.voucher_code_id = v.id and ${usedBy(user)})::int as "customerUses"
          from voucher_code v join cart_price_rule r on r.id = v.cart_price_rule_id
          where lower(v.code) = any(${codes.map((code) => code.toLowerCase())}::text[])`,
    );
  }

  async taxRules(em: EntityManager, groupIds: readonly number[]): Promise<TaxRuleRow[]> {
    const groups = [...new Set(groupIds)].sort((a, b) => a - b);
    return this.configuration.read(`pricing.tax-rules:${groups.join(',')}`, () =>
      queryRows<TaxRuleRow>(em, taxRulesSql(ids(groups))),
    );
  }

  async carriers(em: EntityManager): Promise<CarrierRow[]> {
    return this.configuration.read('pricing.carriers', () => this.readCarriers(em));
  }

  async paymentProviders(em: EntityManager): Promise<PaymentProviderRow[]> {
    return this.configuration.read('pricing.payment-providers', () => this.readPaymentProviders(em));
  }

  private async readCarriers(em: EntityManager): Promise<CarrierRow[]> {
    return queryRows<CarrierRow>(
      em,
      sql`select c.id, c.identifier, c.labels, c.accepts_dangerous_goods as "acceptsDangerousGoods",
            c.refused_un_numbers as "refusedUnNumbers",
            c.dangerous_goods_surcharge_minor::text as "dangerousGoodsSurchargeMinor", c.position,
            ${ATTACHED_RULES} as rules
          from carrier c
          left join carrier_shipping_rule link on link.carrier_id = c.id
          left join shipping_rule r on r.id = link.shipping_rule_id and r.active
          where c.active
          group by c.id`,
    );
  }

  private async readPaymentProviders(em: EntityManager): Promise<PaymentProviderRow[]> {
    return queryRows<PaymentProviderRow>(
      em,
      sql`select p.id, p.identifier, p.gateway, p.labels, p.descriptions, p.position,
            ${ATTACHED_RULES} as rules
          from payment_provider p
          left join payment_provider_rule_assignment link on link.payment_provider_id = p.id
          left join payment_provider_rule r on r.id = link.payment_provider_rule_id and r.active
          where p.active
          group by p.id`,
    );
  }

  async invoicePaymentAllowed(em: EntityManager, companyId: number): Promise<boolean> {
    const rows = await queryRows<{ allowed: boolean }>(
      em,
      sql`select invoice_payment_allowed as allowed from customer_company where id = ${companyId}`,
    );
    return rows[0]?.allowed ?? false;
  }
}
