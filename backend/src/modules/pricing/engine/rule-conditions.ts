import type { RuleAction, RuleCondition } from '@tradeshop/shared';
import { percentOf, toScaled } from './exact-math';

/** What a rule's conditions are checked against; built once per quote. */
export interface RuleFacts {
  storeId: number;
  customerGroupIds: readonly number[];
  companyId: number | null;
  countryCode: string | null;
  zoneId: number | null;
  postcode: string | null;
  /** Net value the `amount` condition compares, in minor units. */
  amountMinor: number;
  /** Total quantity in millionths. */
  quantity: bigint;
  /** Gross weight in kilograms, in millionths. */
  weightKg: bigint;
  productIds: readonly number[];
  /** The products' categories and every ancestor of them. */
  categoryIds: readonly number[];
  /** The day rules with a timespan compare against, YYYY-MM-DD. */
  date: string;
  /** Whether the cart carries a usable voucher code of the rule being checked. */
  hasVoucher: boolean;
}

const intersects = (wanted: readonly number[], present: readonly number[]): boolean =>
  wanted.some((id) => present.includes(id));

/** Whether a postcode fits a pattern: exact (`00100`), a prefix (`001*`) or a range (`00100-00990`). */
export function matchesPostcode(pattern: string, postcode: string): boolean {
  const code = postcode.replace(/\s+/g, '').toUpperCase();
  const wanted = pattern.replace(/\s+/g, '').toUpperCase();
  if (wanted.endsWith('*')) return code.startsWith(wanted.slice(0, -1));
  const range = /^([^-]+)-([^-]+)$/.exec(wanted);
  if (range) {
    const [, from, to] = range;
    if (/^\d+$/.test(from) && /^\d+$/.test(to) && /^\d+$/.test(code) && code.length === from.length) {
      return BigInt(code) >= BigInt(from) && BigInt(code) <= BigInt(to);
    }
    return code >= from && code <= to;
  }
  return code === wanted;
}

export function matchesCondition(condition: RuleCondition, facts: RuleFacts): boolean {
  switch (condition.type) {
    case 'customer_groups':
      return intersects(condition.groupIds, facts.customerGroupIds);
    case 'companies':
      return facts.companyId !== null && condition.companyIds.includes(facts.companyId);
    case 'stores':
      return condition.storeIds.includes(facts.storeId);
    case 'countries':
      return facts.countryCode !== null && condition.countryCodes.includes(facts.countryCode);
    case 'zones':
      return facts.zoneId !== null && condition.zoneIds.includes(facts.zoneId);
    case 'postcodes':
      return facts.postcode !== null && condition.patterns.some((p) => matchesPostcode(p, facts.postcode!));
    case 'amount':
      return (
        (condition.minMinor === undefined || facts.amountMinor >= condition.minMinor) &&
        (condition.maxMinor === undefined || facts.amountMinor <= condition.maxMinor)
      );
    case 'quantity':
      return (
        (condition.min === undefined || facts.quantity >= toScaled(condition.min)) &&
        (condition.max === undefined || facts.quantity <= toScaled(condition.max))
      );
    case 'weight':
      return (
        (condition.minKg === undefined || facts.weightKg >= toScaled(condition.minKg)) &&
        (condition.maxKg === undefined || facts.weightKg <= toScaled(condition.maxKg))
      );
    case 'products':
      return intersects(condition.productIds, facts.productIds);
    case 'categories':
      return intersects(condition.categoryIds, facts.categoryIds);
    case 'timespan':
      return (
        (condition.from === undefined || facts.date >= condition.from) &&
        (condition.to === undefined || facts.date <= condition.to)
      );
    case 'voucher':
      return facts.hasVoucher;
  }
}

/** A rule applies when every one of its conditions holds (a rule without conditions always applies). */
export function matchesAll(conditions: readonly RuleCondition[], facts: RuleFacts): boolean {
  return conditions.every((condition) => matchesCondition(condition, facts));
}

/** Rules run by ascending priority (0 first); ties by name, so the order never depends on the database. */
export function byPriority<T extends { priority: number; name: string }>(rules: readonly T[]): T[] {
  return [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

/** A rule as attached to a carrier or a payment provider, with its priority there. */
export interface AttachedRule {
  name: string;
  priority: number;
  conditions: readonly RuleCondition[];
  actions: readonly RuleAction[];
}

/** The first rule by ascending priority (ties by name) whose conditions all hold. */
export function firstMatchingRule<T extends Omit<AttachedRule, 'actions'>>(
  rules: readonly T[],
  facts: RuleFacts,
): T | undefined {
  return byPriority(rules).find((rule) => matchesAll(rule.conditions, facts));
}

/** Every `addition_amount`, plus every `addition_percent` of `baseMinor`. */
export function additionsMinor(actions: readonly RuleAction[], baseMinor: number): number {
  let total = 0;
  for (const action of actions) {
    if (action.type === 'addition_amount') total += action.amountMinor;
    if (action.type === 'addition_percent') total += percentOf(baseMinor, action.percent);
  }
  return total;
}
