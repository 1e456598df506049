import {
  checkQuantity,
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

export function quantityRules(product: QuantityRuleSource): QuantityRules {
  return {
    precision: product.unit_precision,
    minimumOrderQuantity: product.minimum_order_quantity,
    minimumOrderOverride: product.minimum_order_override,
  };
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
export function acceptedQuantity(input: string, product: QuantityRuleSource): string {
  const result = checkQuantity(input, quantityRules(product));
  if (result.valid) return result.quantity;
  throw new DomainError('QUANTITY_INVALID', quantityProblemMessage(result.problem), [
    { field: 'quantity', reason: result.problem.code },
  ]);
}

/**
 * Two carts' quantities of one product added up, then put back on the rules (a visitor's cart merging into a
 * customer's): a sum the rules refuse is raised to the next quantity they allow, within 1e9.
 */
export function mergedQuantity(first: string, second: string, product: QuantityRuleSource): string {
  const rules = quantityRules(product);
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
