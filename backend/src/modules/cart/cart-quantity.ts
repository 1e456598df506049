import {
  checkQuantity,
  convertQuantity,
  quantityRulesInUnit,
  nextQuantityUp,
  normaliseQuantity,
  UNIT_PRECISION_MAX,
  type QuantityProblem,
  type QuantityRules,
} from '@tradeshop/shared';
import { DomainError } from '../../common/errors/domain-error';

/** The product data the quantity rules read. */
export interface QuantityRuleSource {
  unit_precision: number;
  minimum_order_quantity: string;
  minimum_order_override: boolean;
}

/** A unit a product is offered in, as the cart reads it (`product_unit` with its unit's identifier and name). */
export interface OrderUnitSource {
  id: number;
  identifier: string;
  label: string;
  precision: number;
  conversionFactor: string;
}

/** What the cart knows of a product's units: its sales unit and the units of `product_unit`. */
export interface UnitSource extends QuantityRuleSource {
  sales_unit_id: number;
  unit_identifier: string;
  unit_label: string;
  units: OrderUnitSource[];
}

/**
 * The units a product may be ordered in, the sales unit first. A sales unit without a `product_unit` row counts
 * with factor 1 (the pricing engine then counts every other unit 1:1 too, so none is offered beside it).
 */
export function orderUnits(product: UnitSource): OrderUnitSource[] {
  const sales = product.units.find((unit) => unit.id === product.sales_unit_id);
  if (!sales)
    return [
      {
        id: product.sales_unit_id,
        identifier: product.unit_identifier,
        label: product.unit_label,
        precision: product.unit_precision,
        conversionFactor: '1',
      },
    ];
  return [sales, ...product.units.filter((unit) => unit !== sales)];
}

/**
 * The unit a cart line is ordered in: by id or identifier among the product's units (the sales unit when neither
 * is given), or null when the product is not offered in it.
 */
export function findOrderUnit(
  product: UnitSource,
  wanted: { unitDefinitionId?: number; unit?: string },
): OrderUnitSource | null {
  const units = orderUnits(product);
  if (wanted.unitDefinitionId !== undefined)
    return units.find((unit) => unit.id === wanted.unitDefinitionId) ?? null;
  if (wanted.unit !== undefined && wanted.unit !== '')
    return units.find((unit) => unit.identifier === wanted.unit) ?? null;
  return units[0]!;
}

/** The product's quantity rules; in another of its units, restated in that unit (shared `quantityRulesInUnit`). */
export function quantityRules(product: QuantityRuleSource, unitDefinitionId?: number): QuantityRules {
  const rules = {
    precision: product.unit_precision,
    minimumOrderQuantity: product.minimum_order_quantity,
    minimumOrderOverride: product.minimum_order_override,
  };
  if (unitDefinitionId === undefined || !isUnitSource(product) || unitDefinitionId === product.sales_unit_id)
    return rules;
  const units = orderUnits(product);
  const unit = units.find((candidate) => candidate.id === unitDefinitionId);
  return unit ? quantityRulesInUnit(rules, unit, units[0]!) : rules;
}

function isUnitSource(product: QuantityRuleSource): product is UnitSource {
  return 'units' in product && Array.isArray((product as UnitSource).units);
}

/** A quantity of one of the product's units in its sales unit (1 box of 20 packs: 20). */
export function inSalesUnits(product: UnitSource, unitDefinitionId: number, quantity: string): string {
  const units = orderUnits(product);
  const unit = units.find((candidate) => candidate.id === unitDefinitionId);
  if (!unit || unit === units[0]) return plainQuantity(quantity);
  return convertQuantity(quantity, unit, units[0]!) ?? plainQuantity(quantity);
}

/** The API's words for a refused quantity; the increment message is the spec's (storefront spec §8). */
export function quantityProblemMessage(problem: QuantityProblem): string {
  switch (problem.code) {
    case 'QUANTITY_NOT_A_MULTIPLE':
      return `You can only add in increments of ${problem.increment}`;
    case 'QUANTITY_BELOW_MINIMUM':
      return `The quantity must be at least ${problem.minimum}`;
    case 'QUANTITY_ABOVE_MAXIMUM':
      return `The quantity must be at most ${problem.maximum}`;
    case 'QUANTITY_NOT_A_NUMBER':
      return 'The quantity must be a number';
  }
}

/** The quantity as the rules normalise it, or a refusal naming the rule (nothing is stored then). */
export function acceptedQuantity(
  input: string,
  product: QuantityRuleSource,
  unitDefinitionId?: number,
): string {
  const result = checkQuantity(input, quantityRules(product, unitDefinitionId));
  if (result.valid) return result.quantity;
  throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(result.problem), [
    { field: 'quantity', reason: result.problem.code },
  ]);
}

/**
 * Two carts' quantities of one product added up, then put back on the rules (a visitor's cart merging into a
 * customer's): a sum the rules refuse is raised to the next quantity they allow, within 1e9.
 */
export function mergedQuantity(
  first: string,
  second: string,
  product: QuantityRuleSource,
  unitDefinitionId?: number,
): string {
  const rules = quantityRules(product, unitDefinitionId);
  const sum = addQuantities(first, second);
  const result = checkQuantity(sum, rules);
  return result.valid ? result.quantity : nextQuantityUp(result.quantity ?? '0', rules);
}

const SCALE = 10n ** BigInt(UNIT_PRECISION_MAX);

function scaled(quantity: string): bigint {
  const [whole = '0', fraction = ''] = (
    normaliseQuantity(quantity, { precision: UNIT_PRECISION_MAX }) ?? '0'
  ).split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(UNIT_PRECISION_MAX, '0'));
}

/** Exact decimal addition of two quantities. */
export function addQuantities(first: string, second: string): string {
  const total = scaled(first) + scaled(second);
  const fraction = (total % SCALE).toString().padStart(UNIT_PRECISION_MAX, '0').replace(/0+$/, '');
  return `${total / SCALE}${fraction ? `.${fraction}` : ''}`;
}

/** A stored quantity (`numeric` prints `12.000`) as the API shows quantities: `12`, `2.5`. */
export function plainQuantity(stored: string): string {
  return normaliseQuantity(stored, { precision: UNIT_PRECISION_MAX }) ?? stored;
}
