import type { TaxRuleBehavior } from '@tradeshop/shared';
import { distribute, divideRounded, fromScaled, SCALE, toScaled } from './exact-math';

export interface TaxRuleRow {
  groupId: number;
  /** Null: the rule applies in every country. */
  countryCode: string | null;
  /** Null: the rule applies in every state of its country. */
  stateCode: string | null;
  rate: string;
  behavior: TaxRuleBehavior;
  position: number;
}

/**
 * The tax rate of a group for a destination, in percent (a decimal string with three or more decimals). The
 * matching rules are taken in position order: an `only_this` rule first is the only one; later `only_this` rules
 * end the list; `combine` adds its rate; `one_after_another` compounds it on what came before (tax on tax).
 * No matching rule: 0 %.
 */
export function resolveTaxRate(
  rules: readonly TaxRuleRow[],
  groupId: number | null,
  countryCode: string | null,
  stateCode: string | null = null,
): string {
  const matching = rules
    .filter(
      (rule) =>
        rule.groupId === groupId &&
        (rule.countryCode === null || rule.countryCode === countryCode) &&
        (rule.stateCode === null || rule.stateCode === stateCode),
    )
    .sort((a, b) => a.position - b.position);
  let rate = 0n;
  for (const [index, rule] of matching.entries()) {
    const ruleRate = toScaled(rule.rate);
    if (rule.behavior === 'only_this') {
      if (index === 0) rate = ruleRate;
      break;
    }
    rate =
      rule.behavior === 'combine'
        ? rate + ruleRate
        : rate + ruleRate + divideRounded(rate * ruleRate, 100n * SCALE);
  }
  return fromScaled(rate, 3);
}

export interface TaxableAmount {
  rate: string;
  netMinor: number;
}

export interface TaxBreakdown {
  taxes: { rate: string; netMinor: number; taxMinor: number }[];
  /** The tax of each amount given, in their order: each rate's tax shared out, adding up exactly. */
  amountTaxes: number[];
  taxMinor: number;
}

/**
 * Tax is rounded once per rate, on the summed net of everything at that rate (as an invoice shows it), not per
 * line; each amount's share is that rate's tax split in proportion to the net amounts.
 */
export function computeTaxes(amounts: readonly TaxableAmount[]): TaxBreakdown {
  const rates = [...new Set(amounts.map((amount) => fromScaled(toScaled(amount.rate), 3)))];
  const amountTaxes = amounts.map(() => 0);
  const taxes = rates
    .map((rate) => {
      const members = amounts
        .map((amount, index) => ({ amount, index }))
        .filter(({ amount }) => fromScaled(toScaled(amount.rate), 3) === rate);
      const netMinor = members.reduce((sum, { amount }) => sum + amount.netMinor, 0);
      const taxMinor = Number(divideRounded(BigInt(netMinor) * toScaled(rate), 100n * SCALE));
      distribute(
        taxMinor,
        members.map(({ amount }) => amount.netMinor),
      ).forEach((share, position) => (amountTaxes[members[position].index] = share));
      return { rate, netMinor, taxMinor };
    })
    .filter((tax) => tax.netMinor !== 0 || tax.taxMinor !== 0)
    .sort((a, b) => toScaledCompare(b.rate, a.rate));
  return { taxes, amountTaxes, taxMinor: taxes.reduce((sum, tax) => sum + tax.taxMinor, 0) };
}

function toScaledCompare(a: string, b: string): number {
  const difference = toScaled(a) - toScaled(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
