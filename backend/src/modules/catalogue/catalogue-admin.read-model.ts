import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FALLBACK_LOCALE, LOCALES, STOCK_STATUSES, type Locale } from '@tradeshop/shared';
import { type AdminListRequest, filterValue, likeEscape } from '../../common/http/admin-list-query';
import { joinSql, queryRows, sql, trusted, type SqlQuery } from '../../database/sql';
import type { AdminCategoryDetailDto } from './dto/category-admin.dto';
import type {
  AdminCategoryRowDto,
  AdminProductDto,
  AdminProductRowDto,
  ProductEditorOptionsDto,
} from './dto/catalogue-admin.dto';

export const ADMIN_PRODUCT_SORTS = ['id', 'sku', 'name', 'stockStatus', 'updatedAt'] as const;
export const ADMIN_CATEGORY_SORTS = ['id', 'code', 'name', 'position', 'productCount'] as const;
type ProductSortField = (typeof ADMIN_PRODUCT_SORTS)[number];
type CategorySortField = (typeof ADMIN_CATEGORY_SORTS)[number];

const PRODUCT_SORT_COLUMN: Record<ProductSortField, string> = {
  id: 'p.id',
  sku: 'p.sku',
  name: 'coalesce(tl.name, t.name)',
  stockStatus: 'p.stock_status',
  updatedAt: 'p.updated_at',
};
const CATEGORY_SORT_COLUMN: Record<CategorySortField, string> = {
  id: 'c.id',
  code: 'c.code',
  name: 'coalesce(tl.name, t.name)',
  position: 'c.position',
  productCount: 'c.product_count',
};
/**
 * Names come in the back-office language where translated, in English otherwise: every product and category
 * has its English text (the `t` joins), the language's own (`tl`, a left join) may be missing. Prices are
 * those of the international store.
 */
const ADMIN_STORE = 'int';

/** The English translation (`t`) and the one in the back-office language (`tl`) of products or categories. */
function translationJoins(table: 'product' | 'category', row: string, locale: Locale): SqlQuery {
  const translations = trusted(`${table}_translation`);
  const key = trusted(`${table}_id`);
  const id = trusted(`${row}.id`);
  return sql`join ${translations} t on t.${key} = ${id} and t.locale = ${FALLBACK_LOCALE}
             left join ${translations} tl on tl.${key} = ${id} and tl.locale = ${locale}`;
}

/** A category's name in the back-office language or English, by the category id column given. */
function categoryName(categoryId: string, locale: Locale): SqlQuery {
  const id = trusted(categoryId);
  return sql`(select coalesce(l.name, e.name) from category_translation e
              left join category_translation l on l.category_id = e.category_id and l.locale = ${locale}
              where e.category_id = ${id} and e.locale = ${FALLBACK_LOCALE})`;
}
/** The product's (`p`) names by language, for the back office to show in its own language. */
const NAMES = trusted(
  `(select jsonb_object_agg(n.locale, n.name) from product_translation n where n.product_id = p.id)`,
);
/** The ids of the product's (`p`) category and its ancestors: a rule on a parent category applies too. */
const CATEGORY_CHAIN = trusted(
  `with recursive chain(id, parent_id) as (select c.id, c.parent_id from category c where c.id = p.category_id
     union all select c.id, c.parent_id from category c join chain on c.id = chain.parent_id) select id from chain`,
);
const CATEGORY_NAMES = trusted(
  `(select jsonb_object_agg(n.locale, n.name) from category_translation n where n.category_id = p.category_id)`,
);
/** The shop's languages the product has no name in. */
const MISSING_LOCALES = trusted(
  `array(select l from unnest(array[${LOCALES.map((locale) => `'${locale}'`).join(', ')}]) l
         where not exists (select 1 from product_translation m where m.product_id = p.id and m.locale = l))`,
);

function where(conditions: SqlQuery[]): SqlQuery {
  return conditions.length ? sql`where ${joinSql(conditions, ' and ')}` : trusted('');
}

function orderBy(column: string, order: 'asc' | 'desc'): SqlQuery {
  return trusted(`order by ${column} ${order}, 1 ${order}`);
}

/** The back office's product and category lists; a read model: a product's prices are shown with their store. */
@Injectable()
export class CatalogueAdminReadModel {
  constructor(private readonly em: EntityManager) {}

  async listProducts(
    request: AdminListRequest<ProductSortField>,
    locale: Locale,
  ): Promise<{ rows: AdminProductRowDto[]; total: number }> {
    const { filter } = request;
    const conditions: SqlQuery[] = [];
    const q = filterValue.text(filter, 'q');
    if (q) {
      const pattern = `%${likeEscape(q)}%`;
      conditions.push(
        sql`(p.sku ilike ${`${likeEscape(q)}%`} or p.ean_number = ${q} or t.name ilike ${pattern} or tl.name ilike ${pattern})`,
      );
    }
    const ids = filterValue.integers(filter, 'id');
    if (ids) conditions.push(ids.length ? sql`p.id = any(${ids}::int[])` : trusted('false'));
    const categoryId = filterValue.integer(filter, 'categoryId');
    if (categoryId !== undefined) {
      conditions.push(sql`(p.category_id = ${categoryId} or exists (
        select 1 from product_additional_category a where a.product_id = p.id and a.category_id = ${categoryId}))`);
    }
    // The tags module's assignments, the tag's own and those of the tags below it.
    const tagId = filterValue.integer(filter, 'tag');
    if (tagId !== undefined) {
      conditions.push(sql`p.id in (
        select ta.element_id from tag_assignment ta join tag t on t.id = ta.tag_id
        where ta.element_type = 'product'
          and t.path like (select tt.path || '%' from tag tt where tt.id = ${tagId}))`);
    }
    const brandId = filterValue.integer(filter, 'brandId');
    if (brandId !== undefined) conditions.push(sql`p.brand_id = ${brandId}`);
    const stockStatus = filterValue.oneOf(filter, 'stockStatus', STOCK_STATUSES);
    if (stockStatus) conditions.push(sql`p.stock_status = ${stockStatus}`);
    const active = filterValue.boolean(filter, 'active');
    if (active !== undefined) conditions.push(sql`p.active = ${active}`);
    // Archived products (deleted while in use) are left out unless asked for.
    const archived = filterValue.boolean(filter, 'archived') ?? (ids ? undefined : false);
    if (archived !== undefined)
      conditions.push(archived ? sql`p.archived_at is not null` : sql`p.archived_at is null`);
    const missingLocale = filterValue.oneOf(filter, 'missingLocale', LOCALES);
    if (missingLocale) {
      conditions.push(
        sql`not exists (select 1 from product_translation m where m.product_id = p.id and m.locale = ${missingLocale})`,
      );
    }

    const from = sql`from product p ${translationJoins('product', 'p', locale)}`;
    const [{ total }] = await queryRows<{ total: number }>(
      this.em,
      sql`select count(*)::int as total ${from} ${where(conditions)}`,
    );
    const rows = await queryRows<AdminProductRowDto & { price_minor: string | null; currency: string }>(
      this.em,
      sql`select p.id, p.sku, coalesce(tl.name, t.name) as name, b.name as brand,
                 ${categoryName('p.category_id', locale)} as category, p.stock_status as "stockStatus",
                 p.active, p.updated_at as "updatedAt", pr.price_minor, st.currency,
                 p.category_id as "categoryId", p.brand_id as "brandId", p.archived_at as "archivedAt",
                 ${NAMES} as names, ${CATEGORY_NAMES} as "categoryNames", ${MISSING_LOCALES} as "missingLocales"
          ${from}
          join brand b on b.id = p.brand_id
          join store st on st.code = ${ADMIN_STORE}
          left join product_price pr on pr.product_id = p.id and pr.store_id = st.id
          ${where(conditions)}
          ${orderBy(PRODUCT_SORT_COLUMN[request.sortField], request.sortOrder)}
          limit ${request.limit} offset ${request.offset}`,
    );
    return {
      total,
      rows: rows.map(({ price_minor, currency, ...row }) => ({
        ...row,
        price: price_minor === null ? null : { amountMinor: Number(price_minor), currency },
      })),
    };
  }

  async findProduct(id: number, locale: Locale): Promise<AdminProductDto | null> {
    const [row] = await queryRows<AdminProductDto>(
      this.em,
      sql`select p.id, p.sku, p.ean_number as "eanNumber", p.nobb_number as "nobbNumber",
                 p.statistics_number as "statisticsNumber", p.country_of_origin as "countryOfOrigin",
                 b.name as brand, pl.name as "productLine", ${categoryName('p.category_id', locale)} as category,
                 f.code as family,
                 u.identifier as "salesUnit", p.image, p.surcharge_code as "surchargeCode",
                 p.minimum_order_quantity::text as "minimumOrderQuantity",
                 p.quantity_increment::text as "quantityIncrement",
                 p.quantity_conversion_factor::text as "quantityConversionFactor",
                 p.minimum_order_override as "minimumOrderOverride", p.stock_status as "stockStatus",
                 p.stock_quantity as "stockQuantity", p.gross_weight::text as "grossWeight",
                 p.net_weight::text as "netWeight", p.gross_volume::text as "grossVolume",
                 p.net_volume::text as "netVolume", p.height::text as height, p.length::text as length,
                 p.width::text as width, p.un_number as "unNumber", p.active,
                 p.created_at as "createdAt", p.updated_at as "updatedAt",
                 p.brand_id as "brandId", p.category_id as "categoryId", p.product_line_id as "productLineId",
                 p.family_id as "familyId", p.sales_unit_id as "salesUnitId",
                 to_char(p.preliminary_delivery_date, 'YYYY-MM-DD') as "preliminaryDeliveryDate",
                 p.archived_at as "archivedAt", p.attributes as "attributeValues",
                 ${NAMES} as names, ${CATEGORY_NAMES} as "categoryNames", ${MISSING_LOCALES} as "missingLocales",
                 array(select a.category_id from product_additional_category a where a.product_id = p.id
                       order by a.category_id) as "additionalCategoryIds",
                 coalesce((
                   select json_agg(json_build_object('unitId', pu.unit_definition_id, 'identifier', ud.identifier,
                                   'conversionFactor', trim_scale(pu.conversion_factor)::text,
                                   'precision', pu.precision, 'isDefault', pu.is_default)
                                   order by pu.is_default desc, ud.identifier)
                   from product_unit pu join unit_definition ud on ud.id = pu.unit_definition_id
                   where pu.product_id = p.id
                 ), '[]') as units,
                 coalesce((
                   select json_agg(json_build_object('kind', r.kind, 'relatedId', r.related_id, 'sku', rp.sku,
                                   'names', (select jsonb_object_agg(n.locale, n.name) from product_translation n
                                             where n.product_id = rp.id)) order by r.kind, r.position)
                   from product_relation r join product rp on rp.id = r.related_id where r.product_id = p.id
                 ), '[]') as relations,
                 coalesce((
                   select json_agg(json_build_object('store', s.code, 'currency', s.currency,
                                   'companyName', cc.name, 'groupName', cg.name, 'priceMinor', cp.price_minor,
                                   'minQuantity', trim_scale(cp.min_quantity)::text,
                                   'validFrom', to_char(cp.valid_from, 'YYYY-MM-DD'),
                                   'validTo', to_char(cp.valid_to, 'YYYY-MM-DD'))
                                   order by s.position, cc.name nulls last, cg.name, cp.min_quantity)
                   from customer_price cp join store s on s.id = cp.store_id
                   left join customer_company cc on cc.id = cp.company_id
                   left join customer_group cg on cg.id = cp.customer_group_id
                   where cp.product_id = p.id
                 ), '[]') as "agreedPrices",
                 coalesce((
                   select json_agg(json_build_object('id', r.id, 'name', r.name, 'priority', r.priority)
                                   order by r.priority desc, r.id)
                   from product_price_rule r
                   where r.active
                     and not exists (select 1 from jsonb_array_elements(r.conditions) c
                                     where (c->>'type' = 'products'
                                            and not (c->'productIds' @> to_jsonb(p.id)))
                                        or (c->>'type' = 'categories'
                                            and not exists (select 1 from jsonb_array_elements(c->'categoryIds') k
                                                            where (k)::int in (${CATEGORY_CHAIN}))))
                 ), '[]') as "priceRules",
                 coalesce((
                   select json_agg(json_build_object('code', fa.code,
                                   'label', coalesce(fa.labels->>${locale}, fa.labels->>${FALLBACK_LOCALE}, fa.code),
                                   'value', p.attributes->>fa.code, 'unit', fa.unit) order by fa.position)
                   from family_attribute fa where fa.family_id = p.family_id and jsonb_exists(p.attributes, fa.code)
                 ), '[]') as attributes,
                 (select json_agg(json_build_object('locale', x.locale, 'name', x.name, 'slug', x.slug,
                                  'description', x.description) order by x.locale)
                  from product_translation x where x.product_id = p.id) as translations,
                 coalesce((
                   select json_agg(json_build_object('store', s.code, 'currency', s.currency,
                                   'priceMinor', pp.price_minor, 'recommendedPriceMinor', pp.recommended_price_minor,
                                   'surchargeMinor', pp.surcharge_minor, 'storeId', s.id,
                                   'tiers', coalesce((
                                     select json_agg(json_build_object('minQuantity', trim_scale(t.min_quantity)::text,
                                                     'priceMinor', t.price_minor) order by t.min_quantity)
                                     from product_price_tier t where t.product_id = p.id and t.store_id = s.id
                                   ), '[]')) order by s.position, s.id)
                   from product_price pp join store s on s.id = pp.store_id where pp.product_id = p.id
                 ), '[]') as prices
          from product p
          join brand b on b.id = p.brand_id
          left join product_line pl on pl.id = p.product_line_id
          join product_family f on f.id = p.family_id
          join unit_definition u on u.id = p.sales_unit_id
          where p.id = ${id}`,
    );
    return row ?? null;
  }

  /** What the product editor offers to choose from: brands, lines, families with their attributes, units, stores. */
  async editorOptions(): Promise<ProductEditorOptionsDto> {
    const [row] = await queryRows<ProductEditorOptionsDto>(
      this.em,
      sql`select
            coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by b.name) from brand b), '[]')
              as brands,
            coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name, 'brandId', l.brand_id)
                                      order by l.name) from product_line l), '[]') as "productLines",
            coalesce((select json_agg(json_build_object('id', f.id, 'code', f.code, 'labels', f.labels,
                        'attributes', coalesce((
                          select json_agg(json_build_object('code', a.code, 'dataType', a.data_type, 'unit', a.unit,
                                          'options', a.options, 'labels', a.labels, 'optionLabels', a.option_labels)
                                          order by a.position, a.id)
                          from family_attribute a where a.family_id = f.id), '[]')) order by f.code)
                      from product_family f), '[]') as families,
            coalesce((select json_agg(json_build_object('id', u.id, 'identifier', u.identifier,
                                      'precision', u.precision, 'labels', u.labels) order by u.identifier)
                      from unit_definition u), '[]') as units,
            coalesce((select json_agg(json_build_object('id', s.id, 'code', s.code, 'currency', s.currency)
                                      order by s.position, s.id) from store s), '[]') as stores`,
    );
    return row!;
  }

  async listCategories(
    request: AdminListRequest<CategorySortField>,
    locale: Locale,
  ): Promise<{ rows: AdminCategoryRowDto[]; total: number }> {
    const { filter } = request;
    const conditions: SqlQuery[] = [];
    const q = filterValue.text(filter, 'q');
    if (q)
      conditions.push(
        sql`(c.code ilike ${`%${likeEscape(q)}%`} or t.name ilike ${`%${likeEscape(q)}%`}
             or tl.name ilike ${`%${likeEscape(q)}%`})`,
      );
    const ids = filterValue.integers(filter, 'id');
    if (ids) conditions.push(ids.length ? sql`c.id = any(${ids}::int[])` : trusted('false'));
    const parentId = filterValue.integer(filter, 'parentId');
    if (parentId !== undefined) conditions.push(sql`c.parent_id = ${parentId}`);

    const from = sql`from category c ${translationJoins('category', 'c', locale)}`;
    const [{ total }] = await queryRows<{ total: number }>(
      this.em,
      sql`select count(*)::int as total ${from} ${where(conditions)}`,
    );
    const rows = await queryRows<AdminCategoryRowDto>(
      this.em,
      sql`select c.id, c.code, coalesce(tl.name, t.name) as name, c.parent_id as "parentId",
                 ${categoryName('c.parent_id', locale)} as "parentName", c.position,
                 c.product_count as "productCount"
          ${from}
          ${where(conditions)}
          ${orderBy(CATEGORY_SORT_COLUMN[request.sortField], request.sortOrder)}
          limit ${request.limit} offset ${request.offset}`,
    );
    return { rows, total };
  }

  /** A category without its filter, which shop-config keeps (CategoryFiltersService). */
  async findCategory(
    id: number,
    locale: Locale,
  ): Promise<Omit<AdminCategoryDetailDto, 'filterId' | 'facets'> | null> {
    const [row] = await queryRows<Omit<AdminCategoryDetailDto, 'filterId' | 'facets'>>(
      this.em,
      sql`select c.id, c.code, coalesce(tl.name, t.name) as name, c.parent_id as "parentId",
                 ${categoryName('c.parent_id', locale)} as "parentName", c.position, c.image, c.product_count as "productCount",
                 c.published,
                 (select json_agg(json_build_object('locale', x.locale, 'name', x.name, 'slug', x.slug,
                                  'description', x.description, 'metaTitle', x.meta_title,
                                  'metaDescription', x.meta_description) order by x.locale)
                  from category_translation x where x.category_id = c.id) as translations,
                 coalesce((
                   select json_agg(json_build_object('id', k.id, 'code', k.code,
                                                     'name', ${categoryName('k.id', locale)})
                                   order by k.position, k.id)
                   from category k
                   where k.parent_id = c.id
                 ), '[]') as children
          from category c ${translationJoins('category', 'c', locale)}
          where c.id = ${id}`,
    );
    return row ?? null;
  }
}
