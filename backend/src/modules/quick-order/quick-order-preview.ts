import {
  checkQuantity,
  convertQuantity,
  UNIT_NAMES,
  lowestQuantity,
  nextQuantityUp,
  normaliseQuantity,
  type QuantityProblem,
  type QuantityRules,
  UNIT_PRECISION_MAX,
} from '@tradeshop/shared';
import {
  addQuantities,
  orderUnits,
  quantityProblemMessage,
  quantityRules,
  type OrderUnitSource,
  type UnitSource,
} from '../cart/cart-quantity';
import type { ProductByCodeRow } from '../catalogue/product-lookup.service';
import type { QuickOrderLineDto, QuickOrderProductDto } from './dto/quick-order.dto';
import type { EnteredLine } from './quick-order-file';

/** The product a code names: its SKU (letter case ignored) first, then its EAN, then its Nobb number. */
export function productForCode(code: string, products: ProductByCodeRow[]): ProductByCodeRow | undefined {
  const upper = code.toUpperCase();
  return (
    products.find((product) => product.sku.toUpperCase() === upper) ??
    products.find((product) => product.ean_number === code) ??
    products.find((product) => product.nobb_number === code)
  );
}

/**
 * The preview of a quick order: rows naming the same product (by any of its codes) or the same unknown code are
 * merged with their quantities summed, then each line is checked with the shop's quantity rules.
 */
export function buildPreview(entered: EnteredLine[], products: ProductByCodeRow[]): QuickOrderLineDto[] {
  const groups = new Map<
    string,
    { product: ProductByCodeRow | undefined; unit: OrderUnitSource | null | undefined; lines: EnteredLine[] }
  >();
  for (const line of entered) {
    const product = productForCode(line.code, products);
    const unit = product ? unitForText(product, line.unit ?? '') : undefined;
    const key = product
      ? `product:${product.id}:${unit ? unit.id : `?${(line.unit ?? '').toUpperCase()}`}`
      : `code:${line.code.toUpperCase()}`;
    const group = groups.get(key) ?? { product, unit, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ product, unit, lines }) => previewLine(product, unit ?? null, lines));
}

/** The product's facts as the cart's unit rules read them. */
function unitSource(product: ProductByCodeRow): UnitSource {
  return {
    unit_precision: product.unit_precision,
    minimum_order_quantity: product.minimum_order_quantity,
    minimum_order_override: product.minimum_order_override,
    sales_unit_id: product.sales_unit_id,
    unit_identifier: product.sales_unit,
    unit_label: product.sales_unit_label,
    units: product.units ?? [],
  };
}

/**
 * The unit a row names among the product's units: empty is the sales unit; otherwise the unit's id, code
 * (`BOX`), name in the shopper's language or the shop's name for it in any language (`ltk`, `box`), letter
 * case ignored. Null when the product is not offered in such a unit.
 */
export function unitForText(product: ProductByCodeRow, text: string): OrderUnitSource | null {
  const units = orderUnits(unitSource(product));
  const wanted = text.trim().toLowerCase().replace(/\.$/, '');
  if (wanted === '') return units[0] ?? null;
  return (
    units.find((unit) => String(unit.id) === wanted) ??
    units.find((unit) => unit.identifier.toLowerCase() === wanted) ??
    units.find((unit) => unit.label.toLowerCase().replace(/\.$/, '') === wanted) ??
    units.find((unit) =>
      Object.values(UNIT_NAMES[unit.identifier.toUpperCase()] ?? {}).some(
        (name) => name.toLowerCase().replace(/\.$/, '') === wanted,
      ),
    ) ??
    null
  );
}

function previewLine(
  product: ProductByCodeRow | undefined,
  unit: OrderUnitSource | null,
  lines: EnteredLine[],
): QuickOrderLineDto {
  const first = lines[0] as EnteredLine;
  const base = {
    rows: lines.map((line) => line.row),
    sku: first.code,
    problem: null,
    suggestedQuantity: null,
    unitDefinitionId: unit?.id ?? null,
    unitText: first.unit ?? '',
    salesQuantity: null,
  };
  if (!product) {
    return {
      ...base,
      quantity: summed(lines) ?? first.quantity,
      status: 'not_found',
      product: null,
      message: `No product found for ${first.code}`,
    };
  }
  const productDto = toQuickOrderProduct(product);
  if (!unit) {
    return {
      ...base,
      quantity: summed(lines) ?? first.quantity,
      status: 'unknown_unit',
      product: productDto,
      message: `${product.sku} is not sold by ${first.unit ?? ''}`,
    };
  }
  // The rules in the chosen unit (a box of 800 holds whole packs of 40: any whole number of boxes).
  const rules = quantityRules(unitSource(product), unit.id);
  const salesUnit = orderUnits(unitSource(product))[0] as OrderUnitSource;
  const inSales = (quantity: string) =>
    unit.id === salesUnit.id ? null : convertQuantity(quantity, unit, salesUnit);
  const total = lines.every((line) => line.quantity === '') ? lowestQuantity(rules) : summed(lines);
  if (!product.active) {
    return {
      ...base,
      quantity: total ?? first.quantity,
      status: 'inactive',
      product: productDto,
      message: `${product.sku} is no longer available`,
    };
  }
  if (total === null) {
    const problem: QuantityProblem = { code: 'QUANTITY_NOT_A_NUMBER' };
    return {
      ...base,
      quantity: first.quantity,
      status: 'invalid_quantity',
      product: productDto,
      problem,
      message: quantityProblemMessage(problem),
    };
  }
  const check = checkQuantity(total, rules);
  if (check.valid)
    return {
      ...base,
      quantity: check.quantity,
      salesQuantity: inSales(check.quantity),
      status: 'ok',
      product: productDto,
      message: null,
    };
  return {
    ...base,
    quantity: check.quantity ?? total,
    salesQuantity: inSales(check.quantity ?? total),
    status: 'invalid_quantity',
    product: productDto,
    problem: check.problem,
    suggestedQuantity: correction(check.quantity ?? total, check.problem, rules),
    message: quantityProblemMessage(check.problem),
  };
}

export function toQuickOrderProduct(product: ProductByCodeRow): QuickOrderProductDto {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    unitDefinitionId: product.sales_unit_id,
    unit: product.sales_unit,
    unitLabel: product.sales_unit_label,
    unitPrecision: product.unit_precision,
    units: orderUnits(unitSource(product)).map((unit) => ({
      id: unit.id,
      identifier: unit.identifier,
      label: unit.label,
      precision: unit.precision,
      conversionFactor: unit.conversionFactor,
    })),
    minimumOrderQuantity: product.minimum_order_quantity,
    minimumOrderOverride: product.minimum_order_override,
    // Filled in from the store's product cards (one batch for the whole preview).
    price: null,
    stockStatus: null,
  };
}

/** The one-click correction: round up to the next multiple, up to the minimum, down to the maximum. */
function correction(quantity: string, problem: QuantityProblem, rules: QuantityRules): string | null {
  switch (problem.code) {
    case 'QUANTITY_NOT_A_MULTIPLE':
      return nextQuantityUp(quantity, rules);
    case 'QUANTITY_BELOW_MINIMUM':
      return problem.minimum;
    case 'QUANTITY_ABOVE_MAXIMUM':
      return problem.maximum;
    case 'QUANTITY_NOT_A_NUMBER':
      return null;
  }
}

/** The rows' quantities added exactly (empty counts as 0), or null when one is not a number. */
function summed(lines: EnteredLine[]): string | null {
  if (lines.some((line) => normaliseQuantity(line.quantity, { precision: UNIT_PRECISION_MAX }) === null))
    return null;
  return lines.reduce((total, line) => addQuantities(total, line.quantity || '0'), '0');
}
