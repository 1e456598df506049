import { LOCALES, type Locale } from '@tradeshop/shared';
import type { ImportableScalar, ProductImportPatch } from '../catalogue/product-import.service';
import type { ColumnMapping } from './importer.types';
import {
  applyTransformations,
  multiplyDecimal,
  normaliseNumber,
  TransformationError,
} from './transformations';

export type TargetKind = 'text' | 'decimal' | 'integer' | 'boolean' | 'date' | 'money';

/** A product field an import column can be mapped to: `sku`, `name.fi`, `attribute.voltage`, `price.fi`. */
export interface ImportTarget {
  key: string;
  kind: TargetKind;
  group: 'product' | 'translation' | 'attribute' | 'price' | 'reference' | 'unit';
}

/** Every product field of storefront spec §3 that an import sets, by the product editor's name. */
const SCALAR_TARGETS: Record<ImportableScalar, TargetKind> = {
  sku: 'text',
  eanNumber: 'text',
  nobbNumber: 'text',
  statisticsNumber: 'text',
  countryOfOrigin: 'text',
  surchargeCode: 'text',
  minimumOrderQuantity: 'decimal',
  quantityIncrement: 'decimal',
  quantityConversionFactor: 'decimal',
  minimumOrderOverride: 'boolean',
  stockStatus: 'text',
  stockQuantity: 'integer',
  preliminaryDeliveryDate: 'date',
  grossWeight: 'decimal',
  netWeight: 'decimal',
  grossVolume: 'decimal',
  netVolume: 'decimal',
  height: 'decimal',
  length: 'decimal',
  width: 'decimal',
  unNumber: 'text',
  active: 'boolean',
};

/** `furtherCategories`: the product's further categories, their paths separated by | or ; (the full list). */
const REFERENCE_TARGETS = [
  'brand',
  'productLine',
  'family',
  'salesUnit',
  'category',
  'furtherCategories',
  'image',
] as const;

/**
 * Mapped by a prefix and a name: `attribute.voltage`, `price.fi` (the list price), `tiers.fi` (quantity breaks
 * as `10:1.20|50:1.05`, a full list), `unit.BOX` (pieces in one box: a further unit and its factor).
 */
const PREFIXED_TARGETS = ['attribute', 'price', 'tiers', 'unit'] as const;

const LIST_SEPARATOR = /\s*[|;]\s*/;

export function importTargets(
  attributeCodes: readonly string[],
  storeCodes: readonly string[],
  unitIdentifiers: readonly string[],
): ImportTarget[] {
  return [
    ...Object.entries(SCALAR_TARGETS).map(([key, kind]) => ({ key, kind, group: 'product' as const })),
    ...REFERENCE_TARGETS.map((key) => ({ key, kind: 'text' as const, group: 'reference' as const })),
    ...LOCALES.flatMap((locale) => [
      { key: `name.${locale}`, kind: 'text' as const, group: 'translation' as const },
      { key: `description.${locale}`, kind: 'text' as const, group: 'translation' as const },
    ]),
    ...[...new Set(attributeCodes)].map((code) => ({
      key: `attribute.${code}`,
      kind: 'text' as const,
      group: 'attribute' as const,
    })),
    ...storeCodes.flatMap((code) => [
      { key: `price.${code}`, kind: 'money' as const, group: 'price' as const },
      { key: `tiers.${code}`, kind: 'text' as const, group: 'price' as const },
    ]),
    ...unitIdentifiers.map((identifier) => ({
      key: `unit.${identifier}`,
      kind: 'decimal' as const,
      group: 'unit' as const,
    })),
  ];
}

/** A mapping's target that is no field: the check of a configuration before it is saved. */
export function isKnownTarget(key: string): boolean {
  if (key in SCALAR_TARGETS || (REFERENCE_TARGETS as readonly string[]).includes(key)) return true;
  const [prefix, rest] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
  if (prefix === 'name' || prefix === 'description') return (LOCALES as readonly string[]).includes(rest);
  return (PREFIXED_TARGETS as readonly string[]).includes(prefix) && /^[A-Za-z0-9_-]{1,64}$/.test(rest);
}

/** Quantity breaks as a file gives them, `10:1.20|50:1.05` (from 10 units 1.20 each, from 50 1.05). */
function tierList(value: string): { minQuantity: string; priceMinor: number }[] {
  return value
    .split(LIST_SEPARATOR)
    .filter(Boolean)
    .map((tier) => {
      const match = /^([^:]+):(.+)$/.exec(tier.trim());
      if (!match) {
        throw new TransformationError(
          `'${tier}' is not a quantity break such as 10:1.20 (from 10 units, 1.20 each)`,
        );
      }
      return {
        minQuantity: normaliseNumber(match[1]!.trim()),
        priceMinor: typed('money', match[2]!.trim()) as number,
      };
    });
}

const TRUE_WORDS = /^(1|true|yes|y|x|ja|kyllä|kylla|oui|sì|si)$/i;
const FALSE_WORDS = /^(0|false|no|n|nej|nei|ei|non)$/i;

function typed(kind: TargetKind, value: string): string | number | boolean | null {
  if (value === '') return null;
  switch (kind) {
    case 'decimal':
      return normaliseNumber(value);
    case 'integer': {
      const number = normaliseNumber(value);
      if (!/^-?\d+$/.test(number)) throw new TransformationError(`'${value}' is not a whole number`);
      return Number(number);
    }
    case 'money': {
      // A comma before the last one or two digits is a decimal comma (12,50): cents never come in threes,
      // so 1,250 stays a thousand and more. Without this, 12,50 would read as 1250 euros.
      const decimalComma = /^[^.]*,\d{1,2}\s*$/.test(value);
      const minor = multiplyDecimal(normaliseNumber(value, decimalComma ? ',' : '.'), '100');
      if (!/^\d+$/.test(minor))
        throw new TransformationError(`'${value}' is not a price with at most two decimals`);
      return Number(minor);
    }
    case 'boolean':
      if (TRUE_WORDS.test(value.trim())) return true;
      if (FALSE_WORDS.test(value.trim())) return false;
      throw new TransformationError(`'${value}' is neither yes nor no`);
    default:
      return value;
  }
}

export interface MappedRow {
  patch: ProductImportPatch;
  /** What each mapping made of the row: the values the mapping editor's preview shows. */
  values: Record<string, string>;
}

/** Puts one mapped value into the patch, typed as its field is. */
function setTarget(
  patch: ProductImportPatch,
  scalars: NonNullable<ProductImportPatch['scalars']>,
  target: string,
  value: string,
): void {
  const dot = target.indexOf('.');
  const prefix = dot < 0 ? target : target.slice(0, dot);
  const rest = dot < 0 ? '' : target.slice(dot + 1);
  if (target === 'sku') patch.sku = value.trim();
  else if (target in SCALAR_TARGETS) {
    scalars[target as ImportableScalar] = typed(SCALAR_TARGETS[target as ImportableScalar], value);
  } else if (target === 'brand' && value) patch.brand = value.trim();
  else if (target === 'productLine' && value) patch.productLine = value.trim();
  else if (target === 'family' && value) patch.family = value.trim();
  else if (target === 'salesUnit' && value) patch.salesUnit = value.trim();
  else if (target === 'category' && value) patch.categoryPath = value.trim();
  else if (target === 'furtherCategories')
    patch.furtherCategoryPaths = value.split(LIST_SEPARATOR).filter(Boolean);
  else if (target === 'image' && value) patch.image = value.trim();
  else if (prefix === 'name' && value) (patch.names ??= {})[rest as Locale] = value.trim();
  else if (prefix === 'description') (patch.descriptions ??= {})[rest as Locale] = value;
  else if (prefix === 'attribute' && value) (patch.attributes ??= {})[rest] = value.trim();
  else if (prefix === 'price' && value) (patch.prices ??= {})[rest] = typed('money', value) as number;
  else if (prefix === 'tiers') (patch.tiers ??= {})[rest] = tierList(value);
  else if (prefix === 'unit' && value) (patch.units ??= {})[rest] = normaliseNumber(value);
}

/** Maps one row's cells through the mappings into a product patch; throws TransformationError with a reason. */
export function mapRow(
  headers: readonly string[],
  cells: readonly string[],
  mappings: readonly ColumnMapping[],
): MappedRow {
  const values: Record<string, string> = {};
  const patch: ProductImportPatch = { sku: '' };
  const scalars: NonNullable<ProductImportPatch['scalars']> = {};
  for (const mapping of mappings) {
    const index = headers.indexOf(mapping.column);
    const raw = index >= 0 ? (cells[index] ?? '') : '';
    try {
      const value = applyTransformations(raw, mapping.transformations);
      values[mapping.target] = value;
      setTarget(patch, scalars, mapping.target, value);
    } catch (error) {
      if (error instanceof TransformationError)
        throw new TransformationError(`${mapping.column}: ${error.message}`);
      throw error;
    }
  }
  if (Object.keys(scalars).length > 0) patch.scalars = scalars;
  if (!patch.sku) throw new TransformationError('the SKU is empty; every row needs one');
  return { patch, values };
}
