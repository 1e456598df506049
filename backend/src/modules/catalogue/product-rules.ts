import type { AttributeDataType } from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../common/errors/domain-error';
import { slugify } from '../../common/text/slugify';
import { toScaled } from '../pricing/engine/exact-math';

/** A technical attribute as the product's family defines it (`family_attribute`). */
export interface AttributeDefinition {
  code: string;
  dataType: AttributeDataType;
  unit: string | null;
  options: string[] | null;
}

export type AttributeValue = string | number | boolean;

const TEXT_ATTRIBUTE_LIMIT = 500;

/**
 * The attribute values a product may carry: only those its family defines, each of the defined type (a whole
 * number, a decimal number with the definition's unit, one of the options, true or false, text). An empty value
 * (null or '') removes the attribute. Returns the cleaned values, or throws PRODUCT_INVALID naming every problem.
 */
export function checkAttributes(
  definitions: readonly AttributeDefinition[],
  values: Readonly<Record<string, unknown>>,
): Record<string, AttributeValue> {
  const byCode = new Map(definitions.map((definition) => [definition.code, definition]));
  const problems: ErrorDetail[] = [];
  const clean: Record<string, AttributeValue> = {};
  for (const [code, value] of Object.entries(values)) {
    const field = `attributes.${code}`;
    const definition = byCode.get(code);
    if (!definition) {
      problems.push({ field, reason: "the product's family has no attribute with this code" });
      continue;
    }
    if (value === null || value === undefined || value === '') continue;
    const problem = attributeProblem(definition, value);
    if (problem) problems.push({ field, reason: problem });
    else clean[code] = value as AttributeValue;
  }
  if (problems.length > 0) {
    throw new DomainError(
      'PRODUCT_INVALID',
      problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '),
      problems,
    );
  }
  return clean;
}

function attributeProblem(definition: AttributeDefinition, value: unknown): string | null {
  const unit = definition.unit ? ` (in ${definition.unit})` : '';
  switch (definition.dataType) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? null : `must be a whole number${unit}`;
    case 'decimal':
      return typeof value === 'number' && Number.isFinite(value) ? null : `must be a number${unit}`;
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be yes or no (true or false)';
    case 'enum':
      return typeof value === 'string' && (definition.options ?? []).includes(value)
        ? null
        : `must be one of ${(definition.options ?? []).join(', ')}`;
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      return value.length <= TEXT_ATTRIBUTE_LIMIT
        ? null
        : `must be at most ${TEXT_ATTRIBUTE_LIMIT} characters`;
  }
}

/** A list-price break as the editor sends it. */
export interface TierInput {
  /** Sales units, a decimal string. */
  minQuantity: string;
  priceMinor: number;
}

/**
 * The breaks of one store's list price: each from more than one sales unit, each quantity once, and each a
 * multiple of the minimum order quantity (a buyer can only order multiples of it, so a break elsewhere would never
 * be reached exactly) unless the product allows any quantity (the override flag).
 */
export function tierProblems(
  tiers: readonly TierInput[],
  minimumOrderQuantity: string,
  minimumOrderOverride: boolean,
  field: string,
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const seen = new Set<bigint>();
  const minimum = toScaled(minimumOrderQuantity);
  for (const [index, tier] of tiers.entries()) {
    const at = `${field}.${index}.minQuantity`;
    const quantity = toScaled(tier.minQuantity);
    if (quantity <= toScaled('1')) {
      problems.push({ field: at, reason: 'a price break starts above 1; the price itself is for 1' });
    } else if (seen.has(quantity)) {
      problems.push({ field: at, reason: `there is already a price break at ${tier.minQuantity}` });
    } else if (!minimumOrderOverride && minimum > 0n && quantity % minimum !== 0n) {
      problems.push({
        field: at,
        reason: `must be a multiple of the minimum order quantity ${minimumOrderQuantity}`,
      });
    }
    seen.add(quantity);
  }
  return problems;
}

/** A slug as the editor gives it, or made from the name when empty. */
export function slugOf(slug: string | undefined | null, name: string): string {
  const given = slug?.trim();
  return given ? given : slugify(name);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
