import { Injectable } from '@nestjs/common';
import { type FacetSelectionRow, versionWithFacetSelectionsQuery } from './facet-selection.read-model';
import { SHOWN_CATEGORY_IDS } from './shown-categories.sql';
import type { VariantFamilyRow } from './variants/variant-picker';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AttributeDataType, Locale, ProductSort, StoreCode } from '@tradeshop/shared';
import {
  queryPrepared,
  queryPreparedBatch,
  queryRows,
  sql,
  trusted,
  type SqlQuery,
} from '../../database/sql';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  code: string;
  image: string | null;
  product_count: number;
  name: string;
  slug: string;
  description: string;
  meta_title: string;
  meta_description: string;
}

export interface ProductCardRow {
  id: number;
  sku: string;
  image: string;
  stock_status: string;
  minimum_order_quantity: string;
  quantity_increment: string;
  sales_unit: string;
  sales_unit_label: string;
  unit_precision: number;
  minimum_order_override: boolean;
  name: string;
  slug: string;
  brand: string;
  price_minor: string | null;
  recommended_price_minor: string | null;
  currency: string;
}

export interface ProductDetailRow extends ProductCardRow {
  description: string;
  ean_number: string | null;
  nobb_number: string | null;
  statistics_number: string | null;
  country_of_origin: string | null;
  brand_id: number;
  product_line_id: number | null;
  product_line_name: string | null;
  category_id: number;
  surcharge_code: string | null;
  surcharge_minor: string | null;
  quantity_conversion_factor: string;
  stock_quantity: number;
  gross_weight: string | null;
  net_weight: string | null;
  gross_volume: string | null;
  net_volume: string | null;
  height: string | null;
  length: string | null;
  width: string | null;
  un_number: string | null;
  attributes: { code: string; dataType: string; unit: string | null; label: string; value: unknown }[];
  units: {
    identifier: string;
    label: string;
    precision: number;
    conversionFactor: string;
    isDefault: boolean;
  }[];
  media: { kind: string; url: string; title: string }[];
  price_tiers: { min_quantity: string; price_minor: number }[];
  part_numbers: { kind: 'oem' | 'competitor'; reference: string; manufacturer: string }[];
  relations: (Omit<ProductCardRow, 'currency'> & { kind: string })[];
  alternates: { locale: string; slug: string }[];
  /** The product's category and its ancestors, top first; `shown`: published, under published parents. */
  breadcrumbs: { id: number; name: string; slug: string; shown: boolean }[];
  variant_family: VariantFamilyRow | null;
}

const SORT_ORDER: Record<ProductSort, string> = {
  relevance: 'p.id',
  name: 't.name, p.id',
  price_asc: 'pr.price_minor nulls last, p.id',
  price_desc: 'pr.price_minor desc nulls last, p.id',
  newest: 'p.created_at desc, p.id desc',
};

/**
 * The shopper's filters on a category listing. Within a group the values are alternatives (any of them);
 * the groups combine (all of them). An empty list leaves its group unfiltered.
 */
export interface ListingFilters {
  /** The categories the chosen subcategories cover (each with its descendants); empty: the whole subtree. */
  categoryIds: number[];
  brandIds: number[];
  productLineIds: number[];
  stockStatuses: string[];
  /** Attribute filters as two parallel lists: `voltage`, `voltage`, `chemistry` / `1.5`, `3`, `alkaline`. */
  attributeCodes: string[];
  /** Each value as PostgreSQL's `->>` writes the jsonb value: `1.5`, `true`, `alkaline`. */
  attributeValues: string[];
}

export const NO_FILTERS: ListingFilters = {
  categoryIds: [],
  brandIds: [],
  productLineIds: [],
  stockStatuses: [],
  attributeCodes: [],
  attributeValues: [],
};

export interface CategoryProductsParams {
  /** The category and all its descendants. */
  categoryIds: number[];
  /**
   * Beside each of `categoryIds`, the listed category's child it lies in (itself for a child; 0 for the listed
   * category): the subcategory facet counts a product once per child, whichever of its categories put it there.
   */
  subcategoryIds: number[];
  filters?: ListingFilters;
  locale: Locale;
  store: StoreCode;
  sort: ProductSort;
  limit: number;
  offset: number;
}

export interface FacetCountRow {
  /**
   * `total`, `category`, `brand`, `productLine`, `stockStatus` or `attribute`; and `catalogueVersion` (the
   * version as the value), against which cached categories and attributes are checked.
   */
  facet: string;
  /** The attribute code for `attribute` rows, else null. */
  attribute: string | null;
  value: string | null;
  /** The brand's or product line's name; null for the other groups. */
  name: string | null;
  count: number;
}

export interface FilterableAttributeRow {
  family_id: number;
  code: string;
  data_type: AttributeDataType;
  unit: string | null;
  label: string;
  options: string[] | null;
  option_labels: Record<string, string>;
}

/** Every category the shop shows, with its name in the given language, parents before children. */
export function categoriesQuery(locale: Locale): SqlQuery {
  return sql`select c.id, c.parent_id, c.code, c.image, c.product_count, t.name, t.slug, t.description,
                    t.meta_title, t.meta_description
             from category c join category_translation t on t.category_id = c.id and t.locale = ${locale}
             where c.id in ${trusted(SHOWN_CATEGORY_IDS)}
             order by c.position, c.id`;
}

/** One page of a category listing, including the products of every subcategory. */
export function categoryProductsQuery(params: CategoryProductsParams): SqlQuery {
  const filters = params.filters ?? NO_FILTERS;
  if (params.sort === 'relevance') return productsInIdOrderQuery(params, filters);
  return sql`
    select p.id, p.sku, p.image, p.stock_status,
           p.minimum_order_quantity::text as minimum_order_quantity,
           p.quantity_increment::text as quantity_increment, p.minimum_order_override,
           u.identifier as sales_unit, coalesce(u.labels->>${params.locale}, u.labels->>'en') as sales_unit_label,
           u.precision as unit_precision,
           t.name, t.slug, b.name as brand, pr.price_minor, pr.recommended_price_minor, st.currency
    from product p
    join product_translation t on t.product_id = p.id and t.locale = ${params.locale}
    join brand b on b.id = p.brand_id
    join unit_definition u on u.id = p.sales_unit_id
    join store st on st.code = ${params.store}
    left join product_price pr on pr.product_id = p.id and pr.store_id = st.id
    -- the products of a further category as one array (an init plan), so the scan stays one bitmap scan: the
    -- category index or'ed with the primary key
    where p.active and (p.category_id = any(${params.categoryIds}::int[])
                        or p.id = any(array(select a.product_id from product_additional_category a
                                            where a.category_id = any(${params.categoryIds}::int[]))))
      and ${matchesAll(filters)}
    order by ${trusted(SORT_ORDER[params.sort])}
    limit ${params.limit} offset ${params.offset}`;
}

const LISTED_PRODUCT_COLUMNS = trusted(`p.id, p.sku, p.image, p.stock_status, p.minimum_order_quantity,
  p.quantity_increment, p.minimum_order_override, p.brand_id, p.sales_unit_id`);

/**
 * The default order (by id), written so that its generic prepared plan stays good whichever categories and
 * filters are bound: each category of the subtree walks `product_category_idx` in id order and stops after
 * `offset + limit` matching products; the page is cut from those. The category is matched as a range (no
 * equality the planner would fold away) and the walk is ordered by category and id, an order only that index
 * hands over: otherwise custom plans walk the primary key hoping to meet the category's products early (100 ms
 * for the batteries subtree). The flat form's generic plan walked the
 * primary key through the whole catalogue instead (30 ms instead of 0.5 ms with three filters). The products a
 * further category lists are walked alike through `product_additional_category_listing_idx`; a product met
 * twice (by two of its categories) is kept once before the page is cut.
 */
function productsInIdOrderQuery(params: CategoryProductsParams, filters: ListingFilters): SqlQuery {
  return sql`
    select c.id, c.sku, c.image, c.stock_status,
           c.minimum_order_quantity::text as minimum_order_quantity,
           c.quantity_increment::text as quantity_increment, c.minimum_order_override,
           u.identifier as sales_unit, coalesce(u.labels->>${params.locale}, u.labels->>'en') as sales_unit_label,
           u.precision as unit_precision,
           t.name, t.slug, b.name as brand, pr.price_minor, pr.recommended_price_minor, st.currency
    from (
      select distinct on (c.id) c.*
      from (
        select c.* from unnest(${params.categoryIds}::int[]) as listed (category_id)
        cross join lateral (
          select ${LISTED_PRODUCT_COLUMNS}
          from product p
          where p.active and p.category_id between listed.category_id and listed.category_id
            and ${matchesAll(filters)}
          order by p.category_id, p.id
          limit ${params.offset}::int + ${params.limit}::int
        ) c
        union all
        -- the products listed here by a further category, walked the same way
        select c.* from unnest(${params.categoryIds}::int[]) as listed (category_id)
        cross join lateral (
          select ${LISTED_PRODUCT_COLUMNS}
          from product_additional_category a
          join product p on p.id = a.product_id
          where a.category_id between listed.category_id and listed.category_id and p.active
            and ${matchesAll(filters)}
          order by a.category_id, a.product_id
          limit ${params.offset}::int + ${params.limit}::int
        ) c
      ) c
      order by c.id
    ) c
    join product_translation t on t.product_id = c.id and t.locale = ${params.locale}
    join brand b on b.id = c.brand_id
    join unit_definition u on u.id = c.sales_unit_id
    join store st on st.code = ${params.store}
    left join product_price pr on pr.product_id = c.id and pr.store_id = st.id
    order by c.id
    limit ${params.limit}::int offset ${params.offset}::int`;
}

// Every filter is written so that an empty list passes everything: the statement's text, and so its prepared
// plan, is the same whichever filters are active.
/** For the counted combinations (`p` without an id): the main category only. */
const inMainCategories = (f: ListingFilters) =>
  sql`(cardinality(${f.categoryIds}::int[]) = 0 or p.category_id = any(${f.categoryIds}::int[]))`;
/** For products: the main category or a further one. */
const inCategories = (f: ListingFilters) =>
  sql`(cardinality(${f.categoryIds}::int[]) = 0 or p.category_id = any(${f.categoryIds}::int[])
       or exists (select 1 from product_additional_category a2
                  where a2.product_id = p.id and a2.category_id = any(${f.categoryIds}::int[])))`;
const ofBrands = (f: ListingFilters) =>
  sql`(cardinality(${f.brandIds}::int[]) = 0 or p.brand_id = any(${f.brandIds}::int[]))`;
const ofProductLines = (f: ListingFilters) =>
  sql`(cardinality(${f.productLineIds}::int[]) = 0 or p.product_line_id = any(${f.productLineIds}::int[]))`;
const inStockStatuses = (f: ListingFilters) =>
  sql`(cardinality(${f.stockStatuses}::text[]) = 0 or p.stock_status = any(${f.stockStatuses}::text[]))`;
/** One row per filtered attribute with the values it accepts. */
const attributeFilter = (f: ListingFilters) =>
  sql`select u.code, array_agg(u.value) as accepted
      from unnest(${f.attributeCodes}::text[], ${f.attributeValues}::text[]) as u(code, value)
      group by u.code`;

function matchesAll(f: ListingFilters): SqlQuery {
  return sql`${inCategories(f)} and ${ofBrands(f)} and ${ofProductLines(f)} and ${inStockStatuses(f)}
    and not exists (
      select 1 from (${attributeFilter(f)}) af
      where not coalesce(p.attributes ->> af.code = any(af.accepted), false))`;
}

/**
 * The filtered total and the facet counts of a category listing in one statement. Counts are disjunctive: a
 * group's values are counted with every active filter except the group's own, so a shopper sees how many
 * products each alternative would give. It reads the distinct combinations of the filtered columns with their
 * number of active products from `category_facet_combination` (thousands of products are a few hundred
 * combinations; triggers on `product` keep the table exact) by each product's main category. A combination that fails two or more filter groups counts nowhere, so only those failing at
 * most one are kept (`near`); each group then counts those that fail nothing or only that group. Attribute
 * values are counted for the filterable attributes of each product's family.
 *
 * Products listed by a further category (`product_additional_category`, few beside the main ones) are read one
 * by one and added where the combinations do not count them already (docs/decisions/2026-11-28-further-categories.md):
 * as a `further` row (every group but the subcategories) when their main category is outside the listing or
 * outside the chosen subcategories, and as a `subcategory` row for each child of the listed category that
 * they reach only by a further category; so every product counts once per group value.
 */
export function categoryFacetsQuery(
  categoryIds: number[],
  subcategoryIds: number[],
  filters: ListingFilters,
): SqlQuery {
  return sql`
    with attribute_filter as materialized (${attributeFilter(filters)}),
    listed as materialized (
      select * from unnest(${categoryIds}::int[], ${subcategoryIds}::int[]) as listed (category_id, subcategory_id)
    ),
    further as materialized (
      select p.id, p.category_id, p.brand_id, p.product_line_id, p.stock_status, p.family_id, p.attributes,
             bool_or(cardinality(${filters.categoryIds}::int[]) = 0
                     or a.category_id = any(${filters.categoryIds}::int[])) as in_category,
             array_agg(distinct listed.subcategory_id) as subcategories
      from listed
      join product_additional_category a on a.category_id = listed.category_id
      join product p on p.id = a.product_id and p.active
      group by p.id
    ),
    combinations as (
      select 'main' as role, c.category_id, c.brand_id, c.product_line_id, c.stock_status, c.family_id,
             c.attributes, c.products, null::boolean as in_further_category
      from listed
      -- per category through the index (offset 0 keeps the subquery apart): a generic plan would otherwise
      -- guess a tenth of the table and read all of it
      cross join lateral (
        select c.category_id, c.brand_id, c.product_line_id, c.stock_status, c.family_id, c.attributes, c.products
        from category_facet_combination c
        where c.category_id = listed.category_id
        offset 0
      ) c
      union all
      select 'further', f.category_id, f.brand_id, f.product_line_id, f.stock_status, f.family_id,
             f.attributes, 1, f.in_category
      from further f
      where not (f.category_id in (select category_id from listed)
                 and (cardinality(${filters.categoryIds}::int[]) = 0
                      or f.category_id = any(${filters.categoryIds}::int[])))
      union all
      select 'subcategory', s.subcategory_id, f.brand_id, f.product_line_id, f.stock_status, f.family_id,
             f.attributes, 1, true
      from further f
      cross join unnest(f.subcategories) as s (subcategory_id)
      where s.subcategory_id <> 0
        and s.subcategory_id is distinct from (select l.subcategory_id from listed l where l.category_id = f.category_id)
    ),
    near as materialized (
      select * from (
        select p.*,
               coalesce(p.in_further_category, ${inMainCategories(filters)}) as in_category,
               ${ofBrands(filters)} as of_brand,
               ${ofProductLines(filters)} as of_line, ${inStockStatuses(filters)} as in_stock,
               misses.count as attribute_misses, misses.code as missed_attribute
        from combinations p
        cross join lateral (
          select count(*)::int as count, min(af.code) as code
          from attribute_filter af
          where not coalesce(p.attributes ->> af.code = any(af.accepted), false)
        ) misses
      ) flagged
      where (not in_category)::int + (not of_brand)::int + (not of_line)::int + (not in_stock)::int
            + attribute_misses <= 1
    )
    -- every group but the subcategories counts each product once: by its main category or as a further row
    select 'total' as facet, null as attribute, null as value, null as name,
           coalesce(sum(products), 0)::int as count
    from near where role <> 'subcategory' and in_category and of_brand and of_line and in_stock
      and attribute_misses = 0
    union all
    select 'catalogueVersion', null, v.version::text, null, 0 from catalogue_version v
    union all
    select 'category', null, n.category_id::text, null, sum(n.products)::int
    from near n where n.role <> 'further' and n.of_brand and n.of_line and n.in_stock and n.attribute_misses = 0
    group by n.category_id
    union all
    select 'brand', null, b.id::text, b.name, counted.count
    from (select n.brand_id, sum(n.products)::int as count
          from near n where n.role <> 'subcategory' and n.in_category and n.of_line and n.in_stock and n.attribute_misses = 0
          group by n.brand_id) counted
    join brand b on b.id = counted.brand_id
    union all
    select 'productLine', null, pl.id::text, pl.name, counted.count
    from (select n.product_line_id, sum(n.products)::int as count
          from near n where n.role <> 'subcategory' and n.in_category and n.of_brand and n.in_stock and n.attribute_misses = 0
          group by n.product_line_id) counted
    join product_line pl on pl.id = counted.product_line_id
    union all
    select 'stockStatus', null, n.stock_status, null, sum(n.products)::int
    from near n where n.role <> 'subcategory' and n.in_category and n.of_brand and n.of_line and n.attribute_misses = 0
    group by n.stock_status
    union all
    select 'attribute', fa.code, n.attributes ->> fa.code, null, sum(n.products)::int
    from near n
    join family_attribute fa on fa.family_id = n.family_id and fa.filterable
    where n.role <> 'subcategory' and n.in_category and n.of_brand and n.of_line and n.in_stock
      and (n.attribute_misses = 0 or n.missed_attribute = fa.code)
      and n.attributes ->> fa.code is not null
    group by fa.code, n.attributes ->> fa.code`;
}

/** The number that changes with every write to categories, their translations and family attributes. */
export function catalogueVersionQuery(): SqlQuery {
  return sql`select version::text as version from catalogue_version`;
}

/** The filterable attributes of every family, named in the given language. */
export function filterableAttributesQuery(locale: Locale): SqlQuery {
  return sql`
    select fa.family_id, fa.code, fa.data_type, fa.unit, fa.options,
           coalesce(fa.labels->>${locale}, fa.labels->>'en', fa.code) as label,
           coalesce((select jsonb_object_agg(o.key, coalesce(o.value->>${locale}, o.value->>'en', o.key))
                     from jsonb_each(fa.option_labels) o), '{}') as option_labels
    from family_attribute fa
    where fa.filterable
    order by fa.family_id, fa.position`;
}

/**
 * The variant family of the product `p` (its own when it is a parent, its parent's when it is a variant): the
 * axes with their labels, and every active member with its slug and its values on the axes in the language.
 * Null outside a family with axes.
 */
function variantFamilyColumn(locale: Locale): SqlQuery {
  return sql`(
    select json_build_object(
             'axes', (select json_agg(json_build_object(
                               'code', fa.code, 'unit', fa.unit,
                               'label', coalesce(fa.labels->>${locale}, fa.labels->>'en'))
                             order by array_position(fp.variant_axes, fa.code))
                      from family_attribute fa where fa.family_id = fp.family_id and fa.code = any(fp.variant_axes)),
             'members', (select json_agg(json_build_object(
                                  'id', m.id, 'slug', mt.slug,
                                  'values', (select json_object_agg(ax.code, case when jsonb_exists(m.attributes, ax.code)
                                               then json_build_object(
                                                      'value', m.attributes->ax.code,
                                                      'label', fa.option_labels->(m.attributes->>ax.code)->>${locale})
                                               end)
                                             from unnest(fp.variant_axes) as ax(code)
                                             left join family_attribute fa
                                               on fa.family_id = fp.family_id and fa.code = ax.code))
                                order by m.parent_id nulls first, m.id)
                         from product m join product_translation mt on mt.product_id = m.id and mt.locale = t.locale
                         where (m.id = fp.id or m.parent_id = fp.id) and m.active))
    from product fp
    where fp.id = coalesce(p.parent_id, p.id) and cardinality(fp.variant_axes) > 0
  ) as variant_family`;
}

/** Everything the product page shows, in one round trip. */
export function productDetailQuery(slug: string, locale: Locale, store: StoreCode): SqlQuery {
  return sql`
    select p.id, p.sku, p.image, p.stock_status, p.stock_quantity,
           p.minimum_order_quantity::text as minimum_order_quantity,
           p.quantity_increment::text as quantity_increment,
           p.quantity_conversion_factor::text as quantity_conversion_factor,
           p.minimum_order_override, p.ean_number, p.nobb_number, p.statistics_number, p.country_of_origin,
           p.surcharge_code, p.un_number, p.category_id,
           p.gross_weight::text as gross_weight, p.net_weight::text as net_weight,
           p.gross_volume::text as gross_volume, p.net_volume::text as net_volume,
           p.height::text as height, p.length::text as length, p.width::text as width,
           t.name, t.slug, t.description,
           b.id as brand_id, b.name as brand, pl.id as product_line_id, pl.name as product_line_name,
           u.identifier as sales_unit, u.precision as unit_precision,
           coalesce(u.labels->>${locale}, u.labels->>'en') as sales_unit_label,
           pr.price_minor, pr.recommended_price_minor, pr.surcharge_minor, st.currency,
           coalesce((
             select json_agg(json_build_object(
                      'code', fa.code, 'dataType', fa.data_type, 'unit', fa.unit,
                      'label', coalesce(fa.labels->>${locale}, fa.labels->>'en'),
                      'value', case when fa.data_type = 'enum'
                                    then coalesce(to_jsonb(fa.option_labels->(p.attributes->>fa.code)->>${locale}),
                                                  p.attributes->fa.code)
                                    else p.attributes->fa.code end) order by fa.position)
             from family_attribute fa
             where fa.family_id = p.family_id and jsonb_exists(p.attributes, fa.code)
           ), '[]') as attributes,
           coalesce((
             select json_agg(json_build_object(
                      'identifier', ud.identifier, 'label', coalesce(ud.labels->>${locale}, ud.labels->>'en'),
                      'precision', pu.precision, 'conversionFactor', pu.conversion_factor::text,
                      'isDefault', pu.is_default) order by pu.is_default desc, ud.identifier)
             from product_unit pu join unit_definition ud on ud.id = pu.unit_definition_id
             where pu.product_id = p.id
           ), '[]') as units,
           coalesce((
             select json_agg(json_build_object('min_quantity', trim_scale(pt.min_quantity)::text,
                                               'price_minor', pt.price_minor) order by pt.min_quantity)
             from product_price_tier pt where pt.product_id = p.id and pt.store_id = st.id
           ), '[]') as price_tiers,
           coalesce((
             select json_agg(json_build_object('kind', x.kind, 'reference', x.reference,
                                               'manufacturer', x.manufacturer) order by x.kind, x.reference)
             from product_cross_reference x where x.product_id = p.id and x.company_id is null
           ), '[]') as part_numbers,
           coalesce((
             select json_agg(json_build_object('kind', m.kind, 'url', m.url,
                                               'title', coalesce(m.titles->>${locale}, m.titles->>'en', ''))
                             order by m.position, m.id)
             from product_media m where m.product_id = p.id
           ), '[]') as media,
           coalesce((
             select json_agg(json_build_object(
                      'kind', r.kind, 'id', rp.id, 'sku', rp.sku, 'image', rp.image,
                      'stock_status', rp.stock_status,
                      'minimum_order_quantity', rp.minimum_order_quantity::text,
                      'quantity_increment', rp.quantity_increment::text,
                      'minimum_order_override', rp.minimum_order_override,
                      'sales_unit', ru.identifier,
                      'sales_unit_label', coalesce(ru.labels->>t.locale, ru.labels->>'en'),
                      'unit_precision', ru.precision,
                      'name', rt.name, 'slug', rt.slug, 'brand', rb.name,
                      'price_minor', rpr.price_minor, 'recommended_price_minor', rpr.recommended_price_minor)
                    order by r.kind, r.position)
             from product_relation r
             join product rp on rp.id = r.related_id and rp.active
             join product_translation rt on rt.product_id = rp.id and rt.locale = t.locale
             join brand rb on rb.id = rp.brand_id
             join unit_definition ru on ru.id = rp.sales_unit_id
             left join product_price rpr on rpr.product_id = rp.id and rpr.store_id = st.id
             where r.product_id = p.id
           ), '[]') as relations,
           (select json_agg(json_build_object('locale', a.locale, 'slug', a.slug) order by a.locale)
            from product_translation a where a.product_id = p.id) as alternates,
           (with recursive chain(id, parent_id, depth) as (
              select c.id, c.parent_id, 0 from category c where c.id = p.category_id
              union all
              select c.id, c.parent_id, chain.depth + 1 from category c join chain on c.id = chain.parent_id
            )
            select json_agg(json_build_object('id', chain.id, 'name', ct.name, 'slug', ct.slug,
                                              'shown', chain.id in ${trusted(SHOWN_CATEGORY_IDS)})
                            order by chain.depth desc)
            from chain join category_translation ct on ct.category_id = chain.id and ct.locale = t.locale
           ) as breadcrumbs,
           ${variantFamilyColumn(locale)}
    from product_translation t
    join product p on p.id = t.product_id and p.active
    join brand b on b.id = p.brand_id
    left join product_line pl on pl.id = p.product_line_id
    join unit_definition u on u.id = p.sales_unit_id
    join store st on st.code = ${store}
    left join product_price pr on pr.product_id = p.id and pr.store_id = st.id
    where t.locale = ${locale} and t.slug = ${slug}`;
}

/**
 * The hand-written catalogue reads (listings, product page, facets): each a single statement, no query per row.
 * A read model: each joins the store (price and currency) and the shop-config units of its products.
 */
@Injectable()
export class CatalogueListingReadModel {
  constructor(private readonly em: EntityManager) {}

  findCategories(locale: Locale): Promise<CategoryRow[]> {
    return queryPrepared(this.em, 'catalogue.categories', categoriesQuery(locale));
  }

  findCategoryAlternates(categoryId: number): Promise<{ locale: string; slug: string }[]> {
    return queryRows(
      this.em,
      sql`select locale, slug from category_translation where category_id = ${categoryId} order by locale`,
    );
  }

  async findCatalogueVersion(): Promise<string> {
    const [row] = await queryPrepared<{ version: string }>(
      this.em,
      'catalogue.version',
      catalogueVersionQuery(),
    );
    return row?.version ?? '0';
  }

  /**
   * The facet counts (with the total and the catalogue version) and one page of products, one after the other
   * on one connection: two statements and at most two plan-setting round trips, whatever the filters.
   */
  async findCategoryListing(
    params: CategoryProductsParams & { filters: ListingFilters },
  ): Promise<{ facets: FacetCountRow[]; products: ProductCardRow[] }> {
    const [facets, products] = await queryPreparedBatch<[FacetCountRow, ProductCardRow]>(this.em, [
      // Generic and custom plans run alike (per category through the index); the generic one is not planned
      // again on every request.
      {
        name: 'catalogue.category-facets',
        query: categoryFacetsQuery(params.categoryIds, params.subcategoryIds, params.filters),
        genericPlan: true,
      },
      // The per-category index walk plans well generically; custom plans guess from the values and pick
      // bitmap scans of whole categories or primary-key walks (tens of milliseconds instead of one).
      {
        name: `catalogue.category-products.${params.sort}`,
        query: categoryProductsQuery(params),
        genericPlan: params.sort === 'relevance',
      },
    ]);
    return { facets, products };
  }

  findFilterableAttributes(locale: Locale): Promise<FilterableAttributeRow[]> {
    return queryPrepared(this.em, 'catalogue.filterable-attributes', filterableAttributesQuery(locale));
  }

  /** The catalogue version and the back office's facet selections as of that version. */
  async findCatalogueVersionWithFacetSelections(): Promise<{
    version: string;
    selections: FacetSelectionRow[];
  }> {
    const [row] = await queryPrepared<{ version: string; selections: FacetSelectionRow[] }>(
      this.em,
      'catalogue.version-with-facet-selections',
      versionWithFacetSelectionsQuery(),
    );
    return { version: row?.version ?? '0', selections: row?.selections ?? [] };
  }

  async findProductDetail(slug: string, locale: Locale, store: StoreCode): Promise<ProductDetailRow | null> {
    const [row] = await queryPrepared<ProductDetailRow>(
      this.em,
      'catalogue.product-detail',
      productDetailQuery(slug, locale, store),
    );
    return row ?? null;
  }
}
