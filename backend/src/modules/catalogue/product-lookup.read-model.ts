import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FALLBACK_LOCALE, type Locale, type StockStatus, type StoreCode } from '@tradeshop/shared';
import { queryRows, sql, type SqlQuery } from '../../database/sql';
import type { ProductCardRow } from './catalogue-listing.read-model';

/** What an order line typed by code needs to know of a product, inactive ones included. */
export interface ProductByCodeRow {
  id: number;
  sku: string;
  ean_number: string | null;
  nobb_number: string | null;
  name: string;
  slug: string | null;
  active: boolean;
  minimum_order_quantity: string;
  minimum_order_override: boolean;
  sales_unit_id: number;
  sales_unit: string;
  sales_unit_label: string;
  unit_precision: number;
  /** Every unit the product is offered in (`product_unit`), the default first; may lack the sales unit. */
  units: CartProductUnit[];
}

/** What a cart line shows of its product, in the shopper's language. */
export interface CartProductRow {
  id: number;
  sku: string;
  name: string;
  slug: string;
  image: string;
  stock_status: StockStatus;
  active: boolean;
  minimum_order_quantity: string;
  minimum_order_override: boolean;
  sales_unit_id: number;
  unit_identifier: string;
  unit_label: string;
  unit_precision: number;
  /** In the sales unit. */
  stock_quantity: number;
  /** Every unit the product is offered in (`product_unit`), the default first; may lack the sales unit. */
  units: CartProductUnit[];
}

/** A unit a product may be ordered in: the unit's id, identifier, name and `product_unit` factor. */
export interface CartProductUnit {
  id: number;
  identifier: string;
  label: string;
  precision: number;
  conversionFactor: string;
}

/** A product of a family as a guided selector weighs it: its attributes, stock, price and quantity rules. */
export interface FamilyProductRow {
  id: number;
  family: string;
  attributes: Record<string, string | number | boolean>;
  stock_status: StockStatus;
  price_minor: number;
  minimum_order_quantity: string;
  minimum_order_override: boolean;
  unit_precision: number;
}

export interface ProductNameRow {
  sku: string;
  name: string;
}

/** The catalogue's answers to other sections about products they refer to (by id, SKU, EAN or Nobb number). */
export interface CheckoutProductRow {
  id: number;
  sku: string;
  name: string;
  stock_status: StockStatus;
  unit_identifier: string;
  unit_precision: number;
  minimum_order_quantity: string;
  minimum_order_override: boolean;
}

/** The units product `p` is offered in (`product_unit`), named in `locale`, the default first, as JSON. */
const productUnits = (locale: string): SqlQuery => sql`
  coalesce((
    select json_agg(json_build_object(
             'id', ud.id, 'identifier', ud.identifier,
             'label', coalesce(ud.labels->>${locale}, ud.labels->>'en', ud.identifier),
             'precision', pu.precision, 'conversionFactor', pu.conversion_factor::text)
           order by pu.is_default desc, pu.conversion_factor, ud.id)
    from product_unit pu join unit_definition ud on ud.id = pu.unit_definition_id
    where pu.product_id = p.id
  ), '[]')`;

/** Product facts for other sections, one statement each; a read model: the priced reads join the store by code. */
@Injectable()
export class ProductLookupReadModel {
  constructor(private readonly em: EntityManager) {}

  /** The products whose SKU (letter case ignored), EAN or Nobb number is exactly one of the codes. */
  findByCodes(codes: string[], locale: Locale): Promise<ProductByCodeRow[]> {
    if (codes.length === 0) return Promise.resolve([]);
    const upper = codes.map((code) => code.toUpperCase());
    return queryRows<ProductByCodeRow>(
      this.em,
      sql`
        select p.id, p.sku, trim(p.ean_number) as ean_number, p.nobb_number, p.active,
               coalesce(own.name, fallback.name, p.sku) as name, own.slug,
               p.minimum_order_quantity::text as minimum_order_quantity, p.minimum_order_override,
               u.id as sales_unit_id, u.identifier as sales_unit, u.precision as unit_precision,
               coalesce(u.labels->>${locale}, u.labels->>'en') as sales_unit_label,
               ${productUnits(locale)} as units
        from product p
        join unit_definition u on u.id = p.sales_unit_id
        left join product_translation own on own.product_id = p.id and own.locale = ${locale}
        left join product_translation fallback on fallback.product_id = p.id and fallback.locale = ${FALLBACK_LOCALE}
        where upper(p.sku) = any(${upper}::text[])
           or p.ean_number = any(${codes}::bpchar[])
           or p.nobb_number = any(${codes}::text[])`,
    );
  }

  async findSampleSkus(count: number): Promise<string[]> {
    const rows = await queryRows<{ sku: string }>(
      this.em,
      sql`select sku from product where active order by id limit ${count}`,
    );
    return rows.map((row) => row.sku);
  }

  async findActiveBySku(sku: string, locale: Locale): Promise<ProductNameRow | null> {
    const [row] = await queryRows<ProductNameRow>(
      this.em,
      sql`select p.sku, coalesce(own.name, fallback.name, p.sku) as name
            from product p
            left join product_translation own on own.product_id = p.id and own.locale = ${locale}
            left join product_translation fallback on fallback.product_id = p.id and fallback.locale = ${FALLBACK_LOCALE}
           where upper(p.sku) = upper(${sku}) and p.active
           limit 1`,
    );
    return row ?? null;
  }

  /** The cards of the active products among `ids` translated into `locale`, in the order of `ids`. */
  findCardsByIds(ids: number[], locale: Locale, store: StoreCode): Promise<ProductCardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<ProductCardRow>(
      this.em,
      sql`
        select p.id, p.sku, p.image, p.stock_status,
               p.minimum_order_quantity::text as minimum_order_quantity,
               p.quantity_increment::text as quantity_increment, p.minimum_order_override,
               u.identifier as sales_unit, coalesce(u.labels->>${locale}, u.labels->>'en') as sales_unit_label,
               u.precision as unit_precision,
               t.name, t.slug, b.name as brand, pr.price_minor, pr.recommended_price_minor, st.currency
        from unnest(${ids}::int[]) with ordinality as wanted(id, position)
        join product p on p.id = wanted.id and p.active
        join product_translation t on t.product_id = p.id and t.locale = ${locale}
        join brand b on b.id = p.brand_id
        join unit_definition u on u.id = p.sales_unit_id
        join store st on st.code = ${store}
        left join product_price pr on pr.product_id = p.id and pr.store_id = st.id
        order by wanted.position`,
    );
  }

  /** The active products of the families that have a price in the store and can be delivered now. */
  findDeliverableInFamilies(families: string[], store: StoreCode): Promise<FamilyProductRow[]> {
    return queryRows<FamilyProductRow>(
      this.em,
      sql`
        select p.id, f.code as family, p.attributes, p.stock_status, pr.price_minor::int as price_minor,
               p.minimum_order_quantity::text as minimum_order_quantity, p.minimum_order_override,
               u.precision::int as unit_precision
        from product p
        join product_family f on f.id = p.family_id and f.code = any(${families}::text[])
        join unit_definition u on u.id = p.sales_unit_id
        join store st on st.code = ${store}
        join product_price pr on pr.product_id = p.id and pr.store_id = st.id
        where p.active and p.stock_status in ('in_stock', 'low_stock')
        order by p.id`,
    );
  }

  async countActive(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await queryRows<{ count: number }>(
      this.em,
      sql`select count(*)::int as count from product where id = any(${ids}::int[]) and active`,
    );
    return row?.count ?? 0;
  }

  /** Product names in the shopper's language, the unit each line is counted in and its quantity rules. */
  findForCheckout(em: EntityManager, ids: number[], locale: string): Promise<CheckoutProductRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows<CheckoutProductRow>(
      em,
      sql`
        select p.id, p.sku, coalesce(t.name, e.name, p.sku) as name, p.stock_status, u.identifier as unit_identifier,
               u.precision::int as unit_precision, p.minimum_order_quantity::text as minimum_order_quantity,
               p.minimum_order_override
        from product p
        join unit_definition u on u.id = p.sales_unit_id
        left join product_translation t on t.product_id = p.id and t.locale = ${locale}
        left join product_translation e on e.product_id = p.id and e.locale = 'en'
        where p.id = any(${ids}::int[])`,
    );
  }

  /** The sales unit of each product, active or not. */
  findSalesUnits(em: EntityManager, ids: number[]): Promise<{ id: number; sales_unit_id: number }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return queryRows(em, sql`select id, sales_unit_id from product where id = any(${ids}::int[])`);
  }

  /**
   * The products of a cart's lines, active or not. Runs through `em.execute`, so it reads inside the caller's
   * transaction when `em` is in one.
   */
  async findForCart(em: EntityManager, ids: number[], locale: string): Promise<CartProductRow[]> {
    if (ids.length === 0) return [];
    const query = sql`
        select p.id, p.sku, coalesce(t.name, e.name, p.sku) as name, coalesce(t.slug, e.slug, '') as slug,
               p.image, p.stock_status, p.active,
               p.minimum_order_quantity::text as minimum_order_quantity, p.minimum_order_override,
               p.sales_unit_id, u.identifier as unit_identifier,
               coalesce(u.labels->>${locale}, u.labels->>'en', u.identifier) as unit_label,
               u.precision as unit_precision, p.stock_quantity,
               ${productUnits(locale)} as units
        from product p
        join unit_definition u on u.id = p.sales_unit_id
        left join product_translation t on t.product_id = p.id and t.locale = ${locale}
        left join product_translation e on e.product_id = p.id and e.locale = 'en'
        where p.id in (${ids})`;
    const rows = await em.execute<CartProductRow[]>(query.text, query.values as never[]);
    return rows.map((row) => ({
      ...row,
      unit_precision: Number(row.unit_precision),
      stock_quantity: Number(row.stock_quantity),
    }));
  }
}
