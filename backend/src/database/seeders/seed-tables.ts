import { LOCALES, type Locale } from '@tradeshop/shared';
import { brandLogoUrl, categoryImageUrl, pageThumbnailUrl } from '../../modules/files/media-keys';
import type { Row, TableSpec } from './bulk-writer';
import { categoryId, type GeneratedProduct } from './catalogue-generator';
import { CONTENT_PAGES } from './content-pages';
import { slugify } from './localised-text';
import {
  ATTRIBUTE_OPTION_LABELS,
  BRANDS,
  CATEGORIES,
  FAMILIES,
  PRODUCT_LINES,
  STORE_WORDINGS,
  STORES,
  UNITS,
  storeId,
  type AttributeSeed,
} from './reference-data';

/** The columns the seed writes, per table, in the order of the row builders below. */
export const TABLES = {
  store: table(
    'store',
    ['id', 'int'],
    ['code', 'text'],
    ['name', 'text'],
    ['country', 'text'],
    ['default_locale', 'text'],
    ['locales', 'text[]'],
    ['currency', 'text'],
    ['position', 'int'],
    ['sales_email', 'text'],
  ),
  storeWording: table(
    'store_wording',
    ['store_id', 'int'],
    ['locale', 'text'],
    ['key', 'text'],
    ['value', 'text'],
  ),
  category: table(
    'category',
    ['id', 'int'],
    ['parent_id', 'int'],
    ['code', 'text'],
    ['position', 'int'],
    ['image', 'text'],
  ),
  categoryTranslation: table(
    'category_translation',
    ['category_id', 'int'],
    ['locale', 'text'],
    ['name', 'text'],
    ['slug', 'text'],
    ['description', 'text'],
  ),
  brand: table('brand', ['id', 'int'], ['code', 'text'], ['name', 'text'], ['logo', 'text']),
  productLine: table('product_line', ['id', 'int'], ['brand_id', 'int'], ['code', 'text'], ['name', 'text']),
  productFamily: table('product_family', ['id', 'int'], ['code', 'text'], ['labels', 'jsonb']),
  familyAttribute: table(
    'family_attribute',
    ['id', 'int'],
    ['family_id', 'int'],
    ['code', 'text'],
    ['data_type', 'text'],
    ['unit', 'text'],
    ['options', 'jsonb'],
    ['filterable', 'bool'],
    ['position', 'int'],
    ['labels', 'jsonb'],
    ['option_labels', 'jsonb'],
  ),
  unitDefinition: table(
    'unit_definition',
    ['id', 'int'],
    ['identifier', 'text'],
    ['precision', 'smallint'],
    ['labels', 'jsonb'],
  ),
  product: table(
    'product',
    ['id', 'int'],
    ['sku', 'text'],
    ['ean_number', 'text'],
    ['nobb_number', 'text'],
    ['statistics_number', 'text'],
    ['country_of_origin', 'text'],
    ['brand_id', 'int'],
    ['category_id', 'int'],
    ['product_line_id', 'int'],
    ['family_id', 'int'],
    ['sales_unit_id', 'int'],
    ['image', 'text'],
    ['surcharge_code', 'text'],
    ['minimum_order_quantity', 'numeric'],
    ['quantity_increment', 'numeric'],
    ['quantity_conversion_factor', 'numeric'],
    ['minimum_order_override', 'bool'],
    ['stock_status', 'text'],
    ['stock_quantity', 'int'],
    ['gross_weight', 'numeric'],
    ['net_weight', 'numeric'],
    ['gross_volume', 'numeric'],
    ['net_volume', 'numeric'],
    ['height', 'numeric'],
    ['length', 'numeric'],
    ['width', 'numeric'],
    ['un_number', 'text'],
    ['attributes', 'jsonb'],
    ['active', 'bool'],
    ['created_at', 'timestamptz'],
    ['updated_at', 'timestamptz'],
  ),
  productTranslation: table(
    'product_translation',
    ['product_id', 'int'],
    ['locale', 'text'],
    ['name', 'text'],
    ['slug', 'text'],
    ['description', 'text'],
  ),
  productPrice: table(
    'product_price',
    ['product_id', 'int'],
    ['store_id', 'int'],
    ['price_minor', 'bigint'],
    ['recommended_price_minor', 'bigint'],
    ['surcharge_minor', 'bigint'],
  ),
  productUnit: table(
    'product_unit',
    ['product_id', 'int'],
    ['unit_definition_id', 'int'],
    ['conversion_factor', 'numeric'],
    ['precision', 'smallint'],
    ['is_default', 'bool'],
  ),
  productMedia: table(
    'product_media',
    ['id', 'int'],
    ['product_id', 'int'],
    ['kind', 'text'],
    ['url', 'text'],
    ['titles', 'jsonb'],
    ['position', 'int'],
  ),
  productRelation: table(
    'product_relation',
    ['product_id', 'int'],
    ['related_id', 'int'],
    ['kind', 'text'],
    ['position', 'int'],
  ),
  contentPage: table('content_page', ['id', 'int'], ['code', 'text'], ['thumbnail', 'text']),
  contentPageTranslation: table(
    'content_page_translation',
    ['page_id', 'int'],
    ['locale', 'text'],
    ['title', 'text'],
    ['slug', 'text'],
    ['body', 'text'],
  ),
  adminUser: table(
    'admin_user',
    ['id', 'int'],
    ['email', 'text'],
    ['name', 'text'],
    ['password_hash', 'text'],
    ['role_id', 'int'],
  ),
  customerCompany: table(
    'customer_company',
    ['id', 'int'],
    ['name', 'text'],
    ['organization_number', 'text'],
    ['store_id', 'int'],
    ['erp_customer_number', 'text'],
  ),
  customer: table(
    'customer',
    ['id', 'int'],
    ['company_id', 'int'],
    ['email', 'text'],
    ['password_hash', 'text'],
    ['firstname', 'text'],
    ['lastname', 'text'],
    ['locale', 'text'],
    ['kind', 'text'],
    ['company_admin', 'bool'],
  ),
  customerSalesrepCompany: table('customer_salesrep_company', ['salesrep_id', 'int'], ['company_id', 'int']),
  customerGroup: table('customer_group', ['id', 'int'], ['code', 'text'], ['name', 'text']),
  customerGroupMember: table('customer_group_member', ['group_id', 'int'], ['customer_id', 'int']),
} satisfies Record<string, TableSpec>;

function table(name: string, ...columns: TableSpec['columns']): TableSpec {
  return { name, columns };
}

/** Tables whose rows grow with the number of products, in the order they are loaded. */
export const PRODUCT_TABLES: readonly TableSpec[] = [
  TABLES.product,
  TABLES.productTranslation,
  TABLES.productPrice,
  TABLES.productUnit,
  TABLES.productMedia,
  TABLES.productRelation,
];

/** Every table the seed owns; `--reset` empties exactly these (and, by cascade, rows that point into them). */
export const SEED_OWNED_TABLES: readonly string[] = [
  'store',
  'store_wording',
  'category',
  'category_translation',
  'brand',
  'product_line',
  'product_family',
  'family_attribute',
  'unit_definition',
  'product',
  'product_translation',
  'product_price',
  'product_unit',
  'product_media',
  'product_relation',
  'content_page',
  'content_page_translation',
  'admin_user',
  'customer_company',
  'customer',
  'customer_group',
  'customer_group_member',
  'session',
];

/** Tables with a serial id whose sequence must follow explicitly written ids. */
export const SERIAL_TABLES: readonly string[] = [
  'store',
  'category',
  'brand',
  'product_line',
  'product_family',
  'family_attribute',
  'unit_definition',
  'product',
  'product_media',
  'content_page',
  'admin_user',
  'customer_company',
  'customer',
  'customer_group',
];

const json = (value: unknown): string => JSON.stringify(value);

/** The translated names of an enum attribute's own options. */
function optionLabels(attribute: AttributeSeed): Record<string, unknown> {
  const labels = ATTRIBUTE_OPTION_LABELS[attribute.code] ?? {};
  return Object.fromEntries(
    (attribute.options ?? []).flatMap((option) => {
      const label = labels[option];
      return label ? [[option, label]] : [];
    }),
  );
}

// ---------------------------------------------------------------------------------------------- reference

export interface ReferenceRows {
  table: TableSpec;
  rows: Row[];
}

export function referenceRows(): ReferenceRows[] {
  let attributeId = 0;
  return [
    {
      table: TABLES.store,
      rows: STORES.map((store, position) => [
        position + 1,
        store.code,
        store.name,
        store.country,
        store.defaultLocale,
        store.locales,
        store.currency,
        position,
        store.salesEmail,
      ]),
    },
    {
      table: TABLES.storeWording,
      rows: STORE_WORDINGS.map((wording) => [
        storeId(wording.store),
        wording.locale,
        wording.key,
        wording.value,
      ]),
    },
    {
      table: TABLES.category,
      rows: CATEGORIES.map((category) => {
        const siblings = CATEGORIES.filter((other) => other.parent === category.parent);
        return [
          categoryId(category.code),
          category.parent ? categoryId(category.parent) : null,
          category.code,
          siblings.indexOf(category),
          categoryImageUrl(category.code),
        ];
      }),
    },
    {
      table: TABLES.categoryTranslation,
      rows: CATEGORIES.flatMap((category) =>
        LOCALES.map((locale) => [
          categoryId(category.code),
          locale,
          category.names[locale],
          categorySlug(category, locale),
          category.descriptions[locale],
        ]),
      ),
    },
    {
      table: TABLES.brand,
      rows: BRANDS.map((brand, position) => [position + 1, brand.code, brand.name, brandLogoUrl(brand.code)]),
    },
    {
      table: TABLES.productLine,
      rows: PRODUCT_LINES.map((line, position) => [
        position + 1,
        BRANDS.findIndex((brand) => brand.code === line.brand) + 1,
        line.code,
        line.name,
      ]),
    },
    {
      table: TABLES.productFamily,
      rows: FAMILIES.map((family, position) => [position + 1, family.code, json(family.labels)]),
    },
    {
      table: TABLES.familyAttribute,
      rows: FAMILIES.flatMap((family, familyPosition) =>
        family.attributes.map((attribute, position) => [
          ++attributeId,
          familyPosition + 1,
          attribute.code,
          attribute.dataType,
          attribute.unit,
          attribute.options ? json(attribute.options) : null,
          attribute.filterable,
          position,
          json(attribute.labels),
          json(optionLabels(attribute)),
        ]),
      ),
    },
    {
      table: TABLES.unitDefinition,
      rows: UNITS.map((unit, position) => [position + 1, unit.identifier, unit.precision, json(unit.labels)]),
    },
  ];
}

export function contentPageRows(): ReferenceRows[] {
  return [
    {
      table: TABLES.contentPage,
      rows: CONTENT_PAGES.map((page, position) => [position + 1, page.code, pageThumbnailUrl(page.code)]),
    },
    {
      table: TABLES.contentPageTranslation,
      rows: CONTENT_PAGES.flatMap((page, position) =>
        LOCALES.map((locale) => [
          position + 1,
          locale,
          page.titles[locale],
          slugify(page.titles[locale]),
          page.bodies[locale],
        ]),
      ),
    },
  ];
}

// ------------------------------------------------------------------------------------------------ products

/** The rows of a batch of products, per product table. */
export type ProductRows = Map<TableSpec, Row[]>;

export function productRows(products: Iterable<GeneratedProduct>): ProductRows {
  const product: Row[] = [];
  const translation: Row[] = [];
  const price: Row[] = [];
  const unit: Row[] = [];
  const media: Row[] = [];
  const relation: Row[] = [];
  for (const p of products) {
    product.push([
      p.id,
      p.sku,
      p.eanNumber,
      p.nobbNumber,
      p.statisticsNumber,
      p.countryOfOrigin,
      p.brandId,
      p.categoryId,
      p.productLineId,
      p.familyId,
      p.salesUnitId,
      p.image,
      p.surchargeCode,
      p.minimumOrderQuantity,
      p.quantityIncrement,
      p.quantityConversionFactor,
      p.minimumOrderOverride,
      p.stockStatus,
      p.stockQuantity,
      p.grossWeight,
      p.netWeight,
      p.grossVolume,
      p.netVolume,
      p.height,
      p.length,
      p.width,
      p.unNumber,
      json(p.attributes),
      p.active,
      p.createdAt,
      p.updatedAt,
    ]);
    for (const t of p.translations) translation.push([p.id, t.locale, t.name, t.slug, t.description]);
    for (const s of p.prices)
      price.push([p.id, s.storeId, s.priceMinor, s.recommendedPriceMinor, s.surchargeMinor]);
    for (const u of p.units)
      unit.push([p.id, u.unitDefinitionId, u.conversionFactor, u.precision, u.isDefault]);
    for (const m of p.media) media.push([m.id, p.id, m.kind, m.url, json(m.titles), m.position]);
    for (const r of p.relations) relation.push([p.id, r.relatedId, r.kind, r.position]);
  }
  return new Map([
    [TABLES.product, product],
    [TABLES.productTranslation, translation],
    [TABLES.productPrice, price],
    [TABLES.productUnit, unit],
    [TABLES.productMedia, media],
    [TABLES.productRelation, relation],
  ]);
}

/** A category's address carries its tree path (`batteries/alkaline-batteries`), as the back office keeps it. */
function categorySlug(category: (typeof CATEGORIES)[number], locale: Locale): string {
  const own = slugify(category.names[locale]);
  const parent = category.parent ? CATEGORIES.find((other) => other.code === category.parent) : undefined;
  return parent ? `${categorySlug(parent, locale)}/${own}` : own;
}
