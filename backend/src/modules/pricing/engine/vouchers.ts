import type { RuleCondition } from '@tradeshop/shared';
import type { VoucherProblem } from '../pricing.port';
import { matchesAll, type RuleFacts } from './rule-conditions';

export interface VoucherState {
  ruleId: number;
  ruleActive: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  /** How often the shopper has used the code: a customer by account, a guest by e-mail (0 before giving one). */
  customerUses: number;
}

/**
 * Why a code the shopper typed cannot be used, or null when it can: `not_found` when no code has that spelling
 * (letter case aside); `invalid` when it exists but its rule is inactive, its conditions do not hold for this
 * cart, or its usage limit or the shopper's own limit is reached.
 */
export function voucherProblem(
  voucher: VoucherState | undefined,
  ruleConditions: readonly RuleCondition[] | undefined,
  facts: RuleFacts,
): VoucherProblem | null {
  if (!voucher) return 'not_found';
  if (!voucher.ruleActive || !ruleConditions) return 'invalid';
  if (voucher.usageLimit !== null && voucher.usedCount >= voucher.usageLimit) return 'invalid';
  if (voucher.perCustomerLimit !== null && voucher.customerUses >= voucher.perCustomerLimit) return 'invalid';
  return matchesAll(ruleConditions, { ...facts, hasVoucher: true }) ? null : 'invalid';
}

/** The codes once each, letter case aside, in the spelling first given; blanks dropped. */
export function distinctCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes
    .map((code) => code.trim())
    .filter((code) => {
      const key = code.toLowerCase();
      if (!code || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
