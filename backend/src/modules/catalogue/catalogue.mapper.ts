import type { StockStatus } from '@tradeshop/shared';
import { buildVariantPicker } from './variants/variant-picker';
import type { CategoryRow, ProductCardRow, ProductDetailRow } from './catalogue-listing.read-model';
import type {
  CategoryLinkDto,
  CategoryNodeDto,
  MoneyDto,
  ProductCardDto,
  ProductDetailDto,
} from './dto/catalogue-shop.dto';

export function toMoney(amountMinor: string | number | null | undefined, currency: string): MoneyDto | null {
  return amountMinor === null || amountMinor === undefined
    ? null
    : { amountMinor: Number(amountMinor), currency };
}

export function toCategoryNode(row: CategoryRow, children: CategoryNodeDto[] = []): CategoryNodeDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    slug: row.slug,
    image: row.image,
    productCount: row.product_count,
    children,
  };
}

export function toCategoryLink(row: Pick<CategoryRow, 'id' | 'name' | 'slug'>): CategoryLinkDto {
  return { id: row.id, name: row.name, slug: row.slug };
}

/** Builds the tree from rows ordered parents-first by position. */
export function buildCategoryTree(rows: CategoryRow[]): CategoryNodeDto[] {
  const nodes = new Map<number, CategoryNodeDto>();
  const roots: CategoryNodeDto[] = [];
  for (const row of rows) nodes.set(row.id, toCategoryNode(row));
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNodeDto;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export function toProductCard(row: Omit<ProductCardRow, 'currency'>, currency: string): ProductCardDto {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    slug: row.slug,
    image: row.image,
    brand: row.brand,
    price: toMoney(row.price_minor, currency),
    recommendedPrice: toMoney(row.recommended_price_minor, currency),
    stockStatus: row.stock_status as StockStatus,
    minimumOrderQuantity: row.minimum_order_quantity,
    quantityIncrement: row.quantity_increment,
    salesUnit: row.sales_unit,
    salesUnitLabel: row.sales_unit_label,
    salesUnitPrecision: row.unit_precision,
    minimumOrderOverride: row.minimum_order_override,
  };
}

function attributeText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

export function toProductDetail(row: ProductDetailRow): ProductDetailDto {
  const cards = (kind: string) =>
    row.relations
      .filter((relation) => relation.kind === kind)
      .map((relation) => toProductCard(relation, row.currency));
  const category = row.breadcrumbs[row.breadcrumbs.length - 1];
  return {
    ...toProductCard(row, row.currency),
    description: row.description,
    brand: { id: row.brand_id, name: row.brand },
    productLine:
      row.product_line_id === null ? null : { id: row.product_line_id, name: row.product_line_name ?? '' },
    category: category ? toCategoryLink(category) : { id: row.category_id, name: '', slug: '' },
    // An unpublished category (or one under it) has no page in the shop: the trail leaves it out.
    breadcrumbs: row.breadcrumbs.filter((crumb) => crumb.shown).map(toCategoryLink),
    eanNumber: row.ean_number,
    nobbNumber: row.nobb_number,
    statisticsNumber: row.statistics_number,
    countryOfOrigin: row.country_of_origin,
    salesUnit: { identifier: row.sales_unit, precision: row.unit_precision, label: row.sales_unit_label },
    units: row.units,
    partNumbers: row.part_numbers,
    priceTiers: row.price_tiers.map((tier) => ({
      minQuantity: tier.min_quantity,
      price: toMoney(tier.price_minor, row.currency) as MoneyDto,
    })),
    surcharge:
      row.surcharge_code && row.surcharge_minor !== null && Number(row.surcharge_minor) > 0
        ? { code: row.surcharge_code, amount: toMoney(row.surcharge_minor, row.currency) as MoneyDto }
        : null,
    quantityConversionFactor: row.quantity_conversion_factor,
    stockQuantity: row.stock_quantity,
    dimensions: {
      grossWeight: row.gross_weight,
      netWeight: row.net_weight,
      grossVolume: row.gross_volume,
      netVolume: row.net_volume,
      height: row.height,
      length: row.length,
      width: row.width,
    },
    unNumber: row.un_number,
    attributes: row.attributes.map((attribute) => ({
      code: attribute.code,
      label: attribute.label,
      value: attributeText(attribute.value),
      unit: attribute.unit,
    })),
    media: row.media,
    related: cards('related'),
    alternatives: cards('alternative'),
    accessories: cards('accessory'),
    alternates: row.alternates ?? [],
    variants: buildVariantPicker(row.variant_family, row.id),
  };
}
