import type { EntityManager } from '@mikro-orm/postgresql';
import {
  RULE_VOCABULARY,
  type RuleAction,
  type RuleActionType,
  type RuleCondition,
  type RuleConditionType,
  type RuleKind,
} from '@tradeshop/shared';
import { DomainError, type ErrorDetail } from '../../../../common/errors/domain-error';
import { queryRows, sql, trusted } from '../../../../database/sql';

/**
 * Checks the typed condition and action rows of a rule (shared/src/domain/pricing-rules.ts) sent by the back
 * office: each row's type must be one its kind of rule understands, its fields of the right kind, and the rows
 * it names (customer groups, stores, zones, products, …) must exist. Phase 2's product price, shipping and
 * payment provider rules use the same two functions with their own kind.
 */
type FieldKind =
  | 'ids'
  | 'id'
  | 'countryCodes'
  | 'texts'
  | 'minor'
  | 'optionalMinor'
  | 'optionalDecimal'
  | 'optionalDate'
  | 'percent';

const CONDITION_FIELDS = {
  customer_groups: { groupIds: 'ids' },
  companies: { companyIds: 'ids' },
  stores: { storeIds: 'ids' },
  countries: { countryCodes: 'countryCodes' },
  zones: { zoneIds: 'ids' },
  postcodes: { patterns: 'texts' },
  amount: { minMinor: 'optionalMinor', maxMinor: 'optionalMinor' },
  quantity: { min: 'optionalDecimal', max: 'optionalDecimal' },
  weight: { minKg: 'optionalDecimal', maxKg: 'optionalDecimal' },
  products: { productIds: 'ids' },
  categories: { categoryIds: 'ids' },
  timespan: { from: 'optionalDate', to: 'optionalDate' },
  voucher: {},
} as const satisfies Record<RuleConditionType, Record<string, FieldKind>>;

const ACTION_FIELDS = {
  discount_percent: { percent: 'percent' },
  discount_amount: { amountMinor: 'minor' },
  price: { amountMinor: 'minor' },
  free_shipping: {},
  gift_product: { productId: 'id' },
  shipping_price: { amountMinor: 'minor' },
  addition_amount: { amountMinor: 'minor' },
  addition_percent: { percent: 'percent' },
} as const satisfies Record<RuleActionType, Record<string, FieldKind>>;

/** Which table each id field names, for the existence check. */
const REFERENCED_TABLE: Record<string, { table: string; what: string }> = {
  groupIds: { table: 'customer_group', what: 'customer group' },
  companyIds: { table: 'customer_company', what: 'customer company' },
  storeIds: { table: 'store', what: 'store' },
  zoneIds: { table: 'zone', what: 'zone' },
  productIds: { table: 'product', what: 'product' },
  productId: { table: 'product', what: 'product' },
  categoryIds: { table: 'category', what: 'category' },
};

const MAX_ID = 2_147_483_647;
const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function fieldProblem(kind: FieldKind, value: unknown): string | null {
  const isId = (item: unknown) =>
    Number.isInteger(item) && (item as number) >= 1 && (item as number) <= MAX_ID;
  switch (kind) {
    case 'ids':
      return Array.isArray(value) && value.length > 0 && value.every(isId)
        ? null
        : 'must be a non-empty list of ids';
    case 'id':
      return isId(value) ? null : 'must be an id (a positive whole number)';
    case 'countryCodes':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((code) => /^[A-Z]{2}$/.test(String(code)))
        ? null
        : 'must be a non-empty list of two-letter country codes';
    case 'texts':
      return Array.isArray(value) &&
        value.length > 0 &&
        value.every((text) => typeof text === 'string' && text.trim())
        ? null
        : 'must be a non-empty list of texts';
    case 'minor':
      return Number.isInteger(value) && (value as number) >= 0
        ? null
        : 'must be a whole number of cents, 0 or more';
    case 'optionalMinor':
      return value === undefined ? null : fieldProblem('minor', value);
    case 'optionalDecimal':
      return value === undefined || (typeof value === 'string' && DECIMAL.test(value))
        ? null
        : 'must be a decimal number written as text, e.g. "12.5"';
    case 'optionalDate':
      return value === undefined ||
        (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        ? null
        : 'must be a date written YYYY-MM-DD';
    case 'percent': {
      const number = Number(value);
      return typeof value === 'string' && DECIMAL.test(value) && number > 0 && number <= 100
        ? null
        : 'must be a percentage above 0 and at most 100, written as text, e.g. "10" or "12.5"';
    }
  }
}

/** Lower bounds above upper bounds can never match: refused rather than stored as a rule that never applies. */
function boundsProblem(row: Record<string, unknown>): [string, string] | null {
  const pairs: [string, string, (value: unknown) => number][] = [
    ['minMinor', 'maxMinor', Number],
    ['min', 'max', Number],
    ['minKg', 'maxKg', Number],
    ['from', 'to', (value) => Date.parse(String(value))],
  ];
  for (const [low, high, read] of pairs) {
    if (row[low] !== undefined && row[high] !== undefined && read(row[low]) > read(row[high])) {
      return [high, `must not be before ${low}`];
    }
  }
  return null;
}

function checkRows<T>(
  list: unknown,
  field: 'conditions' | 'actions',
  allowed: readonly string[],
  fields: Record<string, Record<string, FieldKind>>,
  problems: ErrorDetail[],
): T[] {
  if (!Array.isArray(list)) {
    problems.push({ field, reason: `${field} must be a list` });
    return [];
  }
  return list.flatMap((row: unknown, index) => {
    const at = `${field}[${index}]`;
    const type = (row as { type?: unknown } | null)?.type;
    if (typeof row !== 'object' || row === null || typeof type !== 'string' || !allowed.includes(type)) {
      problems.push({ field: `${at}.type`, reason: `must be one of ${allowed.join(', ')}` });
      return [];
    }
    const clean: Record<string, unknown> = { type };
    for (const [name, kind] of Object.entries(fields[type] ?? {})) {
      const value = (row as Record<string, unknown>)[name];
      const problem = fieldProblem(kind, value);
      if (problem) problems.push({ field: `${at}.${name}`, reason: `${name} ${problem}` });
      else if (value !== undefined)
        clean[name] = kind === 'texts' ? (value as string[]).map((t) => t.trim()) : value;
    }
    const bounds = boundsProblem(clean);
    if (bounds) problems.push({ field: `${at}.${bounds[0]}`, reason: `${bounds[0]} ${bounds[1]}` });
    return [clean as T];
  });
}

/** The rows with only their known fields, or 400 naming every wrong field (`conditions[1].groupIds`). */
export function parseRuleRows(
  kind: RuleKind,
  input: { conditions?: unknown; actions?: unknown },
): { conditions?: RuleCondition[]; actions?: RuleAction[] } {
  const problems: ErrorDetail[] = [];
  const vocabulary = RULE_VOCABULARY[kind];
  const conditions =
    input.conditions === undefined
      ? undefined
      : checkRows<RuleCondition>(
          input.conditions,
          'conditions',
          vocabulary.conditions,
          CONDITION_FIELDS,
          problems,
        );
  const actions =
    input.actions === undefined
      ? undefined
      : checkRows<RuleAction>(input.actions, 'actions', vocabulary.actions, ACTION_FIELDS, problems);
  if (problems.length > 0) {
    throw new DomainError(
      'VALIDATION_FAILED',
      problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '),
      problems,
    );
  }
  return { conditions, actions };
}

/** Refuses rows naming customer groups, stores, zones, products, … or countries that do not exist (400). */
export async function assertRuleReferencesExist(
  em: EntityManager,
  rows: { conditions?: RuleCondition[]; actions?: RuleAction[] },
): Promise<void> {
  const wanted = new Map<string, { ids: Set<number>; fields: Set<string>; what: string }>();
  const countryCodes = new Map<string, string>();
  const collect = (list: readonly object[] | undefined, field: string) =>
    (list ?? []).forEach((row, index) => {
      for (const [name, value] of Object.entries(row)) {
        const at = `${field}[${index}].${name}`;
        if (name === 'countryCodes') (value as string[]).forEach((code) => countryCodes.set(code, at));
        const target = REFERENCED_TABLE[name];
        if (!target) continue;
        const entry = wanted.get(target.table) ?? { ids: new Set(), fields: new Set(), what: target.what };
        (Array.isArray(value) ? value : [value]).forEach((id: number) => entry.ids.add(id));
        entry.fields.add(at);
        wanted.set(target.table, entry);
      }
    });
  collect(rows.conditions, 'conditions');
  collect(rows.actions, 'actions');

  const problems: ErrorDetail[] = [];
  for (const [table, entry] of wanted) {
    const ids = [...entry.ids];
    const found = await queryRows<{ id: number }>(
      em,
      sql`select id from ${trusted(table)} where id = any(${ids}::int[])`,
    );
    const known = new Set(found.map((row) => row.id));
    const missing = ids.filter((id) => !known.has(id));
    if (missing.length > 0) {
      for (const field of entry.fields)
        problems.push({ field, reason: `no ${entry.what} has the id ${missing.join(', ')}` });
    }
  }
  if (countryCodes.size > 0) {
    const codes = [...countryCodes.keys()];
    const found = await queryRows<{ iso_code: string }>(
      em,
      sql`select iso_code from country where iso_code = any(${codes}::text[])`,
    );
    const known = new Set(found.map((row) => row.iso_code));
    for (const code of codes.filter((code) => !known.has(code))) {
      problems.push({ field: countryCodes.get(code) as string, reason: `no country has the code ${code}` });
    }
  }
  if (problems.length > 0) {
    throw new DomainError(
      'VALIDATION_FAILED',
      problems.map((problem) => `${problem.field}: ${problem.reason}`).join('; '),
      problems,
    );
  }
}
