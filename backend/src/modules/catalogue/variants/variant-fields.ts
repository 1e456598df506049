import { LOCALES } from '@tradeshop/shared';

/**
 * The fields a variant inherits from its parent (docs/decisions/2026-11-28-product-variants.md), each named by
 * a key: a product column (`brand`, `grossWeight`), a text per language (`name.fi`, `description.sv`), the price
 * of a store (`price.fi`: its price row and quantity breaks), a technical attribute (`attributes.lumen`), the
 * media (`media`) or the units the product is sold in (`units`: its `product_unit` rows). A child's own
 * identity is never inherited: SKU, EAN, NOBB number, slugs, stock, active, and its values on the axes.
 */
export const INHERITED_COLUMNS = {
  brand: 'brand_id',
  category: 'category_id',
  productLine: 'product_line_id',
  salesUnit: 'sales_unit_id',
  taxRuleGroup: 'tax_rule_group_id',
  image: 'image',
  statisticsNumber: 'statistics_number',
  countryOfOrigin: 'country_of_origin',
  surchargeCode: 'surcharge_code',
  minimumOrderQuantity: 'minimum_order_quantity',
  quantityIncrement: 'quantity_increment',
  quantityConversionFactor: 'quantity_conversion_factor',
  minimumOrderOverride: 'minimum_order_override',
  grossWeight: 'gross_weight',
  netWeight: 'net_weight',
  grossVolume: 'gross_volume',
  netVolume: 'net_volume',
  height: 'height',
  length: 'length',
  width: 'width',
  unNumber: 'un_number',
} as const;
export type InheritedColumn = keyof typeof INHERITED_COLUMNS;

export const TRANSLATED_FIELDS = ['name', 'description'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];

/** What a parent offers its children: the stores it has prices in and the attributes it carries. */
export interface ParentShape {
  storeCodes: readonly string[];
  attributeCodes: readonly string[];
  axes: readonly string[];
}

export type VariantField =
  | { kind: 'column'; key: InheritedColumn; column: string }
  | { kind: 'text'; key: string; field: TranslatedField; locale: string }
  | { kind: 'price'; key: string; store: string }
  | { kind: 'attribute'; key: string; code: string }
  | { kind: 'media'; key: 'media' }
  | { kind: 'units'; key: 'units' };

/** Parses a field key; null when it names nothing a variant inherits (an axis is never inherited). */
export function parseVariantField(key: string, axes: readonly string[] = []): VariantField | null {
  if (key in INHERITED_COLUMNS) {
    const column = key as InheritedColumn;
    return { kind: 'column', key: column, column: INHERITED_COLUMNS[column] };
  }
  if (key === 'media') return { kind: 'media', key };
  if (key === 'units') return { kind: 'units', key };
  const [head, rest, ...more] = key.split('.');
  if (!rest || more.length) return null;
  if ((TRANSLATED_FIELDS as readonly string[]).includes(head)) {
    if (!(LOCALES as readonly string[]).includes(rest)) return null;
    return { kind: 'text', key, field: head as TranslatedField, locale: rest };
  }
  if (head === 'price' && /^[a-z]{2,8}$/.test(rest)) return { kind: 'price', key, store: rest };
  if (head === 'attributes' && /^[a-z0-9_]{1,64}$/.test(rest) && !axes.includes(rest)) {
    return { kind: 'attribute', key, code: rest };
  }
  return null;
}

/** Every field a child of a parent of this shape inherits unless it overrides it, in a stable order. */
export function inheritableFields(parent: ParentShape): string[] {
  return [
    ...Object.keys(INHERITED_COLUMNS),
    ...TRANSLATED_FIELDS.flatMap((field) => LOCALES.map((locale) => `${field}.${locale}`)),
    ...[...parent.storeCodes].sort().map((store) => `price.${store}`),
    ...parent.attributeCodes
      .filter((code) => !parent.axes.includes(code))
      .map((code) => `attributes.${code}`),
    'media',
    'units',
  ];
}

/** The fields a child inherits now: every inheritable field it does not override. */
export function inheritedFields(parent: ParentShape, overridden: readonly string[]): string[] {
  const own = new Set(overridden);
  return inheritableFields(parent).filter((key) => !own.has(key));
}

export type AxisValue = string | number | boolean;

export interface FamilyMember {
  id: number;
  sku: string;
  attributes: Record<string, AxisValue>;
}

export interface AxisProblem {
  field: string;
  reason: string;
}

/** Problems with a parent's axes: none named, unknown to the family, or named twice. */
export function axisDefinitionProblems(
  axes: readonly string[],
  familyAttributes: readonly string[],
): AxisProblem[] {
  const problems: AxisProblem[] = [];
  if (axes.length === 0) problems.push({ field: 'axes', reason: 'name at least one variant axis' });
  if (axes.length > 3) problems.push({ field: 'axes', reason: 'a family varies on at most three axes' });
  for (const axis of axes) {
    if (!familyAttributes.includes(axis)) {
      problems.push({ field: 'axes', reason: `'${axis}' is not an attribute of the product's family` });
    }
  }
  if (new Set(axes).size !== axes.length) problems.push({ field: 'axes', reason: 'an axis is named twice' });
  return problems;
}

function axisKey(member: FamilyMember, axes: readonly string[]): string {
  return JSON.stringify(axes.map((axis) => member.attributes[axis] ?? null));
}

/**
 * Problems with the members of one family on its axes: every member has a value on every axis, and no two
 * members have the same values (the shopper could not tell them apart in the picker).
 */
export function familyAxisProblems(axes: readonly string[], members: readonly FamilyMember[]): AxisProblem[] {
  const problems: AxisProblem[] = [];
  const seen = new Map<string, FamilyMember>();
  for (const member of members) {
    const missing = axes.filter((axis) => !isAxisValue(member.attributes[axis]));
    if (missing.length) {
      problems.push({
        field: `attributes.${missing[0]}`,
        reason: `${member.sku} has no value for ${missing.join(', ')}`,
      });
      continue;
    }
    const key = axisKey(member, axes);
    const twin = seen.get(key);
    if (twin) {
      problems.push({
        field: 'attributes',
        reason: `${member.sku} has the same ${axes.join(', ')} as ${twin.sku}`,
      });
    } else {
      seen.set(key, member);
    }
  }
  return problems;
}

function isAxisValue(value: unknown): value is AxisValue {
  return (
    (typeof value === 'string' && value.trim() !== '') ||
    (typeof value === 'number' && Number.isFinite(value)) ||
    typeof value === 'boolean'
  );
}
